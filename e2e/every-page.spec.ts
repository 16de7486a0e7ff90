import { expect, test } from './fixtures';
import { audit, switchToDark } from './axe';
import { HEAVY_PAGE_TIMEOUT, readRegistry, waitForDemoHydration, waitForHydration } from './helpers';
import { NOT_FOUND_PAGES, sitePages } from './layout/pages';
import { DARK_WIDTHS, HEIGHT, WIDTHS, drawerOpens, probeWidths } from './layout/widths';

/**
 * Every page a reader can reach (e2e/layout/pages.ts), loaded once and checked as it is, light then dark:
 * - axe finds no violation of any impact;
 * - the page holds its shape at every width from 320 to 1920 px (in the dark theme at 320 and 1280 px) (e2e/layout/probe.ts: no sideways page scroll,
 *   nothing covering a control, a phone header on one row with the nav links in the drawer, an English hint that
 *   covers nothing, no text one character per line), and the drawer opens at phone widths.
 * One load serves both checks: the load and hydration of the largest pages cost more than either check.
 */

// An English browser: every zh-CN page then shows the English hint, which must cover nothing and pass axe.
test.use({ browserLocale: 'en-US' });

test.describe('every page: no axe violation and a layout that holds at 320–1920 px, light and dark', () => {
  // axe's colour-contrast check and each probe take time in proportion to the elements; every page here may take
  // what the largest one needs.
  test.describe.configure({ timeout: HEAVY_PAGE_TIMEOUT });

  for (const path of sitePages(readRegistry())) {
    test.describe(() => {
      // Only the 404 page's own document load error is expected.
      test.use({ allowDocument404: NOT_FOUND_PAGES.includes(path) });

      test(path, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
        await expect(page.locator('h1')).toBeAttached();
        await waitForDemoHydration(page);

        const layout = [...(await probeWidths(page, 'light')), ...(await drawerOpens(page))];
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        const light = await audit(page);

        await switchToDark(page);
        layout.push(...(await probeWidths(page, 'dark', DARK_WIDTHS)));
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        const dark = await audit(page);

        expect({ layout, axe: { light, dark } }, `layout problems and axe violations on ${path}`).toEqual({ layout: [], axe: { light: [], dark: [] } });
      });
    });
  }
});
