import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { decodeShare, encodeShare, fingerprintFiles } from '../lib/live/share';
import { liveZhCN as live } from '../lib/messages/live/zh-CN';
import { shareMessagesFor } from '../lib/messages/share';
import { runCheck } from './checks/playwright';
import { shareCheck } from './checks/share';
import { expect, test } from './fixtures';
import { LAYOUT_SETTLED } from './layout/settled';
import { heavy } from './limits';
import { gotoHydrated, messages, readRegistry, searchResultsPanel, waitForElementHydration } from './helpers';

/**
 * Share links (lib/live/share.ts, components/previewer/share/): a link holds every file of an edit; opened, its code
 * waits in the editor for Run, and what cannot be opened says why while the page works as without it.
 */
const share = shareMessagesFor('zh-CN');

const simpleSource = (() => {
  const entry = readRegistry().demos.simple.asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error('the simple demo has no entry file');
  return entry.value;
})();

/** A shared edit of the simple demo: its Role header from an added file, and a global set when the code runs. */
const sharedSource = `import { label } from './label';\n${simpleSource}`
  .replace("title: 'Role'", 'title: label')
  .replace('export default function App() {', '(window as unknown as { sharedRan?: boolean }).sharedRan = true;\n\nexport default function App() {');
const labelSource = "export const label = '职位 Job';\n";

declare global {
  interface Window {
    sharedRan?: boolean;
    injected?: boolean;
  }
}

/** A link to the shared edit above, made by the site's own codec: as if made on `line`'s page, from `fingerprint`'s originals. */
async function linkTo(pagePath: string, line: '1.x' | '7.x' = '1.x', fingerprint = fingerprintFiles([['index.tsx', simpleSource]])): Promise<string> {
  const made = await encodeShare({
    demo: 'simple',
    line,
    fingerprint,
    files: [
      ['index.tsx', sharedSource],
      ['label.ts', labelSource],
    ],
  });
  if (!made.ok) throw new Error(`the test's link is ${made.chars} characters`);
  return `${pagePath}${made.hash}`;
}

const previewerOf = (page: Page) => page.locator('section[id="simple"]');
const notice = (previewer: Locator) => previewer.getByRole('status', { name: share.noticeLabel });
const liveArea = (previewer: Locator) => previewer.locator('[data-live-root]');
const demoArea = (previewer: Locator) => previewer.locator('[data-demo-area]');
const editor = (previewer: Locator, file = 'index.tsx') => previewer.getByRole('textbox', { name: messages.editorLabel(file) });

async function openEditor(page: Page, pagePath = '/demo/simple'): Promise<Locator> {
  await gotoHydrated(page, pagePath);
  const previewer = previewerOf(page);
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  await expect(editor(previewer)).toBeVisible(heavy);
  return previewer;
}

/** Replaces a file's whole text the way a paste does. */
async function paste(previewer: Locator, text: string, file = 'index.tsx'): Promise<void> {
  const target = editor(previewer, file);
  await target.focus();
  await target.press('ControlOrMeta+a');
  await target.page().keyboard.insertText(text);
}

