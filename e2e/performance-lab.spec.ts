import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated, LAB_ROUTE, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/** A run's figure as the lab's "Runs" table shows it: "12.3 / 45.6" (commit / paint) or one number. */
const numbers = (text: string) => text.split('/').map((part) => Number(part.trim().replace(/,/g, '')));

/** The cells of the runs table's last row, by header. */
async function lastRun(lab: Locator): Promise<Record<string, string>> {
  const runs = lab.getByRole('table', { name: 'Runs' });
  const headers = await runs.getByRole('columnheader').allInnerTexts();
  const cells = await runs.getByRole('row').last().locator('th, td').allInnerTexts();
  return Object.fromEntries(headers.map((header, index) => [header.replace(/\s+/g, ' ').trim(), cells[index]?.trim() ?? '']));
}

/**
 * The performance lab, driven through each of its controls as a reader would, on both lines and in both editions:
 * it runs nothing on its own, warns before a slow plain table, renders 100,000 rows with VirtualTable and reports
 * figures it measured, shows (and counts) the cells that re-rendered with and without `shouldCellUpdate`, and runs a
 * series that Stop stops and Clear clears. With reduced motion the re-rendered cells keep their outline, so what
 * the reader sees of them can be counted.
 */
for (const path of [LAB_ROUTE, `/en/7.x${LAB_ROUTE}`]) {
  test(`the performance lab on ${path}: every control, 100,000 rows in a VirtualTable, the re-rendered cells, a stopped series`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, path);
    const lab = page.locator('section[id="performance-lab"] [data-demo-area]');
    const run = lab.getByRole('button', { name: 'Run', exact: true });
    await waitForElementHydration(run);
    await expect(lab.getByRole('table', { name: 'Runs' })).toContainText('No runs yet');

    // A plain Table of 10,000 rows is announced before it runs.
    await lab.getByLabel('Rows', { exact: true }).selectOption('10000');
    await lab.getByRole('radio', { name: 'Table', exact: true }).check();
    await expect(lab.getByText(/Run renders a plain Table of 10,000 rows/)).toBeVisible();

    // 100,000 rows, five columns, VirtualTable, pinned, shouldCellUpdate, onCell.
    await lab.getByLabel('Rows', { exact: true }).selectOption('100000');
    await lab.getByLabel('Columns', { exact: true }).selectOption('5');
    await lab.getByRole('radio', { name: 'VirtualTable', exact: true }).check();
    await expect(lab.getByText(/Run renders a plain Table/)).toHaveCount(0);
    await lab.getByRole('checkbox', { name: 'Pinned columns' }).check();
    await lab.getByRole('checkbox', { name: 'shouldCellUpdate' }).check();
    await lab.getByRole('radio', { name: 'onCell', exact: true }).check();
    await run.click();
    await expect(lab.getByText(/^Done: VirtualTable, 100,000 rows/)).toBeVisible(heavy);
    const virtual = await lastRun(lab);
    expect([virtual.Component, virtual.Rows, virtual.Columns, virtual.Pinned, virtual.shouldCellUpdate, virtual['Cell props']]).toEqual([
      'VirtualTable',
      '100,000',
      '5',
      'yes',
      'yes',
      'onCell',
    ]);
    for (const figure of [virtual['First render ms (commit / paint)'], virtual['Re-render ms (commit / paint)']]) {
      const [commit, paint] = numbers(figure);
      expect(commit).toBeGreaterThan(0);
      expect(paint).toBeGreaterThanOrEqual(commit);
    }
    // Only the rows in view were rendered: far fewer cells than 100,000 rows hold.
    const rerendered = numbers(virtual['Cells re-rendered'])[0];
    expect(rerendered).toBeGreaterThan(0);
    expect(rerendered).toBeLessThan(1000);
    expect(numbers(virtual['Scroll median ms'])[0]).toBeGreaterThan(0);
    expect(virtual['Profiler ms (first / re-render)']).toBe('not reported (production React)');
    // The measured table shows its rows, its first column pinned at the left.
    await expect(lab.getByText('Row 100,000', { exact: true }).or(lab.getByText('Row 1', { exact: true }))).toBeVisible();

    // A plain Table of 100 rows and 10 columns with render: with shouldCellUpdate only the changed row's ten cells
    // render again, and they are the ones outlined; without it, all 1,000 do.
    const outlined = () =>
      lab.evaluate(
        (area) => [...area.querySelectorAll('td, [role="cell"], .rc-table-cell')].filter((cell) => getComputedStyle(cell).outlineStyle === 'solid').length,
      );
    await lab.getByLabel('Rows', { exact: true }).selectOption('100');
    await lab.getByLabel('Columns', { exact: true }).selectOption('10');
    await lab.getByRole('radio', { name: 'Table', exact: true }).check();
    await lab.getByRole('checkbox', { name: 'Pinned columns' }).uncheck();
    await lab.getByRole('radio', { name: 'render', exact: true }).check();
    await run.click();
    await expect(lab.getByText(/^Done: Table, 100 rows.*re-rendered 10 cells/)).toBeVisible(heavy);
    expect(await outlined()).toBe(10);
    await lab.getByRole('checkbox', { name: 'shouldCellUpdate' }).uncheck();
    await run.click();
    await expect(lab.getByText(/^Done: Table, 100 rows.*re-rendered 1,000 cells/)).toBeVisible(heavy);
    expect(await outlined()).toBeGreaterThan(10);

    // A series shows its progress and stops when asked; the plot describes the runs; Clear empties the table.
    await lab.getByRole('button', { name: 'Run series' }).click();
    await expect(lab.getByText(/^Step \d of 7: /)).toBeVisible(heavy);
    await lab.getByRole('button', { name: 'Stop' }).click();
    await expect(lab.getByText(/^Stopped after step \d of 7\.$/)).toBeVisible(heavy);
    await expect(lab.getByRole('img', { name: /^Plot of milliseconds to paint by data size.*VirtualTable/ })).toBeVisible();
    await lab.getByRole('button', { name: 'Clear' }).click();
    await expect(lab.getByRole('table', { name: 'Runs' })).toContainText('No runs yet');
  });
}
