import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated, messages } from './helpers';

/**
 * Fault injection: each download the site needs fails the way networks fail (aborted, HTTP 500, a script
 * that throws), with Playwright's request interception. Each case checks the message the reader gets, that
 * the page still answers, and that Retry (or going on) works once the fault clears. `bench/README.md`'s
 * faults table lists the same cases.
 */

// The browser logs each failed request; the failures are the point here.
test.use({ expectedProblems: /net::ERR_FAILED|status of 500|Failed to load chunk|ChunkLoadError|Loading chunk|importScripts|search\.worker|compile\.worker/ });

const searchBox = (page: Page) => page.getByRole('combobox', { name: messages.searchLabel });
const searchAlert = (page: Page) => page.locator('.search-popover').getByRole('alert');
const resultOptions = (page: Page) => page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');

/** A fault that can be switched off: the route answers with the fault until `clear()`. */
async function fault(page: Page, url: string | RegExp, answer: (route: Route) => Promise<void>): Promise<{ clear: () => void; hits: () => number }> {
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
    const data = await fault(page, '**/search-metadata.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"pages": 42}' }));
    await gotoHydrated(page, '/');
    await typeQuery(page, 'expand');
    await expect(searchAlert(page)).toContainText(messages.searchCrashed(''));
    data.clear();
    await searchAlert(page).getByRole('button', { name: messages.retry }).click();
    await expect(resultOptions(page).first()).toBeVisible();
  });
});
