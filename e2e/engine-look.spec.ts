/**
 * Chromium's half of the look every engine must share (issue 38); Firefox and WebKit run the same in-page reads and
 * verdicts from e2e/engines/look-checks.ts: the live editor sets code in static code's font, and the site's selects and
 * a demo's select and number field are one height and the theme's colours.
 */
import { expect, test } from './fixtures';
import { colorSwitch, gotoHydrated, messages } from './helpers';
import {
  CONTROL_HEIGHT,
  CONTROL_SHAPES,
  controlLookProblems,
  EDITOR_FONT,
  editorFontProblems,
  LOOK_CONTROLS,
  type ControlShape,
  type EditorFont,
} from './engines/look-checks';

test("the live editor sets code in static code's font: its first line is as wide as static code, and Liberation Mono's width", async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section#simple');
  await previewer.getByRole('button', { name: messages.showCode }).click();
  await expect(previewer.getByRole('textbox')).toBeVisible();
  expect(editorFontProblems(await page.evaluate<EditorFont>(EDITOR_FONT), 'chromium')).toEqual([]);
});

for (const { path, controls } of LOOK_CONTROLS) {
  test(`${path}: ${controls.map(({ name }) => name).join(', ')}: each ${CONTROL_HEIGHT} px tall, in the theme's colours, light and dark`, async ({ page }) => {
    await gotoHydrated(page, path);
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await (await colorSwitch(page)).selectOption(theme);
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', theme);
      const shapes = await page.evaluate<ControlShape[]>(CONTROL_SHAPES(controls));
      problems.push(...controlLookProblems(shapes, await page.screenshot(), theme).map((problem) => `${theme}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
