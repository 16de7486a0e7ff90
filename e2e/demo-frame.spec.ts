import { frameMessagesFor } from '../lib/messages/frame';
import { expect, test } from './fixtures';
import { colorSwitch, waitForDemoHydration } from './helpers';

const texts = frameMessagesFor('zh-CN');

/** The shade's colour as the browser resolved it, in each theme (app/globals.css `--scroll-shade`). */
const SHADE = { light: 'rgba(31, 35, 40, 0.24)', dark: 'rgba(230, 237, 243, 0.22)' };

/**
 * What a phone reader is told about a widened demo (issue 38, docs/decisions.md): the note says why and links the
 * standalone page, the first-time hint shows until the reader scrolls a frame and stays gone after a reload, the frame
 * is a named stop on the keyboard path that arrow keys scroll, and its edge shades follow the scroll in both themes.
 */
test('/demo/fixed-columns at 375 px: the widened frame says why, hints once, scrolls by keyboard and shades its edges in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/demo/fixed-columns');
  await waitForDemoHydration(page);
  const section = page.locator('section#fixed-columns');
  const title = (await section.locator('#fixed-columns-title').innerText()).trim();
  const frame = section.getByRole('group', { name: texts.canvasLabel(title) });
  await expect(frame).toBeVisible();

  const standalone = section.getByRole('link', { name: texts.widenedLink });
  await expect(standalone).toHaveAttribute('href', '/~demos/fixed-columns');
  const note = standalone.locator('xpath=..');
  const pinned = Number(/(\d+)/.exec(await note.innerText())?.[1]);
  // The demo pins 120 + 100 px at the start and 100 px at the end.
  expect(pinned).toBe(320);
  await expect(note).toHaveText(texts.widened(pinned) + texts.widenedLink + texts.widenedEnd);

  const hint = section.getByText(texts.scrollHint);
  await expect(hint).toBeVisible();
  const [hintBox, frameBox] = [await hint.boundingBox(), await frame.boundingBox()];
  expect(hintBox && frameBox && hintBox.x >= frameBox.x && hintBox.x + hintBox.width <= frameBox.x + frameBox.width).toBe(true);

  const shade = (side: 'start' | 'end') => section.locator(`[data-scroll-sign="${side}"]`);
  const shadeImage = (side: 'start' | 'end') => shade(side).evaluate((element) => getComputedStyle(element).backgroundImage);
  await expect(shade('end')).toBeVisible();
  await expect(shade('start')).toBeHidden();
  expect(await shadeImage('end')).toContain(SHADE.light);

  // The note's link is the last stop before the frame: Tab reaches the frame, and the arrow keys scroll it.
  await standalone.focus();
  await page.keyboard.press('Tab');
  await expect(frame).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(shade('start')).toBeVisible();
  await expect(hint).toBeHidden();

  await (await colorSwitch(page)).selectOption('dark');
  await expect.poll(() => shadeImage('start')).toContain(SHADE.dark);

  await page.reload();
  await waitForDemoHydration(page);
  await expect(shade('end')).toBeVisible();
  await expect(frame).toBeVisible();
  await expect(hint).toHaveCount(0);
});
