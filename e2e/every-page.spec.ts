import { DEFAULT_LOCALE, localizedPath, otherLocales } from '../lib/i18n/locales';
import { demoMarkup, demoRoots } from '../lib/quality/demo-markup';
import { serializeOuter } from 'parse5';
import { attr, elements, find } from '../lib/quality/html-tree';
import { expect, test } from './fixtures';
import { demosOnLines, readRegistry } from './helpers';
import { PAGE_CHECKS_MS } from './limits';
import { NOT_FOUND_PAGES, chromeGroup, sitePages } from './layout/pages';
import { checkPage } from './page-checks';
import { hasLooksCheck } from './demo-checks';
import { cspViolations } from './csp-violations';
import { checkPackageControls } from './package-controls';
import { exportedPages, parsePage } from './static-export';

/**
 * Every page a reader can reach (e2e/layout/pages.ts), loaded once, with every per-page check on that load
 * (e2e/page-checks.ts): it renders its demos with no console error on every line, and the audited pages pass axe
 * in both themes and hold their shape at every width from 320 to 1920 px; on every demo page, a phone reader can see
 * every column of every demo (e2e/layout/reach.ts); on every demo page and standalone demo,
 * the controls the table package renders look as its stylesheet alone makes them (e2e/package-controls.ts); and nothing
 * on any page violates the Content-Security-Policy the hosts send (the preview server sends it) or the page's own script
 * policy (e2e/csp-violations.ts).
 */

const registry = readRegistry();

/** The markup of each demo a page renders before any script runs, by demo name. */
function demosIn(file: string): Map<string, string[]> {
  const document = parsePage(file);
  const previewers = elements(document).filter((element) => element.tagName === 'section' && demoRoots(element).length > 0);
  const byName = new Map(previewers.map((section) => [attr(section, 'id') ?? '', demoRoots(section).map(demoMarkup)]));
  return byName.size > 0 ? byName : new Map([['', demoRoots(document).map(demoMarkup)]]);
}

/** The exported file of a page's address. */
const file = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

// What lets the audits cover each demo once (e2e/layout/pages.ts): a standalone demo renders, before any script runs,
// the very markup its demo has on its page, and an English page the very demos of its zh-CN twin.
test('every standalone demo, and every English page, renders the same demos as the zh-CN page that shows them', () => {
  const differing = demosOnLines(registry).flatMap(({ id, name, page }) => {
    const onPage = demosIn(file(page)).get(name);
    const alone = [...demosIn(`~demos/${id}.html`).values()].flat();
    const twins = otherLocales(DEFAULT_LOCALE).map((locale) => localizedPath(page, locale));
    return [
      ...(onPage?.length === 1 && alone.length === 1 && alone[0] === onPage[0] ? [] : [`/~demos/${id}`]),
      ...twins.filter((twin) => {
        const shown = demosIn(file(twin)).get(name);
        return !(onPage?.length === 1 && shown?.length === 1 && shown[0] === onPage[0]);
      }),
    ];
  });
  expect(differing).toEqual([]);
});

// What lets the audits cover the header and sidebar on one page of each template (`auditWithoutChrome`,
// e2e/layout/pages.ts): in its HTML, every page has the header and sidebar of the first page of its template in its
// edition and line, but for the links' targets and labels and which link is current.
test("every page of a template has its template's header and sidebar, but for links' targets and labels and the current link", () => {
  const chromeOf = (path: string) => {
    const body = find(parsePage(file(path)), (element) => element.tagName === 'body');
    const parts = body
      ? elements(body).filter((element) => (element.tagName === 'header' && element.parentNode === body) || attr(element, 'id') === 'site-sidebar')
      : [];
    // Targets and labels kept as present or absent: what an audit reads of them.
    return parts
      .map((part) =>
        serializeOuter(part)
          .replace(/ aria-current="[^"]*"/g, '')
          .replace(/ (href|aria-label|title)="[^"]*"/g, ' $1'),
      )
      .join('\n');
  };
  const firsts = new Map<string, { path: string; chrome: string }>();
  const differing = registry.routes.flatMap(({ path }) => {
    const chrome = chromeOf(path);
    const first = firsts.get(chromeGroup(path));
    if (!first) firsts.set(chromeGroup(path), { path, chrome });
    return first && first.chrome !== chrome ? [`${path} (against ${first.path})`] : [];
  });
  expect(differing).toEqual([]);
  expect([...firsts.values()].filter(({ chrome }) => !chrome.includes('id="site-sidebar"')).map(({ path }) => path)).toEqual([]);
});

// What lets the drawer be opened on one page of each template (e2e/layout/pages.ts): every page with a header holds
// its header's nav links in its drawer (#site-sidebar), in its HTML.
test("every page's drawer holds the header's nav links", () => {
  const missing = exportedPages().flatMap((file) => {
    const document = parsePage(file);
    const header = find(document, (element) => element.tagName === 'header');
    const nav = header && find(header, (element) => element.tagName === 'nav');
    if (!nav) return [];
    const drawer = find(document, (element) => attr(element, 'id') === 'site-sidebar');
    const inDrawer = new Set(drawer ? elements(drawer).map((element) => attr(element, 'href')) : []);
    const links = elements(nav).flatMap((element) => attr(element, 'href') ?? []);
    return links.filter((href) => !inDrawer.has(href)).map((href) => `${file}: ${href}`);
  });
  expect(missing).toEqual([]);
});

// An English browser: every zh-CN page then shows the English hint, which must cover nothing and pass axe.
test.use({ browserLocale: 'en-US' });

test.describe('every page: renders with no console error; audited pages pass axe light and dark and hold their shape at 320–1920 px', () => {
  test.describe.configure({ timeout: PAGE_CHECKS_MS });
  for (const target of sitePages(registry, hasLooksCheck)) {
    test.describe(() => {
      // Only the 404 page's own document load error is expected.
      test.use({ allowDocument404: NOT_FOUND_PAGES.includes(target.path) });

      test(target.path, async ({ page }) => {
        const checked = await checkPage(page, target);
        const packageControls = await test.step('package controls', () => checkPackageControls(page, target, registry));
        const problems = { ...checked, packageControls, csp: await cspViolations(page) };
        expect(problems, `layout problems, axe violations, unreachable columns, restyled package controls and CSP violations on ${target.path}`).toEqual({
          layout: [],
          light: [],
          dark: [],
          reach: [],
          packageControls: [],
          csp: [],
        });
      });
    });
  }
});