/** A page in a browser context of its own: no storage, cache or state shared with the test's page. */
async function freshPage(
  browser: Browser,
  baseURL: string | undefined,
  javaScriptEnabled = true,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', javaScriptEnabled });
  const page = await context.newPage();
  // In front, as a link the reader opens is: a window behind another may draw no frames, and every click waits for two.
  await page.bringToFront();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

test.describe('share links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy link reopens the exact edit with its added file in a fresh browser, held until Run; Back to the original clears it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const previewer = await openEditor(page);
    await previewer.getByRole('button', { name: live.addFile }).click();
    await previewer.getByRole('textbox', { name: live.newFileName }).fill('label.ts');
    await previewer.getByRole('button', { name: live.addFileConfirm }).click();
    await paste(previewer, labelSource, 'label.ts');
    await previewer.getByRole('tab', { name: 'index.tsx' }).click();
    await paste(previewer, sharedSource);
    // The reader's own code runs as they type.
    await expect(liveArea(previewer).getByRole('columnheader', { name: '职位 Job' })).toBeVisible(heavy);

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await previewer.getByRole('button', { name: share.copyLinkLabel }).click();
    await expect(previewer.getByRole('button', { name: share.linkCopied })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/demo/simple#share=1&demo=simple&line=1\\.x&of=[0-9a-f]{8}&files=[\\w-]+$`));
    expect(await decodeShare(new URL(link).hash)).toMatchObject({
      ok: true,
      edit: {
        files: [
          ['index.tsx', sharedSource],
          ['label.ts', labelSource],
        ],
      },
    });
    // Copying leaves the address as it was.
    expect(new URL(page.url()).hash).toBe('');

    const fresh = await freshPage(browser, baseURL);
    try {
      await gotoHydrated(fresh.page, link);
      const opened = previewerOf(fresh.page);
      // A fresh context: the share code and the editor load for the first time.
      await expect(notice(opened)).toContainText(share.held, heavy);
      await expect(notice(opened)).not.toContainText(share.changed);
      await expect(editor(opened)).toContainText("import { label } from './label';", heavy);
      await expect(editor(opened)).toContainText('sharedRan = true');
      await opened.getByRole('tab', { name: 'label.ts' }).click();
      await expect(editor(opened, 'label.ts')).toContainText("export const label = '职位 Job';");
      // Not run: the original render shows and the link's global is unset.
      await expect(demoArea(opened).getByRole('columnheader', { name: 'Role' })).toBeVisible();
      await expect(liveArea(opened)).toHaveCount(0);
      expect(await fresh.page.evaluate(() => window.sharedRan)).toBeUndefined();
      await expect(opened).toBeInViewport();

      await notice(opened).getByRole('button', { name: share.run }).click();
      await expect(liveArea(opened).getByRole('columnheader', { name: '职位 Job' })).toBeVisible(heavy);
      expect(await fresh.page.evaluate(() => window.sharedRan)).toBe(true);
      await expect(notice(opened)).toContainText(share.ran);

      await notice(opened).getByRole('button', { name: share.backToOriginal }).click();
      await expect(notice(opened)).toHaveCount(0);
      await expect(opened.getByRole('tab', { name: 'label.ts' })).toHaveCount(0);
      await expect(demoArea(opened).getByRole('columnheader', { name: 'Role' })).toBeVisible();
      expect(new URL(fresh.page.url()).hash).toBe('#simple');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

test('a damaged, newer-format, too large or foreign share hash says so, and the page works as without it', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple#share=1&demo=simple&line=1.x&of=0123abcd&files=bm90LWRlZmxhdGU');
  const previewer = previewerOf(page);
  await expect(notice(previewer)).toContainText(share.damaged, heavy);
  await expect(demoArea(previewer).getByRole('columnheader', { name: 'Role' })).toBeVisible();

  await page.evaluate(() => (window.location.hash = 'share=7&demo=simple&files=abc'));
  await expect(notice(previewer)).toContainText(share.version('7', 1));
  await page.evaluate(() => (window.location.hash = `share=1&demo=simple&line=1.x&of=0123abcd&files=${'A'.repeat(40_000)}`));
  await expect(notice(previewer)).toContainText(share.tooLarge(32_768, 256));
  // Markup in the hash is text, never markup: an unreadable demo name goes to the page's first demo as damaged.
  await page.evaluate(() => (window.location.hash = 'share=1&demo=<img src=x onerror="window.injected=true">&line=1.x&of=0123abcd&files=abc'));
  await expect(notice(previewer)).toContainText(share.damaged);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => window.injected)).toBeUndefined();

  // A readable link for a demo this page does not have.
  const elsewhere = await encodeShare({ demo: 'fixed-columns', line: '1.x', fingerprint: '0123abcd', files: [['index.tsx', '']] });
  if (!elsewhere.ok) throw new Error('the test link is too large');
  await page.evaluate((hash) => (window.location.hash = hash), elsewhere.hash);
  await expect(notice(previewer)).toContainText(share.noSuchDemo('fixed-columns'));

  await notice(previewer).getByRole('button', { name: share.dismiss }).click();
  await expect(notice(previewer)).toHaveCount(0);
  // The editor opens and runs edits live as ever.
  await previewer.getByRole('button', { name: messages.showCode }).click();
  await expect(editor(previewer)).toBeVisible(heavy);
  await paste(previewer, simpleSource.replace("title: 'Role'", "title: 'Job title'"));
  await expect(liveArea(previewer).getByRole('columnheader', { name: 'Job title' })).toBeVisible(heavy);
  // An edit too large for a link is not copied, and says why.
  await paste(previewer, `${simpleSource}\n// ${randomBytes(30_000).toString('base64')}\n`);
  await previewer.getByRole('button', { name: share.copyLinkLabel }).click();
  await expect(previewer.getByRole('alert').filter({ hasText: /32768/ })).toBeVisible();
});

test("a 1.x link on the 7.x page offers the 1.x page, which opens it with a note that the demo's original has changed", async ({ page }) => {
  const link = await linkTo('/7.x/demo/simple', '1.x', 'deadbeef');
  await gotoHydrated(page, link);
  const previewer = previewerOf(page);
  await expect(notice(previewer)).toContainText(share.otherLine('1.x', '7.x'), heavy);
  // Nothing of the link is loaded on the wrong line.
  await expect(previewer.getByRole('button', { name: messages.showCode })).toHaveAttribute('aria-expanded', 'false');

  await notice(previewer)
    .getByRole('link', { name: share.otherLineLink('1.x') })
    .click();
  await expect(page).toHaveURL(/\/demo\/simple#share=1&/);
  await expect(notice(previewer)).toContainText(share.held, heavy);
  await expect(notice(previewer)).toContainText(share.changed);
  await expect(editor(previewer)).toContainText('sharedRan = true', heavy);
  expect(await page.evaluate(() => window.sharedRan)).toBeUndefined();

  // A damaged link pasted over it is told beside it: the held code keeps its notice and its Run.
  await page.evaluate(() => (window.location.hash = 'share=1&demo=simple&files=cut'));
  await expect(notice(previewer).filter({ hasText: share.damaged })).toBeVisible();
  await notice(previewer).filter({ hasText: share.held }).getByRole('button', { name: share.run }).click();
  await expect(liveArea(previewer).getByRole('columnheader', { name: '职位 Job' })).toBeVisible(heavy);
  expect(await page.evaluate(() => window.sharedRan)).toBe(true);
});

test('a share link opens held and runs on Run (the check of every engine); then, at 375 and 320 px, a refused copy shows the link in a field that holds its shape', async ({
  page,
  baseURL,
}) => {
  // Held in the editor, the page scrolled to its notice below the header, in shape at 375, 320 and 1280 px; run on Run.
  await runCheck(shareCheck, page, baseURL);
  await page.setViewportSize({ width: 375, height: 800 });
  const previewer = previewerOf(page);
  // The browser refuses the clipboard: the link shows in a field to copy by hand.
  await page.evaluate(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
    Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
  });
  // The editor measures its wrapped lines as they come into view (estimating the rest), so a jump to the button
  // below it grows it by a few lines a frame or more later: the button would move between the press and the release.
  // Go there first and let the page settle, as a reader's eye does before they tap.
  const copy = previewer.getByRole('button', { name: share.copyLinkLabel });
  await copy.scrollIntoViewIfNeeded();
  await page.evaluate(LAYOUT_SETTLED);
  await copy.click();
  await expect(previewer.getByRole('alert')).toContainText(share.copyBlocked);
  const field = previewer.getByRole('textbox', { name: share.linkField });
  await expect(field).toBeFocused();
  // The same files as the address's (the compressed bytes may differ between two deflate implementations), now as an
  // edit of this page's originals.
  const [shown, address] = await Promise.all([decodeShare(new URL(await field.inputValue()).hash), decodeShare(new URL(page.url()).hash)]);
  if (!address.ok) throw new Error("the page's address holds no share link");
  expect(shown).toEqual({ ok: true, edit: { ...address.edit, fingerprint: fingerprintFiles([['index.tsx', simpleSource]]) } });

  const overflow: string[] = [];
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const shape = await page.evaluate(() => {
      const section = document.querySelector('section#simple');
      const boxes = ['[role="status"]', '[role="tabpanel"]:not([hidden])', 'input[readonly]', '[role="status"] button']
        .flatMap((selector) => [...(section?.querySelectorAll(selector) ?? [])])
        .map((element) => ({ name: element.getAttribute('role') ?? element.tagName, box: element.getBoundingClientRect() }));
      return {
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
        boxes: boxes.map(({ name, box }) => ({ name, left: box.left, right: box.right })),
      };
    });
    if (shape.page > shape.window) overflow.push(`${width}px: the page is ${shape.page}px wide`);
    for (const { name, left, right } of shape.boxes) if (left < 0 || right > shape.window) overflow.push(`${width}px: ${name} spans ${left}–${right}`);
  }
  expect(overflow).toEqual([]);
});

test('a share link pasted into the site search finds nothing and runs nothing', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('combobox', { name: messages.searchLabel });
  await box.click();
  await page.keyboard.insertText(`${baseURL}${await linkTo('/demo/simple')}&x=<img src=x onerror="window.injected=true">`);
  await expect(searchResultsPanel(page)).toBeVisible(heavy);
  await expect(searchResultsPanel(page)).not.toContainText(messages.loading, heavy);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => [window.injected, window.sharedRan])).toEqual([undefined, undefined]);
});

test('with JavaScript off a share link shows the original demo', async ({ browser, baseURL }) => {
  const fresh = await freshPage(browser, baseURL, false);
  try {
    await fresh.page.goto(await linkTo('/demo/simple'));
    const previewer = previewerOf(fresh.page);
    await expect(demoArea(previewer).getByRole('columnheader', { name: 'Role' })).toBeVisible();
    await expect(previewer.getByText('职位 Job')).toHaveCount(0);
    expect(fresh.errors).toEqual([]);
  } finally {
    await fresh.close();
  }
});
