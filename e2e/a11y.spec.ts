import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, storeColorPreference, waitForElementHydration } from './helpers';

const PAGES = [
  { path: '/', name: 'home' },
  { path: '/changelog', name: 'changelog' },
  { path: '/demo/simple', name: 'demo page' },
  { path: '/no-such-page', name: '404 page' },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${mode} theme`, () => {
    for (const { path, name } of PAGES) {
      test.describe(() => {
        // Only the 404 page's own document load error is expected.
        test.use({ allowDocument404: path === '/no-such-page' });

        test(`${name} (${path}) has no serious or critical axe violation`, async ({ page }) => {
          await storeColorPreference(page, mode);
          await gotoHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
          await expect(page.locator('h1')).toBeVisible();
          // Audit demos as visitors get them: hydrated (they hydrate on their own, after the page).
          for (const table of await page.locator('.rc-table').all()) await waitForElementHydration(table);

          // Only violations are reported in detail: much faster on long pages than collecting every pass.
          const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
          const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          const report = severe.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help}\n` +
              violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('\n'),
          );
          expect(report, `serious/critical axe violations on ${path} (${mode})`).toEqual([]);
        });
      });
    }
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the live editor and its error state have no serious or critical axe violation (${mode} theme)`, async ({ page }) => {
    await storeColorPreference(page, mode);
    await gotoHydrated(page, '/demo/simple');
    const previewer = page.locator('section.previewer[id="simple"]');
    const toggle = previewer.getByRole('button', { name: messages.showCode });
    await waitForElementHydration(toggle);
    await toggle.click();
    const editor = previewer.getByRole('textbox', { name: messages.editorLabel });
    await expect(editor).toBeVisible();
    await editor.focus();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' = ;');
    await expect(previewer.getByRole('alert')).toBeVisible();

    const results = await new AxeBuilder({ page }).include('section.previewer#simple').options({ resultTypes: ['violations'] }).analyze();
    const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      `serious/critical axe violations in the live editor (${mode})`,
    ).toEqual([]);
  });
}
