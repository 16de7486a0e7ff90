import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { localeIds, type LocaleId } from '../lib/i18n/locales';
import type { LineId } from '../lib/lines/lines';
import { sitePath } from '../lib/lines/paths';
import { messagesFor } from '../lib/messages';
import { typesMessagesFor } from '../lib/messages/editor-types';
import { runCheck } from './checks/playwright';
import { typesCheck } from './checks/types';
import { expect, test } from './fixtures';
import { gotoHydrated, readRegistry, waitForElementHydration } from './helpers';
import { heavy } from './limits';

/** The editor's types (lib/type-service/, components/previewer/live/types/): completions, hover, problems. */

/** The simple demo's entry as `line` shows it. */
const sourceOf = (line: LineId) => {
  const entry = readRegistry().demos[line === '1.x' ? 'simple' : '7.x-simple'].asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error('the simple demo has no entry file');
  return entry.value;
};

/** The API table's text of one of the Table's props, as the page of that line and edition shows it. */
const apiText = (line: LineId, locale: LocaleId, prop: string) => {
  const rows = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.generated', 'api', line, locale, 'Table.json'), 'utf8')) as Array<{
    name: string;
    description: string;
  }>;
  const row = rows.find((candidate) => candidate.name === prop);
  if (!row) throw new Error(`no API row for ${prop}`);
  return row.description;
};

/** Opens the simple demo's editor on a page of `line` in `locale`'s edition; returns the editor. */
async function openEditor(page: Page, line: LineId, locale: LocaleId): Promise<{ previewer: Locator; editor: Locator }> {
  await gotoHydrated(page, sitePath('/demo/simple', line, locale));
  const previewer = page.locator('section[id="simple"]');
  const toggle = previewer.getByRole('button', { name: messagesFor(locale).showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  const editor = previewer.getByRole('textbox', { name: messagesFor(locale).editorLabel('index.tsx') });
  await expect(editor).toBeVisible(heavy);
  return { previewer, editor };
}

/** The middle of the first `text` in the editor, wherever the highlighter split the line. */
async function pointAt(editor: Locator, text: string): Promise<{ x: number; y: number }> {
  const point = await editor.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    }
    return null;
  }, text);
  if (!point) throw new Error(`"${text}" is not in the editor`);
  return point;
}

/** Moves the mouse over the first `text` in the editor. */
async function hoverText(editor: Locator, text: string): Promise<void> {
  const { x, y } = await pointAt(editor, text);
  await editor.page().mouse.move(x, y);
}

/** Replaces the editor's text the way a paste does, leaving the cursor at its end. */
async function paste(editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(text);
}

// `<Table ` offers the table's props inside the window at 1280 and 320 px, the selected one with its API text, and a
// prop the table lacks counts as a problem: the check Firefox and WebKit run too.
test(typesCheck.name, ({ page, baseURL }) => runCheck(typesCheck, page, baseURL));

