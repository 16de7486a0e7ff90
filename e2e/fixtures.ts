import { test as base, expect, type BrowserContext } from '@playwright/test';
import { throttle, throttleBrowser } from './cpu-throttle';
import { describeOpenPages } from './page-state';

/** One console message or uncaught page error seen while a test ran. */
interface Problem {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  /** The URL the console attributes the message to (for resource load errors: the failed resource). */
  url: string;
}

export interface SiteFixtures {
  /**
   * The test loads a page that answers 404 on purpose: the browser's "Failed to load resource … 404"
   * console error for that document (and only that one) is expected and not a failure.
   */
  allowDocument404: boolean;
  /**
   * Console errors and page errors a test causes on purpose (a request it blocks, and what the site
   * reports about it) match this pattern. Everything else still fails the test.
   */
  expectedProblems: RegExp | null;
  /**
   * The test gets a browser context of its own instead of the worker's: for a test that changes what the whole
   * context shares, such as a fake clock (`page.clock` is the context's), which would stay for the next tests.
   */
  ownContext: boolean;
}

interface WorkerFixtures {
  /** The browser's language for the worker's context: zh-CN, the zh-CN edition's reader, unless a spec asks for another. */
  browserLocale: string;
  /**
   * One browser context per worker, so the site's scripts are fetched and compiled once per worker
   * rather than once per test (a fresh context costs ~0.6 s of CPU per page load on 2 cores). Each
   * test still gets its own page, and starts with empty local storage and no extra permissions.
   */
  workerContext: BrowserContext;
}

const LOAD_404 = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * CodeMirror warns when measuring its layout took more than five rounds in one frame (on a loaded machine, while the
 * page around a fresh editor still settles) and measures again on the next frame: the reader sees nothing. A layout
 * that never settles warns on every frame, so more than a few such warnings in one test still fail it.
 */
const EDITOR_MEASURE_RETRY = /^Measure loop restarted more than 5 times$/;
const EDITOR_MEASURE_RETRIES_TOLERATED = 3;

/** The recorded problems minus CodeMirror's occasional measure retry (above), which is tolerated a few times. */
function withoutMeasureRetries(problems: Problem[]): Problem[] {
  const retry = (problem: Problem) => problem.kind === 'warning' && EDITOR_MEASURE_RETRY.test(problem.text);
  const retries = problems.filter(retry).length;
  return retries <= EDITOR_MEASURE_RETRIES_TOLERATED ? problems.filter((problem) => !retry(problem)) : problems;
}

/**
 * `page` records every console error and warning (React warnings and hydration errors arrive that
 * way) and every uncaught page error; after the test, any recorded one fails it.
 */
export const test = base.extend<SiteFixtures, WorkerFixtures>({
  allowDocument404: [false, { option: true }],
  expectedProblems: [null, { option: true }],
  ownContext: [false, { option: true }],

  // A zh-CN browser, the zh-CN edition's reader: an English one would get the English hint on every zh-CN page
  // (e2e/editions.spec.ts opens its own English browsers; e2e/layout.spec.ts asks for one, to lay out the hint).
  browserLocale: ['zh-CN', { option: true, scope: 'worker' }],

  // `npm run test:slow`: every context the worker's browser makes slows its pages' CPU (e2e/cpu-throttle.ts).
  browser: [
    async ({ browser }, use) => {
      throttleBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],

  workerContext: [
    async ({ browser, browserLocale }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: browserLocale });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ browser, workerContext, browserLocale, baseURL, viewport, permissions, allowDocument404, expectedProblems, ownContext }, use, testInfo) => {
    const context = ownContext ? await browser.newContext({ baseURL, locale: browserLocale }) : workerContext;
    if (permissions && permissions.length > 0) await context.grantPermissions(permissions);
    const page = await context.newPage();
    // Slowed before the test's first load, not at some point during it.
    await throttle(page);
    if (viewport) await page.setViewportSize(viewport);
    if (baseURL) {
      // Local storage is per context: clear what an earlier test of this worker stored.
      const session = await context.newCDPSession(page);
      await session.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'local_storage' });
      await session.detach();
    }

    const problems: Problem[] = [];
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document') notFoundDocuments.add(response.url());
    });
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warning') problems.push({ kind: type, text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => {
      problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() });
    });

    try {
      await use(page);
    } finally {
      // Before any page closes: a failed test says what each open page was doing (e2e/page-state.ts).
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('open pages when the test ended', { body: (await describeOpenPages(browser)).join('\n'), contentType: 'text/plain' });
      }
      await page.close();
      if (ownContext) await context.close();
      else await workerContext.clearPermissions();
    }

    // Decided at the end, so the order of the `response` and `console` events does not matter.
    const unexpected = withoutMeasureRetries(problems).filter(
      (problem) =>
        // The console names the document with its hash, which is never part of a request.
        !(allowDocument404 && problem.kind === 'error' && LOAD_404.test(problem.text) && notFoundDocuments.has(problem.url.split('#')[0])) &&
        !expectedProblems?.test(problem.text),
    );
    expect(
      unexpected.map((problem) => `[${problem.kind}] ${problem.text} (${problem.url})`),
      'console errors, console warnings or page errors were recorded',
    ).toEqual([]);
  },
});

export { expect };
