import type { Locator, Page, Route } from '@playwright/test';
import { HEAVY_LIBRARIES } from '../lib/budget/heavy-libraries';
import { expect, test } from './fixtures';
import { heavy } from './limits';
import {
  chunkRequest,
  chunksContaining,
  expectResponsive,
  gotoHydrated,
  messages,
  readRegistry,
  searchResultsPanel,
  waitForElementHydration,
  waitForHydration,
} from './helpers';

/**
 * Fault injection: each download the site needs fails the way networks fail (aborted, HTTP 500, a script
 * that throws), with Playwright's request interception. Each case checks the message the reader gets, that
 * the page still answers, and that Retry (or going on) works once the fault clears. `bench/README.md`'s
 * faults table lists the same cases.
 */

// The browser logs each failed request; the failures are the point here.
test.use({
  expectedProblems:
    /net::ERR_FAILED|status of 500|Failed to load chunk|ChunkLoadError|Loading chunk|importScripts|search\.worker|compile\.worker|search worker crashed/,
});

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

test.describe('search', () => {
  test('the search data answers HTTP 500: the box says so with a Retry, never "No content was found"; Retry finds results', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'sticky');
    await expect(searchAlert(page)).toContainText(messages.searchDataFailed('HTTP 500', '/search-metadata.json'), heavy);
    await expect(page.getByText(messages.noContent)).toHaveCount(0);
    await expectResponsive(page);

    data.clear();
    await typeQuery(page, 'sticky');
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchAlert(page)).toHaveCount(0);
  });

  test('the search data cannot be fetched at all: a network error, and typing on after it clears finds results', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'fixed');
    await expect(searchAlert(page)).toContainText(messages.searchDataFailed(messages.networkError, '/search-metadata.json'), heavy);

    // The failure was not kept: the next keystroke downloads again.
    data.clear();
    await searchBox(page).press('End');
    await searchBox(page).type(' columns');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    expect(data.hits()).toBeGreaterThan(0);
  });

  test('the search worker script fails to load: the chunk message and a Retry that starts it again', async ({ page }) => {
    const script = await fault(page, '**/_next/static/chunks/turbopack-worker-*.js', (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'virtual');
    await expect(searchAlert(page)).toContainText(/^Loading chunk search\.worker\.ts failed\. \(missing: workers\/search\.worker\.ts\)/, heavy);
    await expectResponsive(page);

    script.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
  });

  test('the worker throws on malformed search data: it says what broke, and Retry with good data recovers', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"pages": 42}' }),
    );
    await gotoHydrated(page, '/');
    await typeQuery(page, 'expand');
    await expect(searchAlert(page)).toContainText(messages.searchCrashed(''), heavy);
    data.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
  });
});

const markerOf = (name: string) => {
  const library = HEAVY_LIBRARIES.find((entry) => entry.name.startsWith(name));
  if (!library) throw new Error(`no heavy library named ${name}`);
  return library.marker;
};

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
  await expect(editor).toBeVisible(heavy);
  await editor.focus();
  await editor.press('ControlOrMeta+a');
  await editor.page().keyboard.insertText(text);
}

const liveError = (previewer: Locator) => previewer.getByRole('alert', { name: messages.liveError });
/** The demo as it shows now: the original until an edit renders, then the edit. */
const shownHeader = (previewer: Locator, name: string) =>
  previewer.locator('[data-demo-area]').getByRole('columnheader', { name, exact: true }).locator('visible=true');

/** The dialog the narrow screen's search button opens, whatever code drew it. */
const searchDialog = (page: Page) => page.getByRole('dialog', { name: messages.searchLabel });
const dialogOptions = (page: Page) => searchDialog(page).getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');