test('typing `(` after a function shows its signature, the first parameter first', async ({ page }) => {
  const { editor } = await openEditor(page, '1.x', 'en');
  await paste(editor, `${sourceOf('1.x')}\nexport function useCount() {\n  return useState`);
  await editor.page().keyboard.type('(');
  // `useState(initialState: unknown): …`: TypeScript fills in the type argument it infers at the call.
  const signature = page.getByText(/^useState(?:<\w+>)?\(initialState: /);
  await expect(signature).toBeVisible(heavy);
  await expect(signature.getByText(/^initialState: /)).toBeVisible();
});

for (const locale of localeIds()) {
  test(`hovering \`rowKey\` shows its API text (${locale})`, async ({ page }) => {
    const { editor } = await openEditor(page, '1.x', locale);
    await paste(editor, sourceOf('1.x').replace('<Table<Member> columns', '<Table<Member> rowKey="key" columns'));
    await hoverText(editor, 'rowKey');
    // The props panel holds the same text, folded away: the tooltip is the one on show.
    const tooltip = page.getByText(apiText('1.x', locale, 'rowKey')).filter({ visible: true });
    await expect(tooltip).toBeVisible(heavy);
    await expect(page.getByText(typesMessagesFor(locale).fromApi('Table'))).toBeVisible();
  });
}

test('Ctrl-K Ctrl-I shows the type at the caret and reads it aloud; Escape puts it away; a place without one says so', async ({ page }) => {
  const { editor } = await openEditor(page, '1.x', 'en');
  await paste(editor, `${sourceOf('1.x').replace('<Table<Member> columns', '<Table<Member> rowKey="key" columns')}\n// the end\n`);
  const showType = async () => {
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.press('ControlOrMeta+i');
  };
  // The caret in `rowKey`, put there as a click would, through the document's selection, with no pointer over the
  // editor: a pointer there starts a hover whose answer, late on a busy machine, shows a second tooltip after the
  // pointer has gone (seen in a full run). The editor marks the caret's line once it has taken the selection.
  await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('rowKey') ?? -1;
      if (at < 0) continue;
      const caret = document.createRange();
      caret.setStart(node, at + 3);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(caret);
      return;
    }
    throw new Error('the editor holds no `rowKey`');
  });
  await expect(editor.locator('.cm-activeLine')).toContainText('rowKey');
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as Window & { heard?: string[] }).heard = heard;
    new MutationObserver((records) => {
      for (const record of records) if (record.target instanceof Element && record.target.closest('[aria-live]')) heard.push(record.target.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await showType();
  // The chord is the editor's: Ctrl-K, the site's search key elsewhere, leaves the caret where it is.
  await expect(editor).toBeFocused();
  const text = apiText('1.x', 'en', 'rowKey');
  // On show: not the props panel's copy (folded away) nor the editor's live region (drawn off screen).
  const onScreen = (found: Locator) => found.filter({ visible: true }).and(page.locator(':not([aria-live], [aria-live] *)'));
  const shown = onScreen(page.getByText(text));
  await expect(shown).toBeInViewport(heavy);
  await expect(onScreen(page.getByText(typesMessagesFor('en').fromApi('Table')))).toBeInViewport();
  // What a screen reader is handed: the same text, put into a live region (which the editor empties again soon).
  await expect.poll(() => page.evaluate(() => (window as Window & { heard?: string[] }).heard?.join('\n'))).toContain(text);
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);
  await expect(editor).toBeFocused();

  // At the end of the comment below the code, the types know nothing.
  await page.keyboard.press('ControlOrMeta+End');
  await showType();
  const nothing = onScreen(page.getByText(typesMessagesFor('en').nothingAtCaret));
  await expect(nothing).toBeInViewport();
  // Typing puts it away.
  await page.keyboard.type('x');
  await expect(nothing).toHaveCount(0);
});

/** The simple demo with `classNames` on its table and one plain type error beside it. */
const withClassNames = (line: LineId) =>
  sourceOf(line)
    .replace('<Table<Member> columns', "<Table<Member> classNames={{ title: 'caption' }} columns")
    .replace('export default function App', "export const visitsLabel: number = 'visits';\n\nexport default function App");

test('`classNames` is a type error on a 7.x page, not on a 1.x page', async ({ page }) => {
  const problems = async (line: LineId) => {
    const { previewer, editor } = await openEditor(page, line, 'en');
    await paste(editor, withClassNames(line));
    const note = previewer.getByRole('status').filter({ hasText: typesMessagesFor('en').advice });
    await expect(note).toBeVisible(heavy);
    await note.getByRole('button', { name: typesMessagesFor('en').showProblems }).click();
    const list = previewer.getByRole('listbox', { name: typesMessagesFor('en').phrases.Diagnostics });
    await expect(list).toBeFocused();
    return { note, list };
  };

  const seven = await problems('7.x');
  await expect(seven.note).toContainText(typesMessagesFor('en').problems(2));
  await expect(seven.list.getByRole('option')).toHaveText([/'string' is not assignable to type 'number'/, /Property 'classNames' does not exist/]);

  const one = await problems('1.x');
  await expect(one.note).toContainText(typesMessagesFor('en').problems(1));
  await expect(one.list.getByRole('option')).toHaveText([/'string' is not assignable to type 'number'/]);
});

