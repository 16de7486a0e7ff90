import { expect, test } from './fixtures';
import { gotoHydrated, messages, storeColorPreference } from './helpers';

for (const color of ['light', 'dark'] as const) {
  test(`the home page's API tables in the ${color} theme`, async ({ page }) => {
    await storeColorPreference(page, color);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', color);
    const table = page.getByRole('region', { name: messages.apiTableLabel('Table'), exact: true });
    await expect(table.getByRole('columnheader')).toHaveText([messages.apiName, messages.apiDescription, messages.apiType, messages.apiDefault, 'antd 6']);
    // The antd column: antd 6's name for the prop, as code, and the props only antd has under the table.
    await expect(table.locator('#api-table-data').getByRole('cell').nth(4).locator('code')).toHaveText('dataSource');
    await expect(table.locator('#api-table-caption').getByRole('cell').nth(4)).toHaveText(messages.apiAntdSame);
    const antdOnly = page.getByRole('region', { name: messages.apiAntdOnly('antd 6', 'Table'), exact: true });
    await expect(antdOnly.getByRole('link', { name: 'pagination' })).toHaveAttribute('href', 'https://ant.design/components/table-cn#pagination');
    const rowKey = table.locator('#api-table-rowkey');
    await expect(rowKey).toContainText('string | keyof RecordType | GetRowKey<RecordType>');
    await expect(rowKey).toContainText("'key'");
    for (const prop of ['scroll', 'sticky', 'expandable', 'summary', 'components']) await expect(table.locator(`#api-table-${prop}`)).toBeVisible();

    const deprecated = table.locator('#api-table-expandedrowkeys');
    await expect(deprecated.locator('del')).toHaveText('expandedRowKeys');
    await expect(deprecated.getByText(messages.deprecatedLabel)).toHaveAttribute('title', 'Use `expandable.expandedRowKeys` instead');
    await expect(page.locator('#api-summary-cell-index')).toContainText(messages.apiRequired);

    // A long type wraps inside its cell: nothing is cut and the table does not overflow its column.
    const longType = page.locator('#api-column-render').getByRole('cell').nth(2).locator('code');
    await longType.scrollIntoViewIfNeeded();
    const box = await longType.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth, lines: node.getClientRects().length }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.lines).toBeGreaterThan(1);
    await expect(longType).toHaveText('(value: any, record: RecordType, index: number) => React.ReactNode | RenderedCell<RecordType>');
    for (const id of ['Column', 'ColumnGroup', 'expandable', 'scroll', 'sticky', 'Summary', 'Summary.Row', 'Summary.Cell', 'VirtualTable']) {
      await expect(page.getByRole('region', { name: messages.apiTableLabel(id), exact: true })).toBeAttached();
    }
  });
}

test('the API rows are in the HTML before any script runs, and in no script', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const staticHtml = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  expect(staticHtml).toContain('id="api-table-rowkey"');
  expect(staticHtml).toContain('GetRowKey&lt;');

  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await gotoHydrated(page, '/');
  await expect(page.locator('#api-table-rowkey')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((source) => source.includes('GetRowKey<RecordType>'))).toEqual([]);
});

test('a demo page links the props it uses to their rows', async ({ page }) => {
  await gotoHydrated(page, '/demo/scroll-x');
  const used = page.locator('[data-props-used]');
  await expect(used).toContainText(messages.apiPropsUsed);
  const link = used.getByRole('link', { name: 'scroll', exact: true });
  await expect(link).toHaveAttribute('href', '/#api-table-scroll');
  await link.click();
  await expect(page).toHaveURL(/\/#api-table-scroll$/);
  await expect(page.locator('#api-table-scroll')).toBeInViewport();
});
