import { DEFAULT_LOCALE, localizedPath, otherLocales } from '../lib/i18n/locales';
import { demoMarkup, demoRoots } from '../lib/quality/demo-markup';
import { serializeOuter } from 'parse5';
import { attr, elements, find, type HtmlElement } from '../lib/quality/html-tree';
import { expect, test } from './fixtures';
import { demosOnLines, readRegistry } from './helpers';
import { PAGE_CHECKS_MS } from './limits';
import { NOT_FOUND_PAGES, chromeGroup, sitePages } from './layout/pages';
import { AUDITED_REPEATS } from './axe';
import { checkPage } from './page-checks';
import { hasLooksCheck } from './demo-checks';
import { cspViolations } from './csp-violations';
import { checkPackageControls } from './package-controls';
import { exportedPages, parsePage } from './static-export';
import { ANSWER_PAIRS } from './answers/pairs';
import { answerSlug } from './answers/slug';
import { routeOfPath } from '../lib/lines/paths';

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

// The export's HTML, read without a browser: one worker reads each page once for all four checks.
test.describe('the export', () => {
  test.describe.configure({ mode: 'default' });

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

  // What lets axe audit only the first AUDITED_REPEATS of a repeated part (e2e/axe.ts): in every page's HTML, the demo
  // table rows and the prose sections past them hold no kind of element (tag, classes, attributes) the first ones lack.
  test('what axe leaves out of a page repeats what it audits: demo table rows and prose sections past the first 20', () => {
    const kind = (element: HtmlElement) => `${element.tagName}.${attr(element, 'class') ?? ''}[${element.attrs.map((a) => a.name).sort()}]`;
    const kinds = (parts: HtmlElement[]) => new Set(parts.flatMap((part) => [part, ...elements(part)]).map(kind));
    const children = (parent: HtmlElement) => parent.childNodes.filter((node): node is HtmlElement => 'tagName' in node);
    const newKinds = (path: string, what: string, parts: HtmlElement[], audited: number) => {
      const seen = kinds(parts.slice(0, audited));
      return [...kinds(parts.slice(audited))].filter((name) => !seen.has(name)).map((name) => `${path}: ${what} past the first ${AUDITED_REPEATS}: ${name}`);
    };
    const paths = [...registry.routes.map((route) => route.path), ...demosOnLines(registry).map(({ id }) => `/~demos/${id}`)];
    let left = 0;
    const unseen = paths.flatMap((path) => {
      const document = parsePage(file(path));
      const bodies = demoRoots(document).flatMap((root) => elements(root).filter((element) => element.tagName === 'tbody'));
      const rows = bodies.flatMap((body) => {
        left += Math.max(0, children(body).length - AUDITED_REPEATS);
        return newKinds(path, 'table rows', children(body), AUDITED_REPEATS);
      });
      const sections = elements(document)
        .filter((element) => (attr(element, 'class') ?? '').split(' ').includes('doc-article'))
        .flatMap((article) => {
          const parts = children(article);
          const cut = parts.filter((part) => part.tagName === 'h2')[AUDITED_REPEATS];
          if (!cut) return [];
          left += parts.length - parts.indexOf(cut);
          return newKinds(path, 'prose sections', parts, parts.indexOf(cut));
        });
      return [...rows, ...sections];
    });
    expect(unseen).toEqual([]);
    // The cut leaves something out: the changelogs' releases and the longest demos' rows.
    expect(left).toBeGreaterThan(1000);
  });

  // What lets the answers' pairs be measured on the every-page loads (e2e/answers/run.ts): each answer page of each
  // line shows exactly its pair's two demos, and every pair has its page.
  test("every troubleshooting answer shows its pair's problem and fix, and every pair has its answer", () => {
    const answers = registry.routes.filter((route) => route.meta.frontmatter.answer && answerSlug(routeOfPath(route.path)));
    const shown = answers.flatMap((route) => {
      const slug = answerSlug(routeOfPath(route.path)) ?? '';
      const pair = ANSWER_PAIRS[slug];
      return pair && route.demos.join(' ') === `${pair.problem} ${pair.fix}` ? [] : [`${route.path}: ${route.demos.join(', ')}`];
    });
    expect(shown).toEqual([]);
    const slugs = new Set(answers.map((route) => answerSlug(routeOfPath(route.path))));
    expect(Object.keys(ANSWER_PAIRS).filter((slug) => !slugs.has(slug))).toEqual([]);
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
        expect(
          problems,
          `layout problems, axe violations, unreachable columns, answer pairs, the VirtualTable matrix, restyled package controls and CSP violations on ${target.path}`,
        ).toEqual({
          layout: [],
          light: [],
          dark: [],
          reach: [],
          pair: [],
          matrix: [],
          packageControls: [],
          csp: [],
        });
      });
    });
  }
});
