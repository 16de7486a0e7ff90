import { legacyDemoAliases } from '../lib/registry/legacy-demo-names';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, readRegistry, site, waitForElementHydration, waitForHydration } from './helpers';

interface RouteCase {
  path: string;
  h1: string;
  /** The page renders a demo: an rc-table with body rows. */
  demo: boolean;
}

const ROUTES: RouteCase[] = [
  { path: '/', h1: 'rc-table', demo: false },
  { path: '/changelog', h1: 'Changelog', demo: false },
  { path: '/demo', h1: 'Demo', demo: false },
  { path: '/demo/simple', h1: 'Simple', demo: true },
  { path: '/demo/scroll-x', h1: 'Scroll X', demo: true },
  { path: '/demo/fixed-columns', h1: 'Fixed Columns', demo: true },
  { path: '/~demos/simple', h1: 'Simple table', demo: true },
  { path: '/~demos/scroll-x', h1: 'Horizontal scrolling', demo: true },
  { path: '/~demos/fixed-columns', h1: 'Fixed columns', demo: true },
];

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders without console errors or React warnings`, async ({ page }) => {
      const response = await gotoHydrated(page, route.path);
      expect(response?.status()).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', site.locale.id);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.h1);
      if (route.path === '/') await expect(page.getByRole('heading', { level: 1, name: 'rc-table' })).toBeVisible();

      if (route.demo) {
        // The demo hydrates on its own, after the page: wait for it so its console output counts too.
        const demo = page.locator('[data-demo-root]').first();
        const table = demo.getByRole('table').first();
        await waitForElementHydration(table);
        await expect(table).toBeVisible();
        // Body cells with text: the demo rendered its rows, not only a header (a fixed header is a table of its own).
        await expect(demo.getByRole('cell').filter({ hasText: /\S/ }).first()).toBeVisible();
      }
    });
  }
});

/** Compares two "x.y.z" versions: negative when a is older. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

test('/changelog lists 47 versions, newest first, each with an id, an anchor link and a date', async ({ page }) => {
  await gotoHydrated(page, '/changelog');
  const headings = await page.locator('main h2').evaluateAll((elements) =>
    elements.map((element) => {
      const anchor = element.querySelector('a[href^="#"]');
      const own = [...element.childNodes]
        .filter((node) => node !== anchor)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const next = element.nextElementSibling;
      return {
        text: own,
        id: element.id,
        anchorHref: anchor?.getAttribute('href') ?? null,
        nextTag: next?.tagName ?? null,
        nextText: next?.textContent?.trim() ?? '',
      };
    }),
  );

  expect(headings).toHaveLength(47);
  expect(headings[0].text).toBe('7.13.3');
  expect(headings.at(-1)?.text).toBe('3.2.0');
  let previousDate: string | undefined;
  for (const [index, heading] of headings.entries()) {
    expect(heading.text, `heading ${index + 1}`).toMatch(/^\d+\.\d+\.\d+$/);
    if (index > 0) expect(compareVersions(headings[index - 1].text, heading.text), `${headings[index - 1].text} before ${heading.text}`).toBeGreaterThan(0);
    expect(heading.id, `id of ${heading.text}`).toBe(heading.text.replaceAll('.', ''));
    expect(heading.anchorHref, `anchor of ${heading.text}`).toBe(`#${heading.id}`);
    expect(heading.nextTag, `element after ${heading.text}`).toBe('P');
    // A release date ("发布于 YYYY-MM-DD"), or the note that the date was not recorded (3.8.0, 3.7.0).
    expect(heading.nextText, `date paragraph after ${heading.text}`).toMatch(/^发布于 \d{4}-\d{2}-\d{2}$|^发布日期未记录$/);
    const date = /\d{4}-\d{2}-\d{2}/.exec(heading.nextText)?.[0];
    if (date) {
      const parsed = new Date(`${date}T00:00:00Z`);
      expect(Number.isNaN(parsed.getTime()) ? 'Invalid Date' : parsed.toISOString().slice(0, 10), `${date} after ${heading.text} is a real date`).toBe(date);
      if (previousDate) expect(date <= previousDate, `${heading.text} (${date}) is not newer than the version above it (${previousDate})`).toBe(true);
      previousDate = date;
    }
  }
});

