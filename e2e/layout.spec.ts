import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { waitForHydration } from './helpers';
import { SELECT_SHAPE, selectLookProblems, type SelectShape } from './engines/select-look';
import { HEIGHT } from './layout/widths';

/**
 * What the layout rests on, checked once: a CJK font, and the colour-mode select drawn by the site. Every page's
 * own layout is probed at every width in e2e/every-page.spec.ts, on the same load as its axe audit.
 */

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