test.describe('search comes back without a reload', () => {
  // A reload would lose what the reader typed: these tests fail if the page loads afresh.
  const noReload = (page: Page) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    return () => expect(loads, 'the page was loaded afresh').toBe(0);
  };
  const searchUiChunk = () => chunkRequest(chunksContaining('data-search-results'));

  test("the search UI's chunk fails in the dialog: the query stays, and Retry brings results into the same dialog", async ({ page }) => {
    const chunk = await fault(page, searchUiChunk(), (route) => route.abort('failed'));
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    const reloaded = noReload(page);
    // By keyboard, so one press makes one try (a pointer's press and its click may each try).
    await page.getByRole('button', { name: messages.searchOpen, exact: true }).press('Enter');
    await expect(searchDialog(page).locator('[data-chunk-error] code')).toHaveText(/^Loading chunk \S+ failed/, heavy);
    // The runtime asks for a failed chunk more than once before it gives up: one whole try's requests, counted.
    const perTry = chunk.hits();
    await searchDialog(page).getByRole('combobox', { name: messages.searchLabel }).fill('fixed');
    // Typing tries the download again: all of that try must meet the fault before it clears, or the try would load
    // the search by itself and take the dialog, Retry and all, from under the click below (seen under 3× throttling).
    await expect.poll(chunk.hits, heavy).toBe(2 * perTry);
    await expect(searchDialog(page).locator('[data-chunk-error]')).toBeVisible();
    await expectResponsive(page);

    chunk.clear();
    await searchDialog(page).getByRole('button', { name: messages.retry }).click();
    await expect(dialogOptions(page).first()).toBeVisible(heavy);
    await expect(searchDialog(page).getByRole('combobox', { name: messages.searchLabel })).toHaveValue('fixed');
    reloaded();
  });

  test("the search UI's chunk fails in the header box: typing on once the fault clears shows results, the query kept", async ({ page }) => {
    const chunk = await fault(page, searchUiChunk(), (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    const reloaded = noReload(page);
    await typeQuery(page, 'sticky');
    const inline = page.getByRole('banner').locator('[data-chunk-error]');
    await expect(inline.locator('code')).toHaveText(/^Loading chunk \S+ failed/, heavy);

    chunk.clear();
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' header');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchBox(page)).toHaveValue('sticky header');
    reloaded();
  });

  test("the search UI's chunk fails in the header box: Retry shows results under the box", async ({ page }) => {
    const chunk = await fault(page, searchUiChunk(), (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    const reloaded = noReload(page);
    await searchBox(page).click();
    const inline = page.getByRole('banner').locator('[data-chunk-error]');
    await expect(inline.locator('code')).toHaveText(/^Loading chunk \S+ failed/, heavy);
    // The runtime asks for a failed chunk more than once before it gives up: one whole try's requests, counted.
    const perTry = chunk.hits();
    await searchBox(page).fill('virtual');
    // Typing tries again; all of that try meets the fault before it clears, so only Retry brings the search back.
    await expect.poll(chunk.hits, heavy).toBe(2 * perTry);

    chunk.clear();
    await inline.getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchBox(page)).toHaveValue('virtual');
    reloaded();
  });

  test('the search data fails in the dialog: Retry shows results there, the query kept', async ({ page }) => {
    const data = await fault(page, '**/search-metadata.json', (route) => route.abort('failed'));
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    const reloaded = noReload(page);
    await page.getByRole('button', { name: messages.searchOpen, exact: true }).click();
    await searchDialog(page).getByRole('combobox', { name: messages.searchLabel }).fill('expand');
    await expect(searchDialog(page).getByRole('alert')).toContainText(messages.searchDataFailed(messages.networkError, '/search-metadata.json'), heavy);

    data.clear();
    await searchDialog(page).getByRole('button', { name: messages.retry }).click();
    await expect(dialogOptions(page).first()).toBeVisible(heavy);
    await expect(searchDialog(page).getByRole('combobox', { name: messages.searchLabel })).toHaveValue('expand');
    reloaded();
  });

  test("a 7.x page's search data fails: Retry shows results of its own line, the query kept", async ({ page }) => {
    const data = await fault(page, '**/7.x/search-metadata.json', (route) => route.abort('failed'));
    await gotoHydrated(page, '/7.x');
    const reloaded = noReload(page);
    await typeQuery(page, 'sticky');
    await expect(searchAlert(page)).toContainText(messages.searchDataFailed(messages.networkError, '/7.x/search-metadata.json'), heavy);

    data.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toHaveAttribute('href', /^\/7\.x[/?#]/, heavy);
    await expect(searchBox(page)).toHaveValue('sticky');
    reloaded();
  });

  test('the search worker crashes between two searches: the next one starts a new worker and shows results', async ({ page }) => {
    await gotoHydrated(page, '/');
    const reloaded = noReload(page);
    const started = page.waitForEvent('worker');
    await typeQuery(page, 'sticky');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    const worker = await started;
    const gone = new Promise<void>((resolve) => worker.once('close', () => resolve()));
    // An error nothing catches, thrown in the worker after it answered: the page sees the worker's error event.
    await worker.evaluate(() =>
      setTimeout(() => {
        throw new Error('search worker crashed');
      }),
    );
    await gone;

    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' header');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchAlert(page)).toHaveCount(0);
    reloaded();
  });

  test('the search worker crashes on a query: the message and Retry, which shows results', async ({ page }) => {
    await gotoHydrated(page, '/');
    const started = page.waitForEvent('worker');
    await typeQuery(page, 'sticky');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    const worker = await started;
    // The next message the worker gets throws, uncaught.
    await worker.evaluate(() => {
      self.onmessage = () => {
        throw new Error('search worker crashed');
      };
    });
    await typeQuery(page, 'fixed');
    await expect(searchAlert(page)).toContainText(messages.searchCrashed(''));
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchBox(page)).toHaveValue('fixed');
  });
});

