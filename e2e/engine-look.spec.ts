/**
 * Chromium's half of the look every engine must share (issue 38); Firefox and WebKit run the same in-page read and
 * verdict from e2e/engines/look-checks.ts: the live editor sets code in static code's font.
 */
import { expect, test } from './fixtures';
import { gotoHydrated, messages } from './helpers';
import { EDITOR_FONT, editorFontProblems, type EditorFont } from './engines/look-checks';

test("the live editor sets code in static code's font: its first line is as wide as static code, and Liberation Mono's width", async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section#simple');
  await previewer.getByRole('button', { name: messages.showCode }).click();
  await expect(previewer.getByRole('textbox')).toBeVisible();
  expect(editorFontProblems(await page.evaluate<EditorFont>(EDITOR_FONT), 'chromium')).toEqual([]);
});
