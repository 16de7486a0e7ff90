import { expect, test } from './fixtures';
import { waitForDemoHydration, waitForElementHydration } from './helpers';

/**
 * The fixed-columns page tells readers that hovering data row i also lights the summary cell whose `index` is i,
 * and that the package, not the site, does it (issue 38, point 6). This holds that text to the package's behaviour on
 * each line: should an upstream release fix it, this fails and the paragraph must go.
 */
for (const [path, heading] of [
  ['/demo/fixed-columns', '悬停数据行时，总结栏的一格也会高亮'],
  ['/7.x/demo/fixed-columns', '悬停数据行时，总结栏的一格也会高亮'],
  ['/en/demo/fixed-columns', 'Hovering a data row also lights a summary cell'],
] as const) {
  test(`${path}: hovering data row i lights summary cell i, as the page says`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await waitForDemoHydration(page);
    const demo = page.locator('section#fixed-columns');
    const total = demo.getByRole('cell', { name: 'Total', exact: true });
    const sum = demo.getByRole('cell', { name: '21', exact: true });
    const background = (cell: typeof total) => cell.evaluate((element) => getComputedStyle(element).backgroundColor);
    const resting = { total: await background(total), sum: await background(sum) };

    const first = demo.getByRole('cell', { name: 'Customer 1', exact: true });
    await waitForElementHydration(first);
    await first.hover();
    const hovered = await background(first);
    expect(hovered).not.toBe(resting.total);
    await expect.poll(() => background(total)).toBe(hovered);
    expect(await background(sum)).toBe(resting.sum);

    await demo.getByRole('cell', { name: 'Customer 3', exact: true }).hover();
    await expect.poll(() => background(sum)).toBe(hovered);
    await expect.poll(() => background(total)).toBe(resting.total);
  });
}
