import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated } from './helpers';

/** RSC payload requests (the static export's `.txt` files) for one route, recorded from now on. */
function recordRsc(page: Page, route: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('.txt') && url.pathname.includes(route)) seen.push(request);
  });
  return seen;
}

function recordDocuments(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.push(request);
  });
  return seen;
}

test('intent: resting the pointer on a link prefetches its page before any click', async ({ page }) => {
  await gotoHydrated(page, '/demo/scroll-x');
  const rsc = recordRsc(page, 'changelog');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Changelog' }).first();
  await expect(link).toBeVisible();
  expect(rsc).toHaveLength(0);
  await link.hover();
  await expect.poll(() => rsc.length, { message: 'an RSC request for /changelog after hovering' }).toBeGreaterThan(0);

  const documents = recordDocuments(page);
  await link.click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.locator('h1')).toContainText('Changelog');
  expect(documents).toHaveLength(0);
});

test('viewport: the next-page link prefetches when it comes within 100 px of the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/demo/scroll-x');
  const next = page.locator('.pager-next');
  const target = new URL((await next.getAttribute('href')) ?? '/', 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';
  const rsc = recordRsc(page, target);
  // The demo page is long: its footer starts below the first screen.
  expect(await next.evaluate((node) => node.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(100);
  expect(rsc).toHaveLength(0);
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => rsc.length, { message: `an RSC request for ${target} once the link is near the viewport` }).toBeGreaterThan(0);
});
