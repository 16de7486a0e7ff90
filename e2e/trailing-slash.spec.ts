import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { messages, waitForHydration } from './helpers';
import { startNoRedirectHost, type SlashedAddress, type StaticHost } from './no-redirect-host';

/** The path and query of every document the page loads from now on, in order. */
function recordDocuments(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') return;
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Opens `path` on the host, then waits for the page it ends on (after a reload, if there is one) to hydrate. */
async function open(page: Page, host: StaticHost, path: string): Promise<void> {
  await page.goto(host.origin + path, { waitUntil: 'commit' });
  await waitForHydration(page);
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

// The preview server redirects these addresses itself; these hosts never do, so the site's own code is tested.
for (const slashed of ['not-found', 'page'] as SlashedAddress[]) {
  test.describe(`a host that answers a slashed address with ${slashed === 'page' ? 'the page' : '404'}`, () => {
    test.use({ allowDocument404: slashed === 'not-found' });
    let host: StaticHost;
    test.beforeAll(async () => {
      host = await startNoRedirectHost(slashed);
    });
    test.afterAll(async () => host.close());

    test('/changelog/ ends up at /changelog, keeping the query and hash', async ({ page }) => {
      const documents = recordDocuments(page);
      await open(page, host, '/changelog/?a=1#7133');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('更新日志');
      expect(pathOf(page)).toBe('/changelog?a=1#7133');
      // No reload: either host finds the page, the one in changelog.html, the other its copy in changelog/index.html.
      expect(documents).toEqual(['/changelog/?a=1']);
    });

    test('/7.x/ and /en/7.x/demo/simple/ end up without the slash, on their line', async ({ page }) => {
      await open(page, host, '/7.x/?tab=faq');
      await expect(page.getByRole('tab', { name: '常见问题', selected: true })).toBeVisible();
      expect(pathOf(page)).toBe('/7.x?tab=faq');
      await open(page, host, '/en/7.x/demo/simple/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
      expect(pathOf(page)).toBe('/en/7.x/demo/simple');
    });

    test('a path of slashes only opens the home page at / without a reload', async ({ page }) => {
      const documents = recordDocuments(page);
      await open(page, host, '//');
      await expect(page.getByRole('heading', { level: 1, name: '@rc-component/table' })).toHaveText('@rc-component/table');
      expect(pathOf(page)).toBe('/');
      expect(documents).toEqual(['//']);
    });
  });
}

test.describe('a missing page with a trailing slash, on a host that answers it with 404', () => {
  test.use({ allowDocument404: true });
  let host: StaticHost;
  test.beforeAll(async () => {
    host = await startNoRedirectHost('not-found');
  });
  test.afterAll(async () => host.close());

  test('retries once without the slash, then stays on the 404 page', async ({ page }) => {
    const documents = recordDocuments(page);
    await open(page, host, '/no-such-page//');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pageNotFound);
    expect(pathOf(page)).toBe('/no-such-page');
    expect(documents).toEqual(['/no-such-page//', '/no-such-page']);
  });
});
