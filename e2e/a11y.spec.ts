import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { colorSwitch, gotoHydrated, messages, readRegistry, site, waitForDemoHydration, waitForElementHydration } from './helpers';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const registry = readRegistry();
const NOT_FOUND = ['/no-such-page', '/en/no-such-page'];

/** Every exported page: each registry route of both editions, each standalone demo and both editions' 404 pages. */
const PAGES: string[] = [
  ...registry.routes.map((route) => route.path),
  ...Object.keys(registry.demos)
    .sort()
    .map((id) => `/~demos/${id}`),
  ...NOT_FOUND,
];

/** One line per violation and one per offending node, so a failure names what to fix. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 120)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
        .join('\n'),
  );
}

/**
 * Every rule axe runs by default (WCAG 2 A and AA, best practices). Legacy mode is one `axe.run` in the
 * page: the default mode combines per-frame results in a blank page it opens for each analysis, which
 * costs 1-2 s more per audit on this machine, and the site has no frames. Only violations are
 * collected, which is much faster on long pages than also collecting every pass.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

async function audit(page: Page): Promise<string[]> {
  return describeViolations(await axe(page).analyze());
}

/**
 * Switches to dark the way a visitor does: with the header's colour switch, or on a standalone demo
 * (no header) by the stored preference and a reload.
 */
async function switchToDark(page: Page): Promise<void> {
  if ((await page.getByRole('banner').count()) > 0) {
    await (await colorSwitch(page)).selectOption('dark');
  } else {
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), site.colorStorageKey);
    await page.reload();
    // The page, then its demos, which hydrate on their own after it: audit them as visitors get them.
    await waitForDemoHydration(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
}

test.describe('axe finds no violation of any impact, light and dark', () => {
  // axe's colour-contrast check takes time in proportion to the text elements: the largest page
  // (/demo/fixed-columns-resize, about 5,000 elements) needs far longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  for (const path of PAGES) {
    test.describe(() => {
      // Only the 404 page's own document load error is expected.
      test.use({ allowDocument404: NOT_FOUND.includes(path) });

      test(path, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
        await expect(page.locator('h1')).toBeAttached();
        await waitForDemoHydration(page);
        const light = await audit(page);
        await switchToDark(page);
        const dark = await audit(page);
        expect({ light, dark }, `axe violations on ${path}`).toEqual({ light: [], dark: [] });
      });
    });
  }
});

test('the open live editor, and its error state, have no axe violation of any impact, light and dark', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section[id="simple"]');
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await expect(editor).toBeVisible();
  const auditPreviewer = async () => describeViolations(await axe(page).include('section#simple').analyze());
  expect(await auditPreviewer(), 'axe violations in the open live editor (light)').toEqual([]);

  await editor.focus();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' = ;');
  await expect(previewer.getByRole('alert')).toBeVisible();
  expect(await auditPreviewer(), 'axe violations in the live editor error state (light)').toEqual([]);
  await (await colorSwitch(page)).selectOption({ label: messages.colorDark });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  expect(await auditPreviewer(), 'axe violations in the live editor error state (dark)').toEqual([]);
});
