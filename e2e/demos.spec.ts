import { expect, test } from './fixtures';
import { waitForElementHydration } from './helpers';

// That every demo on every line renders with no console error, on its page and alone, is checked on each page's one
// load in e2e/every-page.spec.ts.

test.describe('interactive demos work when used', () => {
  test('expand: a custom expand icon opens the expanded row, under its own row', async ({ page }) => {
    await page.goto('/~demos/expand-icon');
    const main = page.getByRole('main');
    const toggle = main.getByRole('button', { name: 'Expand The Left Hand of Darkness' });
    const summary = main.getByText('An envoy learns to live among people without fixed genders.');
    await waitForElementHydration(toggle);
    await expect(summary).toHaveCount(0);
    await toggle.click();
    await expect(summary).toBeVisible();
    await expect(main.getByRole('button', { name: 'Collapse The Left Hand of Darkness' })).toHaveAttribute('aria-expanded', 'true');
    // The expanded row sits between its book's row and the next book's.
    const top = async (text: string) => (await main.getByRole('cell', { name: text, exact: true }).boundingBox())?.y ?? Number.NaN;
    const summaryBox = await summary.boundingBox();
    expect(summaryBox?.y).toBeGreaterThan(await top('The Left Hand of Darkness'));
    expect(summaryBox?.y).toBeLessThan(await top('Kindred'));
  });

  test('summary row: below the body, clicking it switches total and average', async ({ page }) => {
    await page.goto('/~demos/click-summary-row');
    const rows = page.getByRole('main').getByRole('row');
    const summary = rows.last();
    await expect(summary.getByRole('cell')).toHaveText(['Total (click to switch)', '34', '41']);
    // It follows the last body row on screen.
    const lastBodyRow = rows.filter({ has: page.getByRole('cell', { name: 'Sam', exact: true }) });
    const [summaryBox, bodyBox] = await Promise.all([summary.boundingBox(), lastBodyRow.boundingBox()]);
    expect(summaryBox?.y).toBeGreaterThanOrEqual((bodyBox?.y ?? Number.NaN) + (bodyBox?.height ?? Number.NaN) - 1);
    await waitForElementHydration(summary);
    await summary.click();
    await expect(summary.getByRole('cell')).toHaveText(['Average (click to switch)', '11.3', '13.7']);
  });

  for (const id of ['dropdown', '7.x-dropdown']) {
    test(`dropdown: the header filter opens its menu (/~demos/${id})`, async ({ page }) => {
      await page.goto(`/~demos/${id}`);
      const trigger = page.getByRole('button', { name: 'Filter by status' });
      await waitForElementHydration(trigger);
      await expect(page.getByRole('menu')).toHaveCount(0);
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menu')).toBeVisible();
    });
  }

  test('drag to reorder: dropping the first row below the third moves it', async ({ page }) => {
    await page.goto('/~demos/react-dnd');
    // Body rows: the rows with cells (the header row has column headers).
    const rows = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toContainText('Harbour Lights');
    await waitForElementHydration(rows.first());
    await rows.nth(0).dragTo(rows.nth(2));
    await expect(rows.first()).not.toContainText('Harbour Lights');
    await expect(rows.filter({ hasText: 'Harbour Lights' })).toHaveCount(1);
  });
});