test('a type error is underlined, and the demo still runs', async ({ page }) => {
  const { previewer, editor } = await openEditor(page, '1.x', 'zh-CN');
  await paste(
    editor,
    sourceOf('1.x')
      .replace("title: 'Role'", "title: 'Job title'")
      .replace('const [visits, setVisits] = useState(0);', "const [visits, setVisits] = useState(0);\n  const total: number = 'none';"),
  );

  await expect(previewer.locator('[data-live-root]').getByRole('columnheader', { name: 'Job title' })).toBeVisible(heavy);
  await expect(previewer.getByRole('status').filter({ hasText: typesMessagesFor('zh-CN').problems(1) })).toBeVisible(heavy);
  // The underline is a wavy line drawn as the marked word's background.
  const word = editor.getByText('total', { exact: true });
  await expect.poll(() => word.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/url\(/);
  await hoverText(editor, 'total');
  await expect(page.getByText(/Type 'string' is not assignable to type 'number'/).first()).toBeVisible();
});

test('nothing of the types loads until an editor is focused', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/types\/|types\.worker/.test(request.url())) requests.push(new URL(request.url()).pathname);
  });
  const { editor } = await openEditor(page, '7.x', 'en');
  expect(requests).toEqual([]);
  await editor.focus();
  await expect.poll(() => requests.some((url) => /^\/types\/7\.x\.[0-9a-f]+\.json$/.test(url)), heavy).toBe(true);
  expect(requests.some((url) => /^\/types\/7\.x\.en\.[0-9a-f]+\.json$/.test(url))).toBe(true);
});

test.describe('a failed download', () => {
  // The browser logs the failed request; it is the point here.
  test.use({ expectedProblems: /status of 500/ });

  test('shows under the editor with a Retry that loads the types', async ({ page }) => {
    let failing = true;
    await page.route(/\/types\/1\.x\.[0-9a-f]+\.json$/, (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    const { previewer, editor } = await openEditor(page, '1.x', 'en');
    await paste(editor, sourceOf('1.x').replace('export default function App', "export const visitsLabel: number = 'visits';\n\nexport default function App"));
    const note = previewer.getByRole('status').filter({ hasText: /The types did not load: .*answered 500/ });
    await expect(note).toBeVisible(heavy);
    failing = false;
    await note.getByRole('button', { name: typesMessagesFor('en').retry }).click();
    await expect(previewer.getByRole('status').filter({ hasText: typesMessagesFor('en').problems(1) })).toBeVisible(heavy);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the problems’ note and list, and a hover, stay inside the window', async ({ page }) => {
    const { previewer, editor } = await openEditor(page, '1.x', 'en');
    await paste(editor, withClassNames('1.x'));
    const note = previewer.getByRole('status').filter({ hasText: typesMessagesFor('en').problems(1) });
    await expect(note).toBeVisible(heavy);
    await note.getByRole('button', { name: typesMessagesFor('en').showProblems }).click();
    const list = previewer.getByRole('listbox', { name: typesMessagesFor('en').phrases.Diagnostics });
    await expect(list.getByRole('option')).toHaveCount(1);
    // `classNames` has the longest declared type of the table's props.
    await hoverText(editor, 'classNames');
    const hover = page.locator('div', { has: page.getByText(typesMessagesFor('en').fromApi('Table')) }).last();
    await expect(hover).toBeVisible();

    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const outside: string[] = [];
    for (const [name, part] of [
      ['the note', note],
      ['the list', list],
      ['the hover', hover],
    ] as const) {
      const box = await part.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > width) outside.push(`${name}: ${box?.x}–${box && box.x + box.width} of ${width}`);
    }
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