test.describe('unknown path', () => {
  test.use({ allowDocument404: true });

  test('answers 404 with the not-found page inside the documentation layout', async ({ page }) => {
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pageNotFound);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: messages.mainNav })).toBeVisible();

    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'rc-table' })).toHaveText('rc-table');
    await expect(page.getByRole('heading', { level: 1, name: 'rc-table' })).toBeVisible();
  });
});

test.describe("the old site's demo links", () => {
  const routes = readRegistry().routes;
  const titleOf = (path: string) => routes.find((route) => route.path === path)?.meta.frontmatter.title ?? '';
  // Derived from the old file names (lib/registry/legacy-demo-names.ts): `/demo/scrollXY`, `/demo/fixedColumns-auto-height`, …
  const aliases = Object.entries(legacyDemoAliases(routes.map((route) => route.path)));

  test('include the spellings no camel-case rule gives', () => {
    expect(aliases).toEqual(
      expect.arrayContaining([
        ['/demo/scrollXY', '/demo/scroll-xy'],
        ['/demo/fixedColumns-auto-height', '/demo/fixed-columns-auto-height'],
        ['/demo/fixedColumns-resize', '/demo/fixed-columns-resize'],
      ]),
    );
  });

  for (const [alias, target] of aliases) {
    test(`${alias} reaches ${target}`, async ({ page }) => {
      // The alias page replaces itself at once, so wait for the page it leads to rather than for its own load.
      await page.goto(alias, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname === target);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(titleOf(target));
    });
  }

  test('keep the query and the hash', async ({ page }) => {
    await page.goto('/demo/scrollXY?from=old#scroll-xy', { waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === '/demo/scroll-xy?from=old#scroll-xy');
    await waitForHydration(page);
  });
});

test('/~demos/simple shows only the demo', async ({ page }) => {
  await gotoHydrated(page, '/~demos/simple');
  const table = page.getByRole('table').first();
  await waitForElementHydration(table);
  await expect(table).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.locator('#site-sidebar, [aria-controls="site-sidebar"]')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('/demo lists the demo pages with their titles and descriptions', async ({ page }) => {
  await gotoHydrated(page, '/demo');
  const routes = readRegistry().routes;
  const items = page.getByRole('main').getByRole('list').getByRole('listitem');

  // The foundation's three demo pages, with the title and description of their frontmatter.
  for (const path of ['/demo/simple', '/demo/scroll-x', '/demo/fixed-columns']) {
    const frontmatter = routes.find((route) => route.path === path)?.meta.frontmatter;
    expect(frontmatter, `${path} in the registry`).toBeDefined();
    const item = items.filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(item, path).toHaveCount(1);
    await expect(item.locator('strong')).toHaveText(frontmatter?.title ?? '');
    await expect(item.locator('p')).toHaveText(frontmatter?.description ?? '');
  }

  // Every entry is a demo page with a title and a description.
  const entries = await items.evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.querySelector('a')?.getAttribute('href') ?? '',
      title: element.querySelector('strong')?.textContent?.trim() ?? '',
      description: element.querySelector('p')?.textContent?.trim() ?? '',
    })),
  );
  expect(entries.length).toBeGreaterThanOrEqual(3);
  for (const entry of entries) {
    expect(entry.href).toMatch(/^\/demo\/[a-z0-9-]+$/);
    expect(entry.title, entry.href).not.toBe('');
    expect(entry.description, entry.href).not.toBe('');
  }
  await expect(page.getByRole('main').getByText(messages.demoCount(entries.length), { exact: true })).toBeVisible();
});

test.describe('active nav item', () => {
  const cases = [
    { path: '/demo', active: 'Demo', inactive: 'Changelog' },
    { path: '/demo/simple', active: 'Demo', inactive: 'Changelog' },
    { path: '/changelog', active: 'Changelog', inactive: 'Demo' },
  ];
  for (const { path, active, inactive } of cases) {
    test(`"${active}" is current on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const nav = page.getByRole('navigation', { name: messages.mainNav });
      await expect(nav.getByRole('link', { name: active, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: inactive, exact: true })).not.toHaveAttribute('aria-current');
    });
  }
});
