import type { Browser, BrowserContext, Page } from '@playwright/test';
import { isLocaleId, localeById, localeIds, localeOfPath, localizedPath } from '../lib/i18n/locales';
import { LINE_IDS } from '../lib/lines/lines';
import { fixedMessages } from '../lib/messages/fixed';
import { attr, elements } from '../lib/quality/html-tree';
import { CJK, editionTexts, isLatinOnly } from '../lib/quality/edition-text';
import { expect, test } from './fixtures';
import { en, gotoHydrated, messages, readRegistry } from './helpers';
import { heavy } from './limits';
import { exportedPages, parsePage } from './static-export';

/**
 * The two editions, as a reader meets them: each page in its own language (checked over every exported page with
 * scripts off), the language switch, the English hint on zh-CN pages, and search inside the reader's edition.
 */
const registry = readRegistry();

/** What a zh-CN label may leave in Latin letters: the spec's fixed strings and names (code identifiers, file names, the product's). */
const FIXED = new Set<string>(Object.values(fixedMessages).flatMap((value: unknown) => (typeof value === 'string' ? [value] : [])));
const NAMES = new Set(['rc-table', 'GitHub', ...LINE_IDS]);
/** A fixed string, a name, an identifier (`expandable.rowExpandable`) or a version (`7.33.0-alpha.4`, a changelog heading). */
const isName = (text: string) =>
  FIXED.has(text) || NAMES.has(text) || /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$-]*)*$/.test(text) || /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(text);

function pageLang(page: string): string {
  const html = elements(parsePage(page)).find((element) => element.tagName === 'html');
  return (html && attr(html, 'lang')) ?? '';
}

// The standalone demos are shared by both editions and marked English; they are the demo's own text.
const pages = exportedPages().filter((page) => !page.startsWith('~demos/'));

test('every edition is exported: every page in each, with its language', () => {
  for (const locale of localeIds()) expect(pages.filter((page) => pageLang(page) === locale).length, locale).toBeGreaterThan(50);
  expect(
    pages.filter((page) => !isLocaleId(pageLang(page))),
    "every page is in an edition's language",
  ).toEqual([]);
  for (const route of registry.routes) {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
    expect(pageLang(file), file).toBe(localeOfPath(route.path));
  }
});

test('the zh-CN edition labels its controls and chrome in Chinese, apart from the fixed strings, code and names', () => {
  const latin: string[] = [];
  for (const page of pages.filter((p) => pageLang(p) === 'zh-CN')) {
    for (const text of editionTexts(parsePage(page), 'zh-CN')) {
      if (text.label && isLatinOnly(text.text) && !isName(text.text)) latin.push(`${page} ${text.where}: ${text.text}`);
    }
  }
  expect(latin).toEqual([]);
});

test('the English edition shows no CJK character outside code, names in another language and demo renders', () => {
  const cjk: string[] = [];
  for (const page of pages.filter((p) => pageLang(p) === 'en')) {
    for (const text of editionTexts(parsePage(page), 'en')) if (CJK.test(text.text)) cjk.push(`${page} ${text.where}: ${text.text.slice(0, 80)}`);
  }
  expect(cjk).toEqual([]);
});

const languageLink = (page: Page) => page.locator('header a[data-language-switch]');

test.describe('the language switch', () => {
  test('opens the same page in the other edition, keeping the tab and the hash, and is remembered', async ({ page }) => {
    await gotoHydrated(page, '/?tab=faq');
    await page.evaluate(() => {
      window.location.hash = 'api';
    });
    const link = languageLink(page);
    await expect(link).toHaveText(localeById('en').name);
    await expect(link).toHaveAttribute('hreflang', 'en');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/en' && url.search === '?tab=faq' && url.hash === '#api');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'FAQ', selected: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rc-table-docs:language'))).toBe('en');

    await gotoHydrated(page, '/en/demo/simple#simple');
    await languageLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/demo/simple' && url.hash === '#simple');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('rc-table-docs:language'))).toBe('zh-CN');
  });

  test('is a real link in the server HTML, so it works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/demo/scroll-x');
    await expect(languageLink(page)).toHaveAttribute('href', '/en/demo/scroll-x');
    await languageLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/demo/scroll-x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Scroll X/i);
    await context.close();
  });

  test('every page of both editions links its twin', () => {
    for (const route of registry.routes) {
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
      const other = route.path === '/en' || route.path.startsWith('/en/') ? 'zh-CN' : 'en';
      const link = elements(parsePage(file)).find((element) => attr(element, 'data-language-switch') !== undefined);
      expect(link && attr(link, 'href'), file).toBe(localizedPath(route.path, other));
    }
  });
});

/** A page in a fresh browser whose language is `locale` (the shared test browser is zh-CN). */
async function browserIn(browser: Browser, locale: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ locale });
  return { page: await context.newPage(), context };
}

test.describe('the English hint on zh-CN pages', () => {
  test('offers the English page to an English browser without redirecting, and a dismissal is remembered', async ({ browser }) => {
    const { page, context } = await browserIn(browser, 'en-US');
    await gotoHydrated(page, '/changelog');
    await expect(page).toHaveURL((url) => url.pathname === '/changelog');
    const hint = page.getByRole('complementary', { name: messages.languageHint });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('link', { name: messages.languageHintLink })).toHaveAttribute('href', '/en/changelog');
    await hint.getByRole('button', { name: messages.languageHintDismiss }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('complementary', { name: messages.languageHint })).toHaveCount(0);
    await context.close();
  });

  test('is not shown on English pages', async ({ browser }) => {
    const { page, context } = await browserIn(browser, 'en-US');
    await gotoHydrated(page, '/en/changelog');
    await expect(page.locator('[data-language-hint]')).toHaveCount(0);
    await context.close();
  });

  test('a zh-CN browser sees none until it chose English once', async ({ page }) => {
    await gotoHydrated(page, '/demo');
    await expect(page.locator('[data-language-hint]')).toBeHidden();
    await page.evaluate(() => localStorage.setItem('rc-table-docs:language', 'en'));
    await page.reload();
    await expect(page.getByRole('complementary', { name: messages.languageHint })).toBeVisible();
  });
});

test('search on an English page searches the English texts and links inside the English edition', async ({ page }) => {
  await gotoHydrated(page, '/en/demo/simple');
  const box = page.getByRole('combobox', { name: en.searchLabel });
  await box.click();
  await page.keyboard.type('fixed columns');
  const options = page.getByRole('listbox', { name: en.searchResultsLabel }).getByRole('option');
  await expect(options.first()).toBeVisible(heavy);
  const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en(\/|\?|#|$)/);
  expect(hrefs[0]).toMatch(/^\/en\/demo\/fixed-columns/);
});
