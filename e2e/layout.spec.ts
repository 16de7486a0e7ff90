import { expect, test } from './fixtures';
import { waitForHydration } from './helpers';
import { SELECT_SHAPE, selectLookProblems, type SelectShape } from './engines/select-look';
import { HEIGHT } from './layout/widths';

/**
 * What the layout rests on, checked once: the colour-mode select drawn by the site. Every page's own layout is probed
 * at every width in e2e/every-page.spec.ts, on the same load as its axe audit. That a CJK font is installed is the
 * `tools` step of `npm test` (scripts/ensure-test-tools.mjs), a verdict of its own, before any browser starts.
 */

test("the colour-mode select is drawn by the site, as in Firefox and WebKit (e2e/engines): no native look, the site's chevron", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto('/');
  await waitForHydration(page);
  const shape = (await page.evaluate(SELECT_SHAPE)) as SelectShape;
  expect(selectLookProblems(shape, await page.screenshot())).toEqual([]);
});
