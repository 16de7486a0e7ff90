import { expect, test } from './fixtures';
import { gotoHydrated, messages, readRegistry } from './helpers';
import { heavy } from './limits';

test('a demo with several files shows one tab per file, entry first, each with its own source in its own editor', async ({ page }) => {
  const files = Object.entries(readRegistry().demos.dropdown.asset.dependencies).filter(([, dependency]) => dependency.type === 'FILE');
  expect(files.map(([name]) => name)).toEqual(['index.tsx', 'StatusFilter.tsx', 'style.css']);

  await gotoHydrated(page, '/demo/dropdown');
  const previewer = page.locator('section[id="dropdown"]');
  await previewer.getByRole('button', { name: messages.showCode }).click();

  const tabs = previewer.getByRole('tab');
  // The tabs come with the editor's chunk.
  await expect(tabs).toHaveText(['index.tsx', 'StatusFilter.tsx', 'style.css'], heavy);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = previewer.getByRole('tabpanel');
  await expect(panel.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toContainText('export default function App');

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveAccessibleName('StatusFilter.tsx');
  await expect(panel.getByRole('textbox', { name: messages.editorLabel('StatusFilter.tsx') })).toContainText(
    String(files[1][1].value)
      .split('\n')
      .find((line) => line.includes('export')) ?? 'export',
  );

  // Arrow keys move along the tab list.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(panel.getByRole('textbox', { name: messages.editorLabel('style.css') })).toContainText('.dropdown-');
});
