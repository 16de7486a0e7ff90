import { CURRENT_LINE, LINE_IDS } from '../lib/lines/lines';
import { sitePath } from '../lib/lines/paths';
import { legacyDemoAliases } from '../lib/registry/legacy-demo-names';
import { expect, test } from './fixtures';
import { attr, elements, textContent } from '../lib/quality/html-tree';
import { en, gotoHydrated, messages, readRegistry, waitForElementHydration, waitForHydration } from './helpers';
import { parsePage } from './static-export';

// Every page answers, in its language, with its title as its one <h1>, and renders its demos: e2e/every-page.spec.ts.

// The versions' order, numbers, ids and dates are content rules: __tests__/content/changelog.test.ts.
test('/changelog renders each version as a heading with its id and anchor link, then its date', async ({ page }) => {
  await gotoHydrated(page, '/changelog');
  const changelog = readRegistry().routes.find((route) => route.path === '/changelog');
  if (!changelog) throw new Error('no /changelog page in the registry');
  const { toc, texts } = changelog.meta;
  const expected = toc
    .filter((entry) => entry.depth === 2)
    .map((entry) => ({
      text: entry.title,
      id: entry.id,
      anchorHref: `#${entry.id}`,
      nextTag: 'P',
      nextText: texts.find((text) => text.tocIndex === toc.indexOf(entry))?.value ?? '',
    }));
  expect(expected.length).toBeGreaterThan(1);

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
  expect(headings).toEqual(expected);
});

test.describe('unknown path', () => {
  test.use({ allowDocument404: true });

  for (const edition of [
    { address: '/no-such-page', lang: 'zh-CN', home: '/', texts: messages },
    { address: '/en/no-such-page', lang: 'en', home: '/en', texts: en },
    // A miss under a line's prefix gets its edition's 404 page too.
    { address: '/7.x/no-such-page', lang: 'zh-CN', home: '/', texts: messages },
    { address: '/en/7.x/no-such-page', lang: 'en', home: '/en', texts: en },
  ]) {
    test(`${edition.address} answers 404 with its edition's not-found page inside the documentation layout`, async ({ page }) => {
      const response = await gotoHydrated(page, edition.address);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.texts.pageNotFound);
      await expect(page.getByText(edition.texts.notFoundDescription)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: edition.texts.mainNav })).toBeVisible();

      await page.getByRole('link', { name: edition.texts.backToHome }).click();
      await expect(page).toHaveURL((url) => url.pathname === edition.home);
      await expect(page.getByRole('heading', { level: 1, name: '@rc-component/table' })).toBeVisible();
    });
  }
});

test.describe("the old site's demo links, on every line", () => {
  const routes = readRegistry().routes;
  const titleOf = (path: string) => routes.find((route) => route.path === path)?.meta.frontmatter.title ?? '';
  // Derived from the old file names (lib/registry/legacy-demo-names.ts, whose spellings __tests__/lib/registry/legacy-demo-names.test.ts
  // checks), then moved onto each line: `/demo/scrollXY` and `/7.x/demo/scrollXY`.
  const current = routes.filter((route) => route.line === CURRENT_LINE).map((route) => route.path);
  const aliases = Object.entries(legacyDemoAliases(current)).flatMap(([alias, target]) =>
    LINE_IDS.map((line) => [sitePath(alias, line, 'zh-CN'), sitePath(target, line, 'zh-CN')] as const),
  );

  // Every redirect page is one template (components/layout/RedirectPage.tsx) with its target written in: each is read
  // from the export, and the template is followed in the browser once per line below.
  test('every one is exported as a redirect to its page, by script (with the query and hash) and by meta refresh', () => {
    const wrong = aliases.flatMap(([alias, target]) => {
      const document = parsePage(`${alias.slice(1)}.html`);
      const refresh = elements(document).find((element) => attr(element, 'http-equiv') === 'refresh');
      const script = elements(document).find((element) => element.tagName === 'script' && textContent(element).startsWith('location.replace('));
      const problems = [
        refresh && attr(refresh, 'content') === `0; url=${target}` ? '' : 'meta refresh',
        script && textContent(script) === `location.replace(${JSON.stringify(target)}+location.search+location.hash)` ? '' : 'script',
        titleOf(target) ? '' : 'target page',
      ].filter(Boolean);
      return problems.length > 0 ? [`${alias} → ${target}: ${problems.join(', ')}`] : [];
    });
    expect(aliases.length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  for (const line of LINE_IDS) {
    const [alias, target] = aliases.find(([from]) => from === sitePath('/demo/scrollXY', line, 'zh-CN')) ?? ['', ''];
    test(`${alias} reaches ${target} in the browser, keeping the query and the hash`, async ({ page }) => {
      // The alias page replaces itself at once, so wait for the page it leads to rather than for its own load.
      await page.goto(`${alias}?from=old#scroll-xy`, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === `${target}?from=old#scroll-xy`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(titleOf(target));
    });
  }
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

// That every demo page has a title and a description is a content rule: __tests__/content/demo-pages.test.ts.
for (const prefix of ['', '/7.x'])
  test(`${prefix}/demo lists every demo page of its line with its title and description`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/demo`);
    const expected = readRegistry()
      .routes.filter((route) => route.path.startsWith(`${prefix}/demo/`))
      .map((route) => ({ href: route.path, title: route.meta.frontmatter.title, description: route.meta.frontmatter.description ?? '' }))
      .sort((a, b) => a.href.localeCompare(b.href));
    const items = page.getByRole('main').getByRole('listitem');
    const entries = await items.evaluateAll((elements) =>
      elements.map((element) => ({
        href: element.querySelector('a')?.getAttribute('href') ?? '',
        title: element.querySelector('strong')?.textContent?.trim() ?? '',
        description: element.querySelector('p')?.textContent?.trim() ?? '',
      })),
    );
    expect(entries.sort((a, b) => a.href.localeCompare(b.href))).toEqual(expected);
    await expect(page.getByText(messages.demoCount(expected.length), { exact: true })).toBeVisible();
  });

test.describe('active nav item', () => {
  const cases = [
    { path: '/demo', active: '示例', inactive: '更新日志' },
    { path: '/demo/simple', active: '示例', inactive: '更新日志' },
    { path: '/changelog', active: '更新日志', inactive: '示例' },
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
