import { pathOnLine } from '../lib/lines/paths';
import { attr, elements, textContent } from '../lib/quality/html-tree';
import { expect, test } from './fixtures';
import { en, gotoHydrated, messages, readRegistry, waitForHydration } from './helpers';
import { heavy } from './limits';
import { parsePage } from './static-export';

/**
 * The two lines of the component as a reader meets them: the version switch in the header (to the same page, tab
 * and hash on the other line, in the same edition), the banner of every 7.x page, and search scoped to the line.
 */
const registry = readRegistry();
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const lineSwitch = (page: import('@playwright/test').Page) => page.getByRole('group', { name: messages.lineSwitchGroup });

test.describe('the version switch', () => {
  for (const edition of [
    { prefix: '', texts: messages, lang: 'zh-CN' },
    { prefix: '/en', texts: en, lang: 'en' },
  ]) {
    test(`takes the same page, tab and hash to the other line and back (${edition.lang})`, async ({ page }) => {
      const group = () => page.getByRole('group', { name: edition.texts.lineSwitchGroup });
      await gotoHydrated(page, `${edition.prefix}/demo/fixed-columns?tab=api#fixed-columns`);
      await expect(group().locator('[aria-current="true"]')).toHaveText('1.x');
      await group()
        .getByRole('link', { name: edition.texts.lineSwitchLink('7.x', 'rc-table') })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `${edition.prefix}/7.x/demo/fixed-columns` && url.search === '?tab=api' && url.hash === '#fixed-columns',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
      await expect(group().locator('[aria-current="true"]')).toHaveText('7.x');
      // The click loaded a new page: until it hydrates, its link is the server's, which carries no tab or hash.
      await waitForHydration(page);

      await group()
        .getByRole('link', { name: edition.texts.lineSwitchLink('1.x', '@rc-component/table') })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `${edition.prefix}/demo/fixed-columns` && url.search === '?tab=api' && url.hash === '#fixed-columns',
      );
    });
  }

  test('keeps the tab and the hash a reader picked after the page loaded', async ({ page }) => {
    // The tab pushes its address, and the app router then takes it in and writes it once more (replaceState) when it
    // commits: a hash set before that write is taken away with it, however soon the address shows. The router's
    // writes are counted here, so the reader picks the hash once the router has written the tab's address.
    await page.addInitScript(() => {
      const replaceState = window.history.replaceState.bind(window.history);
      const counted = window as unknown as { __replaced: number };
      counted.__replaced = 0;
      window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
        counted.__replaced += 1;
        replaceState(...args);
      };
    });
    await gotoHydrated(page, '/7.x');
    const replaced = () => page.evaluate(() => (window as unknown as { __replaced: number }).__replaced);
    const before = await replaced();
    await page.getByRole('tab', { name: '常见问题' }).click();
    await expect(page).toHaveURL((url) => url.search === '?tab=faq');
    await expect.poll(replaced).toBeGreaterThan(before);
    await page.evaluate(() => {
      window.location.hash = 'api';
    });
    await lineSwitch(page).getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?tab=faq' && url.hash === '#api');
    await expect(page.getByRole('tab', { name: '常见问题', selected: true })).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/changelog');
    const link = lineSwitch(page).getByRole('link');
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/7.x/changelog');
  });

  test('is a real link in the server HTML, so it works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/7.x/demo/scroll-x');
    const link = page.locator('[data-version-switch="1.x"]');
    await expect(link).toHaveAttribute('href', '/en/demo/scroll-x');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/demo/scroll-x');
    await context.close();
  });

  test("every page of both lines and editions links its twin on the other line, or that line's demo index or home", () => {
    const paths = new Set(registry.routes.map((route) => route.path));
    let withoutTwin = 0;
    for (const route of registry.routes) {
      const other = route.line === '1.x' ? '7.x' : '1.x';
      const link = elements(parsePage(fileOf(route.path))).find((element) => attr(element, 'data-version-switch') === other);
      const twin = pathOnLine(route.path, other);
      // A demo of a 1.x feature goes to 7.x's demo index; another page 7.x lacks (the migration guide) to its home.
      const fallback = pathOnLine(
        /\/demo\/[^/]+$/.test(route.path) ? route.path.replace(/\/demo\/[^/]+$/, '/demo') : route.path.replace(/\/[^/]+$/, '') || '/',
        other,
      );
      if (!paths.has(twin)) withoutTwin += 1;
      expect(link && attr(link, 'href'), route.path).toBe(paths.has(twin) ? twin : fallback);
    }
    // The six 1.x feature demos and the migration guide, in both editions.
    expect(withoutTwin).toBe(14);
  });

  test.describe('on the 404 page', () => {
    test.use({ allowDocument404: true });
    test("goes to the other line's home", async ({ page }) => {
      await gotoHydrated(page, '/7.x/no-such-page');
      await lineSwitch(page).getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === '/7.x');
    });
  });
});

