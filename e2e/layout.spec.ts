import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { colorSwitch, readRegistry, site, waitForDemoHydration, waitForHydration } from './helpers';
import { SELECT_SHAPE, selectLookProblems, type SelectShape } from './engines/select-look';
import { NOT_FOUND_PAGES, sitePages } from './layout/pages';
import { probeSource } from './layout/probe';

/**
 * Every page holds its shape at every width, light and dark: no sideways page scroll, nothing covering a control,
 * a phone header on one row with the nav links in the drawer, an English hint that covers nothing, no text one
 * character per line (e2e/layout/probe.ts). Each page loads once; the window is resized through the widths and
 * the probe runs once per width and theme, in the page.
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1920];
const PHONE_WIDTHS = new Set([320, 375]);
const HEIGHT = 800;

// An English browser: every zh-CN page then shows the English hint, which must cover nothing.
test.use({ browserLocale: 'en-US' });

test('a CJK font is installed, so Chinese is laid out with real glyphs as on readers’ devices', () => {
  const fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  expect(fonts, 'no font covers Chinese: install Debian’s fonts-noto-cjk (npm test does, as root)').not.toBe('');
});

test("the colour-mode select is drawn by the site, as in Firefox and WebKit (e2e/engines): no native look, the site's chevron", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto('/');
  await waitForHydration(page);
  const shape = (await page.evaluate(SELECT_SHAPE)) as SelectShape;
  expect(selectLookProblems(shape, await page.screenshot())).toEqual([]);
});

/** Resizes the window and probes it once layout has settled (the demos re-measure on resize: two frames). */
async function probeWidths(page: Page, theme: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = (await page.evaluate(probeSource({ phone: PHONE_WIDTHS.has(width) }))) as string[];
    problems.push(...found.map((problem) => `${width}px ${theme}: ${problem}`));
  }
  return problems;
}

/** The drawer button opens the drawer at phone widths, with the nav links in it; Esc closes it. */
async function drawerOpens(page: Page): Promise<string[]> {
  const toggle = page.locator('header [aria-controls="site-sidebar"]');
  if ((await page.getByRole('banner').count()) === 0) return [];
  const navLinks = await page.locator('header nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    if ((await toggle.count()) === 0) {
      problems.push(`${width}px light: the header has no drawer button`);
      continue;
    }
    await toggle.click();
    const drawer = page.locator('#site-sidebar');
    await expect(drawer, `${width}px: the drawer should open`).toBeVisible();
    const inDrawer = await drawer.locator('a').evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')));
    const missing = navLinks.filter((href) => !inDrawer.includes(href));
    if (missing.length > 0) problems.push(`${width}px light: the drawer lacks the nav links ${missing.join(', ')}`);
    await page.keyboard.press('Escape');
    await expect(drawer, `${width}px: Esc should close the drawer`).toBeHidden();
  }
  return problems;
}

async function switchToDark(page: Page): Promise<void> {
  if ((await page.getByRole('banner').count()) > 0) {
    await (await colorSwitch(page)).selectOption('dark');
  } else {
    // A standalone demo has no header: the reader's stored preference applies on the next load.
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), site.colorStorageKey);
    await page.reload();
    await waitForDemoHydration(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
}

test.describe('every page holds its shape at 320–1920 px, light and dark', () => {
  // Twelve resizes and probes, each a full layout: the largest page (/demo/fixed-columns-resize, about 5,000
  // elements) needs far longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  for (const path of sitePages(readRegistry())) {
    test.describe(() => {
      test.use({ allowDocument404: NOT_FOUND_PAGES.includes(path) });

      test(path, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(path);
        await waitForHydration(page);
        await waitForDemoHydration(page);
        const problems = [...(await probeWidths(page, 'light')), ...(await drawerOpens(page))];
        await switchToDark(page);
        problems.push(...(await probeWidths(page, 'dark')));
        expect(problems, `layout problems on ${path}`).toEqual([]);
      });
    });
  }
});
