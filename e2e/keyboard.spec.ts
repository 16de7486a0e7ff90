import type { Locator, Page } from '@playwright/test';
import { playgroundMessagesFor } from '../lib/messages/playground';
import { expect, test } from './fixtures';
import { expectBelowStickyHeader, gotoHydrated, messages, readRegistry, searchResultsPanel, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/**
 * A keyboard-only pass over a demo page: after loading it, only `page.keyboard` drives the page (no
 * clicks, no `focus()`), and every element the Tab key lands on must show where the focus is.
 */

const PAGE = '/demo/simple';
/** More Tab presses than the page has tab stops before the farthest target (the TOC). */
const MAX_TABS = 150;

interface FocusState {
  /** The focused element, for messages: tag, id or class, and text. */
  label: string;
  /** An outline or box shadow marks the element, or a `:focus-within` outline its wrapper. */
  ringShown: boolean;
}

/** Where the focus is and whether it can be seen. */
function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const marks = (node: Element, ownRing: boolean) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (ownRing && style.boxShadow !== 'none');
    };
    // A wrapper may draw the ring for a control it styles as a whole: the colour switch's label, the
    // code editor's frame around its editable content.
    const wrappers: Element[] = [];
    for (let node = element.parentElement; node && wrappers.length < 3; node = node.parentElement) wrappers.push(node);
    const name = element.id ? `#${element.id}` : element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : '';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return {
      label: `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ''}> ${text}`,
      ringShown: marks(element, true) || wrappers.some((wrapper) => marks(wrapper, false)),
    };
  });
}

/**
 * Asserts that the focused element shows a focus ring. Waits for it: some controls draw the ring a moment
 * after the focus moves (CodeMirror sets `.cm-focused` when it next reads the DOM).
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const state = await focusState(page);
      if (state === null) return 'nothing has the focus';
      return state.ringShown ? 'focus ring shown' : `no focus ring on ${state.label}`;
    })
    .toBe('focus ring shown');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring on every element
 * it passes. Returns the number of presses.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  const unringed: string[] = [];
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (state && !state.ringShown) unringed.push(state.label);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(unringed, 'elements that took the focus without showing it').toEqual([]);
      return presses;
    }
  }
  throw new Error(`${key} did not reach the target in ${MAX_TABS} presses (missing focus rings on the way: ${unringed.join(', ') || 'none'})`);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PAGE);
});

test('the first Tab shows the skip link, and Enter moves the focus to the main content', async ({ page }) => {
  const skip = page.getByRole('link', { name: messages.skipToContent });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);

  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  await expect(page).toHaveURL(/#content$/);

  // Tab goes on from the main content, past the header and sidebar.
  await page.keyboard.press('Tab');
  await expect(page.locator('main#content :focus')).toHaveCount(1);
  await expectVisibleFocus(page);
});

test('the search box: type, arrow to a result, Enter opens it; Esc closes the list and keeps the focus', async ({ page }) => {
  const box = page.getByRole('combobox', { name: messages.searchLabel });
  await tabTo(page, box);

  await page.keyboard.type('rowKey');
  const options = page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');
  await expect(options.first()).toBeVisible(heavy);
  await page.keyboard.press('Escape');
  await expect(searchResultsPanel(page)).toHaveCount(0);
  await expect(box).toBeFocused();
  await expectVisibleFocus(page);

  // The arrow key opens the list again and selects its first result.
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  const link = (await options.first().getAttribute('href')) ?? '';
  // An exact prop name finds its API row first (the home page's table), before the demos that use it.
  expect(link).toBe('/#api-table-rowkey');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === link);
  await expect(searchResultsPanel(page)).toHaveCount(0);
});

test('a sidebar link: Tab to it, Enter opens its page', async ({ page }) => {
  const sidebar = page.getByRole('navigation', { name: messages.sidebarLabel });
  const href = (await sidebar.locator('a:not([aria-current]):visible').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/demo/);
  const target = sidebar.locator(`a[href="${href}"]`);
  const title = (await target.textContent()) ?? '';

  await tabTo(page, target);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(target).toHaveAttribute('aria-current', 'page');
});

test('a TOC link: Tab to it, Enter scrolls to its heading and moves the Tab starting point there', async ({ page }) => {
  const tocLink = page.getByRole('navigation', { name: messages.toc }).getByRole('link').first();
  const id = decodeURIComponent(((await tocLink.getAttribute('href')) ?? '').slice(1));
  const heading = page.locator(`[id="${id}"]`);

  await tabTo(page, tocLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => decodeURIComponent(url.hash) === `#${id}`);
  await expectBelowStickyHeader(heading);

  // The next Tab continues from the heading: its own anchor link.
  await page.keyboard.press('Tab');
  await expect(heading.getByRole('link')).toBeFocused();
  await expectVisibleFocus(page);
});

test.describe('the previewer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Tab to "Show code", Enter opens the code; Tab to Copy, Enter copies the source; Esc then Tab leaves the editor', async ({ page }) => {
    const source = readRegistry().demos.simple.asset.dependencies['index.tsx'].value;
    const previewer = page.locator('section[id="simple"]');
    const toggle = previewer.getByRole('button', { name: messages.showCode });
    await waitForElementHydration(toggle);
    // Something else on the clipboard first, so the copy is what puts the source there.
    await page.evaluate(() => navigator.clipboard.writeText('before'));

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    // Open, the button is labelled "Hide code" and keeps the focus.
    const hide = previewer.getByRole('button', { name: messages.hideCode });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(hide).toBeFocused();
    const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
    await expect(editor).toBeVisible(heavy);

    // Found by either of its names: it changes to "Copied!" once it has copied.
    const copy = previewer.getByRole('button', { name: new RegExp(`^(${messages.copyCode}|${messages.copied})$`) });
    await expect(copy).toHaveAccessibleName(messages.copyCode);
    // The props panel's fold comes first, one stop while it is folded as it starts. Its chunk comes after the
    // editor's: until then a blank row, no stop, holds its place.
    await expect(previewer.getByRole('group', { name: playgroundMessagesFor('zh-CN').title('Table') })).toBeVisible(heavy);
    expect(await tabTo(page, copy), 'Tab presses from "Show code" to Copy').toBe(2);
    await page.keyboard.press('Enter');
    await expect(copy).toHaveAttribute('data-copied');
    await expect(copy).toHaveAccessibleName(messages.copied);
    expect(source).toContain("from '@rc-component/table'");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);

    // The editor is next; Tab indents there, so Esc then Tab moves on without changing the code.
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);
    await expect(previewer.getByRole('button', { name: messages.resetCode })).toBeDisabled();

    // Backwards the same way: Shift+Tab enters the editor, Esc then Shift+Tab leaves it for Copy.
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    await expect(copy).toBeFocused();
    await expectVisibleFocus(page);
  });
});
