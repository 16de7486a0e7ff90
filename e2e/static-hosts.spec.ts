import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { folderPages } from '../lib/hosting/folder-pages';
import { LOCALES, localeOfPath, localizedPath } from '../lib/i18n/locales';
import { LINE_IDS } from '../lib/lines/lines';
import { sitePath, standaloneDemoId } from '../lib/lines/paths';
import { expect, test } from './fixtures';
import { en, messages, readRegistry } from './helpers';
import { startNginx } from './nginx-host';
import { describeHost, describeRecipeHosts } from './static-host';
import { exportedFiles, outDir } from './static-export';

/**
 * The export on the hosts readers meet: `npm run preview`, and real nginx (Debian's) with docs/hosting.md's configuration
 * (hosting/nginx.conf), started here on a free loopback port. Over HTTP, every route kind in each edition and line,
 * with and without a trailing slash, each answered with its page byte for byte as exported, an unknown address per
 * edition and line, and the text files' types; in the browser, one route of each kind with a trailing slash and a
 * reload, and an unknown address. Then the export alone on
 * plainer nginx setups: the usual `try_files $uri $uri.html $uri/`, and `root` with nothing else.
 */
const registry = readRegistry();
const titleOf = (path: string) => registry.routes.find((route) => route.path === path)?.meta.frontmatter.title ?? '';

interface RouteKind {
  /** The page template the route is an instance of. */
  template: string;
  kind: string;
  path: string;
  /** Where the reader ends up: the page itself, or the page an old demo link leads to. */
  lands: string;
  h1: string;
}

/** One address of each kind a page can have, in every edition and on every line (`/7.x`, `/en/7.x/demo/simple`). */
const ROUTES: RouteKind[] = LINE_IDS.flatMap((line) => [
  ...LOCALES.flatMap((locale) =>
    [
      { kind: 'home', route: '/' },
      { kind: 'page', route: '/changelog' },
      { kind: 'section index', route: '/demo' },
      { kind: 'demo page', route: '/demo/simple' },
    ].map(({ kind, route }) => {
      const address = sitePath(route, line, locale.id);
      return { template: kind, kind: `${kind} (${line}, ${locale.id})`, path: address, lands: address, h1: titleOf(address) };
    }),
  ),
  {
    template: 'old demo link',
    kind: `old demo link (${line})`,
    path: sitePath('/demo/scrollX', line, 'zh-CN'),
    lands: sitePath('/demo/scroll-x', line, 'zh-CN'),
    h1: titleOf(sitePath('/demo/scroll-x', line, 'zh-CN')),
  },
  {
    template: 'standalone demo',
    kind: `standalone demo (${line})`,
    path: `/~demos/${standaloneDemoId('simple', line)}`,
    lands: `/~demos/${standaloneDemoId('simple', line)}`,
    h1: registry.demos[standaloneDemoId('simple', line)].asset.title,
  },
]);

/** The address with a trailing slash; the home page's has one already, so it gets `//`. */
const slashed = (path: string) => `${path}/`;

/**
 * One route of each kind, for the checks in the browser: every kind, on alternating lines and editions. The browser
 * runs the same inline script on every page (it drops the slash: components/layout/TrailingSlashFix.tsx), and what
 * each host answers for every route is checked over HTTP above each browser check, byte for byte against the export.
 */
const TEMPLATES = [...new Set(ROUTES.map((route) => route.template))];
const BROWSER_ROUTES = TEMPLATES.map((template, index) => {
  const instances = ROUTES.filter((route) => route.template === template);
  return instances[index % instances.length];
});

const UNKNOWN = LINE_IDS.flatMap((line) => LOCALES.map((locale) => ({ locale: locale.id, path: sitePath('/demo/no-such-demo', line, locale.id) })));

function contentType(headers: Record<string, string>): string {
  return (headers['content-type'] ?? '').toLowerCase().replace(/\s+/g, '');
}

/** The body as UTF-8, failing on any byte sequence that is not. */
async function utf8Body(request: APIRequestContext, url: string): Promise<{ status: number; type: string; text: string }> {
  const response = await request.get(url);
  return { status: response.status(), type: contentType(response.headers()), text: new TextDecoder('utf-8', { fatal: true }).decode(await response.body()) };
}

/** The exported file a page's address is served from (`/` → index.html, `/changelog` → changelog.html). */
const exportedFile = (path: string) => fs.readFileSync(`${outDir}/${path === '/' ? 'index' : path.slice(1)}.html`, 'utf8');

async function expectPage(page: Page, route: RouteKind): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === route.lands && url.search === '?from=test' && url.hash === '#top');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('the build leaves .nojekyll, and a copy of each page in its folder', () => {
  const files = exportedFiles();
  expect(files.has('.nojekyll')).toBe(true);
  const copies = folderPages(files);
  expect(copies.length).toBeGreaterThan(registry.routes.length);
  const differing = copies.filter(({ page, copy }) => !fs.readFileSync(path.join(outDir, page)).equals(fs.readFileSync(path.join(outDir, copy))));
  expect(differing).toEqual([]);
});

