import { expect, test } from './fixtures';
import { audit } from './axe';
import { colorSwitch, gotoHydrated, messages, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/** Every page's own audit runs in e2e/every-page.spec.ts, with the layout checks, on one load per page. */

test('the open live editor, and its error state, have no axe violation of any impact, light and dark', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section[id="simple"]');
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await expect(editor).toBeVisible(heavy);
  const auditPreviewer = () => audit(page, { within: 'section#simple' });
  expect(await auditPreviewer(), 'axe violations in the open live editor (light)').toEqual([]);

  await editor.focus();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' = ;');
  // The error state needs Babel's first download and compile.
  await expect(previewer.getByRole('alert')).toBeVisible(heavy);
  expect(await auditPreviewer(), 'axe violations in the live editor error state (light)').toEqual([]);
  await (await colorSwitch(page)).selectOption({ label: messages.colorDark });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  expect(await auditPreviewer(), 'axe violations in the live editor error state (dark)').toEqual([]);
});