test.describe('the 7.x banner', () => {
  test('is on every 7.x page, in its edition, linking the same page on the current line; never on a 1.x page', () => {
    for (const route of registry.routes) {
      const document = parsePage(fileOf(route.path));
      const banner = elements(document).find((element) => attr(element, 'data-line-banner') !== undefined);
      if (route.line === '1.x') {
        expect(banner, route.path).toBeUndefined();
        continue;
      }
      const texts = route.path.startsWith('/en') ? en : messages;
      const facts = { packageName: 'rc-table', line: '7.x', frozenAt: '7.55.1', usedBy: 'antd 5', currentPackage: '@rc-component/table', currentLine: '1.x' };
      expect(banner && textContent(banner), route.path).toContain(texts.lineBanner(facts));
      const twin = banner && elements(banner).find((element) => attr(element, 'data-line-twin') === '1.x');
      expect(twin && attr(twin, 'href'), route.path).toBe(pathOnLine(route.path, '1.x'));
    }
  });

  test('speaks the English edition on English pages, and its link keeps the hash', async ({ page }) => {
    await gotoHydrated(page, '/en/7.x/demo/shadow#shadow');
    const banner = page.getByRole('note');
    await expect(banner).toContainText('rc-table 7.x, frozen at 7.55.1, used by antd 5. The current line is @rc-component/table 1.x.');
    await banner.getByRole('link', { name: en.lineBannerTwin('1.x') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/demo/shadow' && url.hash === '#shadow');
  });
});

test.describe('search stays on the line', () => {
  test('results on a 7.x page link inside 7.x', async ({ page }) => {
    await gotoHydrated(page, '/7.x/demo/simple');
    const box = page.getByRole('combobox', { name: messages.searchLabel });
    await box.click();
    await page.keyboard.type('固定列');
    const options = page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');
    await expect(options.first()).toBeVisible(heavy);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/7\.x(\/|\?|#|$)/);
  });

  test("a query found only on the other line says so, with a link there (English, on 7.x: 1.x's rename in January 2025)", async ({ page }) => {
    await gotoHydrated(page, '/en/7.x/demo/simple');
    const box = page.getByRole('combobox', { name: en.searchLabel });
    await box.click();
    await page.keyboard.type('january');
    const note = page.locator('[data-search-elsewhere="1.x"]').getByRole('link');
    await expect(note).toHaveText(/^\d+ results? in 1\.x$/, heavy);
    const href = (await note.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en(\/|\?|#|$)/);
    expect(href).not.toMatch(/^\/en\/7\.x/);
    await note.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/en') && !url.pathname.startsWith('/en/7.x'));
  });

  test("in zh-CN too: 1.x's shadow class names, searched on 7.x", async ({ page }) => {
    await gotoHydrated(page, '/7.x/changelog');
    await page.getByRole('combobox', { name: messages.searchLabel }).click();
    await page.keyboard.type('fix-start-shadow');
    await expect(page.locator('[data-search-elsewhere="1.x"]').getByRole('link')).toHaveText(/^1\.x 中有 \d+ 个结果$/, heavy);
  });
});