describeRecipeHosts((host) => {
  test('every route kind answers 200 with its page as exported, in its edition', async ({ request }) => {
    for (const route of ROUTES) {
      const { status, type, text } = await utf8Body(request, host.origin + route.path);
      expect(status, route.path).toBe(200);
      expect(type, route.path).toBe('text/html;charset=utf-8');
      expect(text, route.path).toContain(`<html lang="${localeOfPath(route.path)}"`);
      expect(text === exportedFile(route.path), `${route.path} is served as exported`).toBe(true);
    }
  });

  test('a trailing slash redirects to the address without it, keeping the query', async ({ request }) => {
    for (const route of ROUTES.filter((r) => r.path !== '/')) {
      const response = await request.get(`${host.origin}${slashed(route.path)}?from=test`, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(301);
      expect(new URL(response.headers().location, host.origin).href, route.path).toBe(`${host.origin}${route.path}?from=test`);
    }
  });

  test("an unknown address answers 404 with its edition's not-found page", async ({ request }) => {
    for (const { locale, path } of UNKNOWN) {
      const { status, text } = await utf8Body(request, host.origin + path);
      expect(status, path).toBe(404);
      expect(text, path).toBe(exportedFile(localizedPath('/404', locale)));
    }
  });

  for (const route of BROWSER_ROUTES) {
    test(`${route.kind}: ${slashed(route.path)} opens the page in the browser, and so does a reload`, async ({ page }) => {
      await page.goto(`${host.origin}${slashed(route.path)}?from=test#top`, { waitUntil: 'commit' });
      await expectPage(page, route);
      const reload = await page.reload();
      expect(reload?.status()).toBe(200);
      await expectPage(page, route);
    });
  }

  test.describe('an unknown address, in the browser', () => {
    test.use({ allowDocument404: true });
    test(`${UNKNOWN[1].path} shows the ${UNKNOWN[1].locale} edition's not-found page`, async ({ page }) => {
      const response = await page.goto(host.origin + UNKNOWN[1].path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', UNKNOWN[1].locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pageNotFound);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    });
  });

  test('the Markdown copies and llms.txt are UTF-8 text, the search data JSON and the sitemap XML', async ({ request }) => {
    for (const locale of LOCALES) {
      const home = localizedPath('/', locale.id);
      const copy = await utf8Body(request, `${host.origin}${localizedPath('/demo/simple', locale.id)}.md`);
      expect(copy, `${locale.id} Markdown copy`).toMatchObject({ status: 200, type: 'text/markdown;charset=utf-8' });
      expect(copy.text).toContain(titleOf(localizedPath('/demo/simple', locale.id)));
      const llms = await utf8Body(request, `${host.origin}${localizedPath('/llms.txt', locale.id)}`);
      expect(llms, `${locale.id} llms.txt`).toMatchObject({ status: 200, type: 'text/plain;charset=utf-8' });
      expect(llms.text).toContain(titleOf(home));
      const search = await utf8Body(request, `${host.origin}${localizedPath('/search-metadata.json', locale.id)}`);
      expect(search, `${locale.id} search data`).toMatchObject({ status: 200, type: 'application/json;charset=utf-8' });
      expect(() => JSON.parse(search.text)).not.toThrow();
    }
    const index = await utf8Body(request, `${host.origin}/index.md`);
    expect(index).toMatchObject({ status: 200, type: 'text/markdown;charset=utf-8' });
    const sitemap = await utf8Body(request, `${host.origin}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^(application|text)\/xml;charset=utf-8$/);
    expect(sitemap.text).toContain('<urlset');
  });
});

/**
 * The export alone, on nginx set up as people do without reading docs/hosting.md: the usual
 * `try_files $uri $uri.html $uri/`, and `root` with nothing else (which never serves `x.html` for `/x`, and sends
 * `/x` to the folder `x/`). Both find each page in its folder (`x/index.html`, lib/hosting/folder-pages.ts).
 */
for (const { setup, directives } of [
  { setup: 'try_files $uri $uri.html $uri/ =404', directives: 'location / { try_files $uri $uri.html $uri/ =404; }' },
  { setup: 'root alone', directives: '' },
]) {
  describeHost(
    `nginx with ${setup}`,
    () => startNginx(directives),
    (host) => {
      test('every route kind answers its slashed address with the page as exported, from its folder', async ({ request }) => {
        for (const route of ROUTES.filter((r) => r.path !== '/')) {
          const response = await request.get(`${host.origin}${slashed(route.path)}`, { maxRedirects: 0 });
          expect(response.status(), slashed(route.path)).toBe(200);
          expect((await response.text()) === exportedFile(route.path), `${slashed(route.path)} is served as exported`).toBe(true);
        }
      });

      // The reload asks for the address without the slash, which the script put in the address bar.
      for (const route of BROWSER_ROUTES.filter((r) => r.path !== '/')) {
        test(`${route.kind}: ${slashed(route.path)} opens the page, and so does a reload`, async ({ page }) => {
          await page.goto(`${host.origin}${slashed(route.path)}?from=test#top`, { waitUntil: 'commit' });
          await expectPage(page, route);
          expect((await page.reload())?.status()).toBe(200);
          await expectPage(page, route);
        });
      }

      test("an unknown address answers 404 with nginx's own page, not the site's: only a configured host knows the site's 404 pages", async ({ request }) => {
        const response = await request.get(`${host.origin}/demo/no-such-demo`);
        expect(response.status()).toBe(404);
        const text = await response.text();
        expect(text).toContain('<h1>404 Not Found</h1>');
        expect(text).not.toContain(messages.pageNotFound);
      });
    },
  );
}
