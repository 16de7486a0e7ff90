import type { Locator } from '@playwright/test';
import { messagesFor } from '../lib/messages';
import { apiToolsMessagesFor } from '../lib/messages/api-tools';

const tools = apiToolsMessagesFor('zh-CN');
import { partMapCheck } from './checks/part-map';
import { runCheck } from './checks/playwright';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, storeColorPreference } from './helpers';

for (const color of ['light', 'dark'] as const) {
  test(`the home page's API tables in the ${color} theme`, async ({ page }) => {
    await storeColorPreference(page, color);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', color);
    const table = page.getByRole('region', { name: messages.apiTableLabel('Table'), exact: true });
    await expect(table.getByRole('columnheader')).toHaveText([
      messages.apiName,
      messages.apiDescription,
      messages.apiType,
      messages.apiDefault,
      tools.apiSince,
      tools.apiAntdHeader('antd 6'),
    ]);
    // The antd column: antd 6's name for the prop, as code, and the props only antd has under the table.
    await expect(table.locator('#api-table-data').getByRole('cell').nth(5).locator('code')).toHaveText('dataSource');
    await expect(table.locator('#api-table-caption').getByRole('cell').nth(5)).toHaveText(tools.apiAntdSame);
    const antdOnly = page.getByRole('region', { name: tools.apiAntdOnly('antd 6', 'Table'), exact: true });
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

test('the version picker marks the rows a reader’s version lacks, says how many, and remembers the choice (en, 1.x)', async ({ page }) => {
  const en = { ...messagesFor('en'), ...apiToolsMessagesFor('en') };
  await gotoHydrated(page, '/en');
  const picker = page.getByLabel(en.apiVersionLabel('@rc-component/table'));
  const showExpandAll = page.locator('#api-expandable-showexpandall');
  const forceRender = page.locator('#api-expandable-forcerender');
  const mark = (row: Locator) => row.getByText(en.apiNewerThanPicked, { exact: true });
  await expect(page.getByRole('region', { name: en.apiTableLabel('expandable'), exact: true }).getByRole('columnheader', { name: en.apiSince })).toBeVisible();
  await expect(showExpandAll.getByRole('cell').nth(4)).toContainText('1.12.0');
  await expect(mark(showExpandAll)).toBeHidden();

  await picker.selectOption('1.11.1');
  await expect(mark(showExpandAll)).toBeVisible();
  await expect(mark(page.locator('#api-expandable-onexpandall'))).toBeVisible();
  await expect(mark(forceRender)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1.11.1' })).toHaveText(en.apiVersionStatus(2, '1.11.1'));

  await page.reload();
  await expect(picker).toHaveValue('1.11.1');
  await expect(mark(showExpandAll)).toBeVisible();
  await picker.selectOption('');
  await expect(mark(showExpandAll)).toBeHidden();
});

test(partMapCheck.name, ({ page, baseURL }) => runCheck(partMapCheck, page, baseURL));

test('the part map loads with its first use: the API page loads no table package before it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await gotoHydrated(page, '/');
  const before = scripts.length;
  expect(scripts.some((source) => source.includes('part-map-'))).toBe(false);
  await page.getByRole('button', { name: tools.partMapShow }).click();
  const key = page.locator('[data-part-key="header.cell"]');
  // Pointing at a key draws its boxes; a press keeps them when the pointer moves on.
  await key.hover();
  await expect(page.locator('[data-part-box]')).toHaveCount(3);
  await key.click();
  await expect(key).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-part-box]')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'header.cell' })).toHaveText(tools.partMapReaches('header.cell', 3, 'th.rc-table-cell'));
  expect(scripts.length).toBeGreaterThan(before);
});
