import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '../lib/registry/types';
import { expect, test } from './fixtures';
import { waitForDemoHydration, waitForElementHydration } from './helpers';

const registry = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.generated', 'registry.json'), 'utf8')) as Registry;
const demoIds = Object.keys(registry.demos).sort();

test.describe('every demo renders with no console error', () => {
  for (const id of demoIds) {
    // Each page is read only once it and its demo have hydrated: a hydration warning then counts as an error.
    test(`/demo/${id} and /~demos/${id}`, async ({ page }) => {
      await page.goto(`/demo/${id}`);
      const previewer = page.locator(`section[id="${id}"]`);
      await expect(previewer.getByRole('table').first()).toBeVisible();
      await expect(previewer.getByRole('heading', { level: 2, name: registry.demos[id].asset.title, exact: true })).toBeVisible();
      await waitForDemoHydration(page);

      await page.goto(`/~demos/${id}`);
      await expect(page.locator('main').getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await waitForDemoHydration(page);
    });
  }
});

test.describe('interactive demos work when used', () => {
  test('expand: a custom expand icon opens the expanded row', async ({ page }) => {
    await page.goto('/~demos/expand-icon');
    const toggle = page.getByRole('button', { name: /^Expand / }).first();
    await waitForElementHydration(toggle);
    await expect(page.locator('.rc-table-expanded-row')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('.rc-table-expanded-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Collapse / }).first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('summary row: clicking it switches total and average', async ({ page }) => {
    await page.goto('/~demos/click-summary-row');
    const row = page.locator('.rc-table-summary tr').first();
    await expect(row).toContainText('Total');
    await waitForElementHydration(row);
    await row.click();
    await expect(row).toContainText('Average');
  });

  test('dropdown: the header filter opens its menu', async ({ page }) => {
    await page.goto('/~demos/dropdown');
    const trigger = page.getByRole('button', { name: 'Filter by status' });
    await waitForElementHydration(trigger);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.rc-dropdown:not(.rc-dropdown-hidden)')).toBeVisible();
  });

  test('drag to reorder: dropping the first row below the third moves it', async ({ page }) => {
    await page.goto('/~demos/react-dnd');
    const rows = page.locator('tbody tr.rc-table-row');
    await expect(rows.first()).toContainText('Harbour Lights');
    await waitForElementHydration(rows.first());
    await rows.nth(0).dragTo(rows.nth(2));
    await expect(rows.first()).not.toContainText('Harbour Lights');
    await expect(page.locator('tbody tr.rc-table-row', { hasText: 'Harbour Lights' })).toHaveCount(1);
  });
});
