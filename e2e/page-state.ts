import type { Browser, Page } from '@playwright/test';

/** How long a page may take to answer the probe below before it is called busy. */
const PROBE_MS = 2_000;

/**
 * What every open page of `browser` is doing, one line each: its address, whether its main thread answers, whether it
 * is visible, and whether it still draws frames. Printed under a failed test, so that a test that hangs on an action
 * says whether the page was busy, hidden or drawing nothing (a click waits for two frames in which the element stands
 * still; with no frames it waits until the test's limit, and the error alone cannot tell these apart).
 */
export async function describeOpenPages(browser: Browser): Promise<string[]> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  return Promise.all(pages.map(async (page) => `${page.url()}: ${await probe(page)}`));
}

async function probe(page: Page): Promise<string> {
  const answer = page
    .evaluate(
      (ms) =>
        Promise.race([
          new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
        ]).then((frames) => `${document.visibilityState}, ${frames ? 'draws frames' : `no frame in ${ms} ms`}`),
      PROBE_MS,
    )
    .catch((error: unknown) => `no answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(`main thread busy: no answer in ${2 * PROBE_MS} ms`), 2 * PROBE_MS));
  return Promise.race([answer, timeout]);
}
