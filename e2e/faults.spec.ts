import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { HEAVY_LIBRARIES } from '../lib/budget/heavy-libraries';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, readRegistry, searchResultsPanel, waitForElementHydration, waitForHydration } from './helpers';

/**
 * Fault injection: each download the site needs fails the way networks fail (aborted, HTTP 500, a script
 * that throws), with Playwright's request interception. Each case checks the message the reader gets, that
 * the page still answers, and that Retry (or going on) works once the fault clears. `bench/README.md`'s
 * faults table lists the same cases.
 */

// The browser logs each failed request; the failures are the point here.
test.use({ expectedProblems: /net::ERR_FAILED|status of 500|Failed to load chunk|ChunkLoadError|Loading chunk|importScripts|search\.worker|compile\.worker/ });

const searchBox = (page: Page) => page.getByRole('combobox', { name: messages.searchLabel });
const searchAlert = (page: Page) => searchResultsPanel(page).getByRole('alert');
const resultOptions = (page: Page) => page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');

/** A fault that can be switched off: the route answers with the fault until `clear()`. */
async function fault(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  answer: (route: Route) => Promise<void>,
): Promise<{ clear: () => void; hits: () => number }> {
  let on = true;
  let hits = 0;
  await page.route(url, async (route) => {
    if (!on) return route.continue();
    hits += 1;
    return answer(route);
  });
  return { clear: () => (on = false), hits: () => hits };
}

async function typeQuery(page: Page, text: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(text);
}

/** The page keeps answering: the colour switch still works while the failure is shown. */
async function expectResponsive(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: messages.colorMode });
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await select.selectOption('light');
}

test.describe('search', () => {
  test('the search data answers HTTP 500: the box says so with a Retry, never "No content was found"; Retry finds results', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'sticky');
    await expect(searchAlert(page)).toContainText(messages.searchDataFailed('HTTP 500', '/search-metadata.json'));
    await expect(page.getByText(messages.noContent)).toHaveCount(0);
    await expectResponsive(page);

    data.clear();
    await typeQuery(page, 'sticky');
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible();
    await expect(searchAlert(page)).toHaveCount(0);
  });

  test('the search data cannot be fetched at all: a network error, and typing on after it clears finds results', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'fixed');
    await expect(searchAlert(page)).toContainText(messages.searchDataFailed(messages.networkError, '/search-metadata.json'));

    // The failure was not kept: the next keystroke downloads again.
    data.clear();
    await searchBox(page).press('End');
    await searchBox(page).type(' columns');
    await expect(resultOptions(page).first()).toBeVisible();
    expect(data.hits()).toBeGreaterThan(0);
  });

  test('the search worker script fails to load: the chunk message and a Retry that starts it again', async ({ page }) => {
    const script = await fault(page, '**/_next/static/chunks/turbopack-worker-*.js', (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'virtual');
    await expect(searchAlert(page)).toContainText(/^Loading chunk search\.worker\.ts failed\. \(missing: workers\/search\.worker\.ts\)/);
    await expectResponsive(page);

    script.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible();
  });

  test('the worker throws on malformed search data: it says what broke, and Retry with good data recovers', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"pages": 42}' }),
    );
    await gotoHydrated(page, '/');
    await typeQuery(page, 'expand');
    await expect(searchAlert(page)).toContainText(messages.searchCrashed(''));
    data.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible();
  });
});

const CHUNK_DIR = path.join(__dirname, '..', 'out', '_next', 'static', 'chunks');

/** The built chunk files whose code contains `marker`: how a test finds, say, Babel's chunk by content. */
function chunksContaining(marker: string): string[] {
  const files = fs.readdirSync(CHUNK_DIR).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(CHUNK_DIR, file), 'utf8').includes(marker));
  if (files.length === 0) throw new Error(`no built chunk contains ${JSON.stringify(marker)}`);
  return files;
}

const markerOf = (name: string) => {
  const library = HEAVY_LIBRARIES.find((entry) => entry.name.startsWith(name));
  if (!library) throw new Error(`no heavy library named ${name}`);
  return library.marker;
};

/** Matches requests for the given chunk files. */
const chunkRequest = (files: string[]) => (url: URL) => files.some((file) => url.pathname.endsWith(`/${file}`));

const simpleSource = (() => {
  const entry = readRegistry().demos.simple.asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error('the simple demo has no entry file');
  return entry.value;
})();
const editedSource = simpleSource.replace("title: 'Role'", "title: 'Job title'");

async function openSimpleCode(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/demo/simple');
  const previewer = page.locator('section[id="simple"]');
  const toggle = previewer.getByRole('button', { name: messages.showCode });
  await waitForElementHydration(toggle);
  await toggle.click();
  return previewer;
}

async function edit(previewer: Locator, text: string): Promise<void> {
  const editor = previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });
  await expect(editor).toBeVisible();
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(text);
}

const liveError = (previewer: Locator) => previewer.getByRole('alert', { name: messages.liveError });
/** The demo as it shows now: the original until an edit renders, then the edit. */
const shownHeader = (previewer: Locator, name: string) =>
  previewer.locator('[data-demo-area]').getByRole('columnheader', { name, exact: true }).locator('visible=true');