test.describe('live demos', () => {
  test('Babel fails to load: the chunk message appears at once, the demo stays, and Retry compiles the edit', async ({ page }) => {
    const babel = await fault(page, chunkRequest(chunksContaining(markerOf('@babel/standalone'))), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText(/Loading chunk \S+ failed\. \(missing: \S+\)/, heavy);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();
    await expectResponsive(page);

    babel.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    await expect(shownHeader(previewer, 'Job title')).toBeVisible(heavy);
    await expect(liveError(previewer)).toHaveCount(0);
    expect(babel.hits()).toBeGreaterThan(0);
  });

  test('the compile worker script fails to load: its chunk message, and Retry starts it again', async ({ page }) => {
    const script = await fault(page, '**/_next/static/chunks/turbopack-worker-*.js', (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText('Loading chunk compile.worker.ts failed. (missing: workers/compile.worker.ts)', heavy);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();

    script.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    await expect(shownHeader(previewer, 'Job title')).toBeVisible(heavy);
  });

  test("the live runner's own chunk fails: Retry loads the page afresh and keeps the edit", async ({ page }) => {
    const runner = await fault(page, chunkRequest(chunksContaining('["runLive",')), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    await edit(previewer, editedSource);
    await expect(liveError(previewer)).toContainText(/Loading chunk \S+ failed\. \(missing: \S+\.js\)/, heavy);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();

    runner.clear();
    await liveError(previewer).getByRole('button', { name: messages.retry }).click();
    // The fresh page opens the code panel again with the edit, and compiles it.
    await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toContainText("title: 'Job title'", heavy);
    await expect(shownHeader(previewer, 'Job title')).toBeVisible(heavy);
  });

  test('the editor chunk fails: the code panel says so, the page keeps working, and Retry brings the editor', async ({ page }) => {
    const editor = await fault(page, chunkRequest(chunksContaining(markerOf('CodeMirror'))), (route) => route.abort('failed'));
    const previewer = await openSimpleCode(page);
    const alert = previewer.locator('[data-chunk-error]');
    await expect(alert.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/, heavy);
    await expect(shownHeader(previewer, 'Role')).toBeVisible();
    await expectResponsive(page);

    editor.clear();
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toBeVisible(heavy);
  });
});

test.describe('demo chunks', () => {
  for (const url of ['/~demos/simple', '/demo/simple']) {
    test(`${url}: the demo's script fails, the spec's message and Retry appear, and Retry renders the demo`, async ({ page }) => {
      const demo = await fault(page, chunkRequest(chunksContaining('Add a visit')), (route) => route.abort('failed'));
      await page.goto(url);
      const alert = page.locator('[data-chunk-error]');
      await expect(alert.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/, heavy);
      expect(demo.hits()).toBeGreaterThan(0);

      demo.clear();
      await alert.getByRole('button', { name: messages.retry }).click();
      await expect(page.getByRole('button', { name: /Add a visit/ })).toBeVisible(heavy);
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

  /** The demo's page with its previewer's buttons working: the previewer and its demo are islands of their own. */
  async function openSimple(page: Page): Promise<Locator> {
    await gotoHydrated(page, '/demo/simple');
    const previewer = page.locator('section[id="simple"]');
    await waitForElementHydration(previewer);
    await waitForElementHydration(previewer.getByRole('table').first());
    return previewer;
  }

  test('the Sketch converter fails to load: the failure shows beside the buttons, and the copy works once it loads', async ({ page }) => {
    const converter = await fault(page, chunkRequest(chunksContaining(markerOf('html2sketch'))), (route) => route.abort('failed'));
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.sketchGroup }).click();
    await expect(previewer.getByRole('alert')).toContainText(messages.sketchFailed(''), heavy);
    await expectResponsive(page);

    converter.clear();
    // The converter's chunk stays failed in this page's loader: its Retry is a fresh load.
    await reloadedBy(page, () => previewer.getByRole('alert').getByRole('button', { name: messages.retry }).click());
    await waitForElementHydration(previewer);
    await waitForElementHydration(previewer.getByRole('table').first());
    await previewer.getByRole('button', { name: messages.sketchGroup }).click();
    await expect(previewer.getByRole('button', { name: messages.sketchCopied })).toBeVisible(heavy);
  });

  test('the clipboard refuses the write: Copy as Sketch says so instead of failing silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'write', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    });
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.sketchSymbol }).click();
    const alert = previewer.getByRole('alert');
    await expect(alert).toContainText(messages.sketchFailed('Write permission denied.'), heavy);
    await expect(previewer.getByRole('button', { name: messages.sketchCopied })).toHaveCount(0);
    // Retry runs the copy again (and meets the same refusal): no reload for a refusal.
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(alert).toContainText(messages.sketchFailed('Write permission denied.'));
  });

  test('the StackBlitz SDK fails to load: the button says so, and opens StackBlitz after a fresh load', async ({ page }) => {
    const sdk = await fault(page, chunkRequest(chunksContaining(markerOf('@stackblitz/sdk'))), (route) => route.abort('failed'));
    const previewer = await openSimple(page);
    await previewer.getByRole('button', { name: messages.openStackBlitz }).click();
    await expect(previewer.getByRole('alert')).toContainText(messages.exportFailed('StackBlitz', ''), heavy);

    sdk.clear();
    await reloadedBy(page, () => previewer.getByRole('alert').getByRole('button', { name: messages.retry }).click());
    await waitForElementHydration(previewer);
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
