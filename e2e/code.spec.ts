import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, readRegistry, waitForElementHydration } from './helpers';
import { heavy } from './limits';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Both tests read the clipboard: run them one after the other, never side by side.
test.describe.configure({ mode: 'default' });

/** How long a copy button shows its copied state (SPEC §9). */
const COPIED_STATE_MS = 2000;

const readClipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

test.describe(() => {
  // A fake clock of its own: the copied state is read just before and just after its 2 s, whatever the machine's load.
  test.use({ ownContext: true });
  test('a code block Copy button copies its code and shows the copied state for 2 s', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    // Something else on the clipboard first, so the copy is what puts the code there.
    await page.evaluate(() => navigator.clipboard.writeText('before'));

    // The multi-line usage example of the Doc tab.
    const block = page
      .locator('#panel-doc [data-code-block]')
      .filter({ has: page.locator('pre.shiki'), hasText: 'export default function' })
      .first();
    const code = (await block.locator('pre code').innerText()).replace(/\n$/, '');
    // The home page of the current line, @rc-component/table 1.x, shows its package name.
    expect(code).toContain("import Table from '@rc-component/table';");

    // The block's one button; its name changes once it has copied.
    const button = block.getByRole('button');
    await expect(button).toHaveAccessibleName(messages.copyCode);
    await expect(button).not.toHaveAttribute('data-copied');

    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await button.click();
    await expect(button).toHaveAttribute('data-copied');
    await expect(button).toHaveAccessibleName(messages.copied);
    await expect(button).toContainText(messages.copied);
    expect(await readClipboard(page)).toBe(code);

    // The copied state clears by itself after 2 s (COPIED_STATE_MS), not before.
    await page.clock.runFor(COPIED_STATE_MS - 100);
    await expect(button).toHaveAttribute('data-copied');
    await page.clock.runFor(200);
    await expect(button).not.toHaveAttribute('data-copied');
    await expect(button).toHaveAccessibleName(messages.copyCode);
    await expect(button).toContainText(messages.copy);
  });
});

test('the previewer shows, copies and hides the demo source and links to the standalone demo', async ({ page }) => {
  const source = readRegistry().demos.simple.asset.dependencies['index.tsx'];
  expect(source.type).toBe('FILE');

  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section[id="simple"]');
  const table = previewer.getByRole('table').first();
  await waitForElementHydration(table);
  await expect(table).toBeVisible();

  await expect(previewer.getByRole('link', { name: messages.openInNewTab })).toHaveAttribute('href', '/~demos/simple');

  const show = previewer.getByRole('button', { name: messages.showCode });
  const panel = page.locator(`[id="${await show.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();

  await expect(panel).toBeVisible();
  // The entry file opens in the live editor, highlighted as on the page.
  const editor = panel.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await expect(editor).toBeVisible(heavy);
  await expect(editor).toContainText('export default function App()');
  // The language's parser highlights in slices after the editor mounts, so wait for it rather than read once.
  await expect.poll(() => editor.locator('.cm-line span[class]').count(), { message: 'highlighted tokens' }).toBeGreaterThan(10);

  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await panel.getByRole('button', { name: messages.copyCode }).click();
  await expect(panel.getByRole('button', { name: messages.copied })).toHaveAttribute('data-copied');
  expect(await readClipboard(page)).toBe(source.value);

  const hide = previewer.getByRole('button', { name: messages.hideCode });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await hide.click();
  await expect(panel).toBeHidden();
  await expect(previewer.getByRole('button', { name: messages.showCode })).toHaveAttribute('aria-expanded', 'false');
});