test.describe('live demos', () => {
  test('Babel fails to load: the chunk message appears at once, the demo stays, and Retry compiles the edit', async ({ page }) => {
    const babel = await fault(page, chunkRequest(chunksContaining(markerOf('@babel/standalone'))), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText(/Loading chunk \S+ failed\. \(missing: \S+\)/);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();
    await expectResponsive(page);

    babel.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    await expect(shownHeader(previewer, 'Job title')).toBeVisible();
    await expect(liveError(previewer)).toHaveCount(0);
    expect(babel.hits()).toBeGreaterThan(0);
  });

  test('the compile worker script fails to load: its chunk message, and Retry starts it again', async ({ page }) => {
    const script = await fault(page, '**/_next/static/chunks/turbopack-worker-*.js', (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText('Loading chunk compile.worker.ts failed. (missing: workers/compile.worker.ts)');
    await expect(shownHeader(previewer, 'Role')).toBeVisible();

    script.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    await expect(shownHeader(previewer, 'Job title')).toBeVisible();
  });

  test("the live runner's own chunk fails: Retry loads the page afresh and keeps the edit", async ({ page }) => {
    const runner = await fault(page, chunkRequest(chunksContaining('["runLive",')), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText(/Loading chunk \S+ failed\. \(missing: \S+\.js\)/);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();

    runner.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    // The fresh page opens the code panel again with the edit, and compiles it.
    await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toContainText("title: 'Job title'");
    await expect(shownHeader(previewer, 'Job title')).toBeVisible();
  });

  test('the editor chunk fails: the code panel says so, the page keeps working, and Retry brings the editor', async ({ page }) => {
    const editor = await fault(page, chunkRequest(chunksContaining(markerOf('CodeMirror'))), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    const alert = previewer.locator('[data-chunk-error]');
    await expect(alert.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();
    await expectResponsive(page);

    editor.clear();
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toBeVisible();
  });
});

test.describe('demo chunks', () => {
  for (const url of ['/~demos/simple', '/demo/simple']) {
    test(`${url}: the demo's script fails, the spec's message and Retry appear, and Retry renders the demo`, async ({ page }) => {
      const demo = await fault(page, chunkRequest(chunksContaining('Add a visit')), (route) => route.abort('failed'));
      await page.goto(url);
      const alert = page.locator('[data-chunk-error]');
      await expect(alert.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/);
      expect(demo.hits()).toBeGreaterThan(0);

      demo.clear();
      await alert.getByRole('button', { name: messages.retry }).click();
      await expect(page.getByRole('button', { name: /Add a visit/ })).toBeVisible();
      await expect(page.locator('[data-chunk-error]')).toHaveCount(0);
    });
  }
});

/** Runs `action`, which must load the page afresh, and waits until the new page has hydrated. */
async function reloadedBy(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await waitForHydration(page);
}

test.describe("the previewer's actions", () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  async function openSimple(page: Page): Promise<Locator> {
    await gotoHydrated(page, '/demo/simple');
    const previewer = page.locator('section[id="simple"]');
    await waitForElementHydration(previewer.getByRole('table').first());
    return previewer;
  }

  test('the Sketch converter fails to load: the failure shows beside the buttons, and the copy works once it loads', async ({ page }) => {
    const converter = await fault(page, chunkRequest(chunksContaining(markerOf('html2sketch'))), (route) => route.abort('failed'));
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.sketchGroup }).click();
    await expect(previewer.getByRole('alert')).toContainText(messages.sketchFailed(''));
    await expectResponsive(page);

    converter.clear();
    // The converter's chunk stays failed in this page's loader: its Retry is a fresh load.
    await reloadedBy(page, () => previewer.getByRole('alert').getByRole('button', { name: messages.retry }).click());
    await waitForElementHydration(previewer.getByRole('table').first());
    await previewer.getByRole('button', { name: messages.sketchGroup }).click();
    await expect(previewer.getByRole('button', { name: messages.sketchCopied })).toBeVisible();
  });

  test('the clipboard refuses the write: Copy as Sketch says so instead of failing silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'write', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    });
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.sketchSymbol }).click();
    const alert = previewer.getByRole('alert');
    await expect(alert).toContainText(messages.sketchFailed('Write permission denied.'));
    await expect(previewer.getByRole('button', { name: messages.sketchCopied })).toHaveCount(0);
    // Retry runs the copy again (and meets the same refusal): no reload for a refusal.
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(alert).toContainText(messages.sketchFailed('Write permission denied.'));
  });

  test('the StackBlitz SDK fails to load: the button says so, and opens StackBlitz after a fresh load', async ({ page }) => {
    const sdk = await fault(page, chunkRequest(chunksContaining(markerOf('@stackblitz/sdk'))), (route) => route.abort('failed'));
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.openStackBlitz }).click();
    await expect(previewer.getByRole('alert')).toContainText(messages.exportFailed('StackBlitz', ''));

    sdk.clear();
    await reloadedBy(page, () => previewer.getByRole('alert').getByRole('button', { name: messages.retry }).click());
    await waitForElementHydration(previewer.getByRole('table').first());
    await page
      .context()
      .route('https://stackblitz.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>StackBlitz</title>' }),
      );
    const popup = page.context().waitForEvent('page');
    await previewer.getByRole('button', { name: messages.openStackBlitz }).click();
    await (await popup).close();
    await page.context().unroute('https://stackblitz.com/**');
    await expect(previewer.getByRole('alert')).toHaveCount(0);
  });
});
