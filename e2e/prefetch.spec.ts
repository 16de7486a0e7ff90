import type { Locator, Page, Request } from '@playwright/test';
import { INTENT_DELAY_MS } from '../lib/prefetch';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, site } from './helpers';

/**
 * The route each request for route data is for, recorded from now on. Prefetching a route fetches its
 * HTML address, then its RSC payload (`/x.txt`, `/x/__next.….txt`); nothing else on these pages uses fetch.
 */
function recordRouteData(page: Page): string[] {
  const routes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const route = new URL(request.url()).pathname.replace(/\/__next\.[^/]*\.txt$/, '').replace(/\.txt$/, '');
    routes.push(route === '/index' || route === '' ? '/' : route);
  });
  return routes;
}

function recordDocuments(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.push(request);
  });
  return seen;
}

const pathOf = async (link: Locator) => new URL((await link.getAttribute('href')) ?? '/', 'http://x').pathname;

/**
 * Lets the pointer rest on a link for as long as `intent` waits. Timers fire in deadline order, so once a
 * timer set now for INTENT_DELAY_MS has fired, an intent timer the hover started has fired too.
 */
async function rest(page: Page, link: Locator): Promise<void> {
  await link.hover();
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), INTENT_DELAY_MS);
}

test('by default (none) no link fetches route data when hovered, focused or scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/demo/scroll-x');
  const routes = recordRouteData(page);

  const nav = page.getByRole('navigation', { name: messages.mainNav });
  const sidebar = page.getByRole('navigation', { name: messages.sidebarLabel });
  const links = [
    page.getByRole('banner').getByRole('link', { name: site.name, exact: true }),
    nav.getByRole('link', { name: '更新日志', exact: true }),
    ...(await sidebar.getByRole('link').all()).slice(0, 4),
  ];
  for (const link of links) await rest(page, link);
  await links[1].focus();
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), INTENT_DELAY_MS);
  // Every sidebar link passes through the viewport.
  for (const link of await sidebar.getByRole('link').all()) await link.scrollIntoViewIfNeeded();

  // The control: the footer links override the default with `viewport`. Their prefetch, started last, has
  // to come through, and it comes after anything the hovers and the sidebar could have started.
  const prev = page.getByRole('navigation', { name: messages.pagination }).locator('a[rel="prev"]');
  const next = page.getByRole('navigation', { name: messages.pagination }).locator('a[rel="next"]');
  const footerTargets = [await pathOf(prev), await pathOf(next)];
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => footerTargets.every((target) => routes.includes(target)), { message: `route data for ${footerTargets.join(' and ')}` }).toBe(true);
  expect(
    routes.filter((route) => !footerTargets.includes(route)),
    'routes fetched other than the footer links',
  ).toEqual([]);

  // Without a prefetch, a click still navigates in the page, fetching the route then.
  const documents = recordDocuments(page);
  await nav.getByRole('link', { name: '更新日志', exact: true }).click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.locator('h1')).toContainText('更新日志');
  expect(documents).toHaveLength(0);
});

test("viewport (the footer links' override): the next-page link prefetches when it comes within 100 px of the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/demo/scroll-x');
  const next = page.getByRole('navigation', { name: messages.pagination }).locator('a[rel="next"]');
  const target = await pathOf(next);
  const routes = recordRouteData(page);
  // The demo page is long: its footer starts below the first screen.
  expect(await next.evaluate((node) => node.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(100);
  expect(routes).not.toContain(target);
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => routes.includes(target), { message: `route data for ${target} once the link is near the viewport` }).toBe(true);

  const documents = recordDocuments(page);
  await next.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  expect(documents).toHaveLength(0);
});
