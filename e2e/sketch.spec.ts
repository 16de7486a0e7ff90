import { expect, test } from './fixtures';
import { gotoHydrated, messages, waitForElementHydration } from './helpers';
import { heavy } from './limits';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Copy to Sketch puts Sketch JSON of the rendered demo on the clipboard, as a group or a symbol, with a 2 s copied state', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section[id="simple"]');
  // The previewer, whose buttons these are, and its demo hydrate as islands of their own.
  await waitForElementHydration(previewer);
  await waitForElementHydration(previewer.getByRole('table').first());
  await page.evaluate(() => navigator.clipboard.writeText('before'));

  const group = previewer.getByRole('button', { name: messages.sketchGroup });
  await group.click();
  // The first copy loads the Sketch converter.
  await expect(previewer.locator('button[data-copied]')).toHaveAccessibleName(messages.sketchCopied, heavy);
  const copiedGroup = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { _class: string; layers: unknown[] };
  expect(copiedGroup._class).toBe('group');
  expect(copiedGroup.layers.length).toBeGreaterThan(0);
  // The copied state clears by itself, after its 2 s: within the light limit.
  await expect(previewer.locator('button[data-copied]')).toHaveCount(0);

  await previewer.getByRole('button', { name: messages.sketchSymbol }).click();
  await expect(previewer.locator('button[data-copied]')).toHaveAccessibleName(messages.sketchCopied);
  const copiedSymbol = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { _class: string };
  expect(copiedSymbol._class).toBe('symbolMaster');
});
