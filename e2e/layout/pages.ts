import { DEFAULT_LOCALE, localeOfPath, unlocalizedPath } from '../../lib/i18n/locales';
import { CURRENT_LINE, LINE_IDS, type LineId } from '../../lib/lines/lines';
import { lineOfPath } from '../../lib/lines/paths';
import { fixedMessages } from '../../lib/messages/fixed';
import { pageTemplate, spread, templateSample } from '../../lib/quality/line-sample';
import type { Registry } from '../../lib/registry/types';
import { demosOnLines, hasLineOwnText, isMeasuredDemo } from '../helpers';
import { answerSlug } from '../answers/slug';
import { routeOfPath } from '../../lib/lines/paths';
import { MATRIX_ROUTE } from '../../lib/virtual-matrix/keys';

/** The 404 pages of both editions, reached by addresses no page has. */
export const NOT_FOUND_PAGES = ['/no-such-page', '/en/no-such-page'];

/** Of another line's demo pages, and of every line's standalone demos, every fourth: they share their templates. */
const SAMPLE_EVERY = 4;

/** A page's template in its edition and line: the pages that share one share their header and sidebar. */
export function chromeGroup(path: string): string {
  return `${localeOfPath(path)} ${lineOfPath(path)} ${pageTemplate(path)}`;
}

/** A page the per-page checks visit, and what they expect on it. */
export interface SitePage {
  path: string;
  /** Its `<h1>` once hydrated: the page's title, the demo's on a standalone page, PAGE NOT FOUND on a 404 page. */
  h1: string;
  /** The page's template and text are audited on it: axe in both themes, the layout probe at every width. */
  audit: boolean;
  /**
   * The drawer is opened on it at phone widths: on the first audited page of each template in each edition and line.
   * What the drawer holds is in every page's HTML, which every-page.spec.ts checks over the whole export.
   */
  drawer: boolean;
  /** The demos the page shows, each in its previewer (`section#<name>`) under its title; none on a standalone page. */
  demos: Array<{ name: string; title: string }>;
  /** A standalone demo (`/~demos/<id>`): the demo alone, no site header. */
  standalone: boolean;
  /**
   * The demos whose own looks and motion are checked here (e2e/demo-checks.ts), by name: on every line, each demo on
   * its zh-CN page and alone.
   */
  demoLooks: string[];
  /**
   * The audits leave out the page's demo renders: on an English page, whose demos render the very markup they have on
   * its zh-CN twin, audited there (e2e/every-page.spec.ts checks that over the whole export).
   */
  auditWithoutDemos: boolean;
  /**
   * The audits leave out the site's header and sidebar (e2e/axe.ts CHROME): on every page but the first audited page
   * of its template in its edition and line (the one whose drawer opens), which has the very same header and sidebar
   * but for its links' targets and labels and which link is current (e2e/every-page.spec.ts checks that over the
   * whole export).
   * They hold half of a demo page's elements, and took about a third of axe's time on each page.
   */
  auditWithoutChrome: boolean;
  /** On a zh-CN troubleshooting answer of each line: its slug and line, whose live pair is measured on this load. */
  answer?: { slug: string; line: string };
  /** On the zh-CN VirtualTable compatibility page of each line: its line, whose matrix is run on this load. */
  matrix?: LineId;
  /**
   * Its demos' columns are not walked at phone widths (`reach`) here: the compatibility page of a line other than the
   * current one, whose fifteen demos the current line's page walks (every other demo page of the line covers that
   * package's pinned markup).
   */
  skipReach?: boolean;
}

/**
 * The pages the per-page checks visit, from the registry the build wrote, so a new page is covered without anyone
 * listing it:
 * - audited (`SitePage.audit`): every route of the current line in both editions, with each of its tabs (`?tab=`);
 *   of the other lines, `templateSample` (every page with text of its own, every home, changelog and demo index,
 *   every fourth demo page); of every line's standalone demos but the answers' pairs, every fourth, for their template; both 404 pages;
 * - rendered only (no console error, its demos shown): every other zh-CN page of the other lines, so every demo of
 *   every line is seen running on its page; and every standalone demo whose own looks or motion are checked
 *   (`looks`, by the demo's name: e2e/demo-checks.ts), on its page and alone.
 * A standalone demo renders the very markup its demo has on its page, and an English page the very demos of its
 * zh-CN twin (e2e/every-page.spec.ts checks both over the whole export): the pages that show a demo first cover it.
 * docs/lines-and-editions.md says which checks sample and why.
 */
export function sitePages(registry: Registry, looks: (name: string) => boolean = () => false): SitePage[] {
  const standalone = demosOnLines(registry);
  const audited = new Set(templateSample(registry.routes, hasLineOwnText, SAMPLE_EVERY).map((route) => route.path));
  // The standalone pages are sampled for their template; an answer's pair is measured on its page instead.
  const auditedStandalone = new Set(
    LINE_IDS.flatMap((line) =>
      spread(
        standalone.filter((demo) => demo.line === line && !isMeasuredDemo(registry, demo.id)),
        SAMPLE_EVERY,
      ).map((demo) => demo.id),
    ),
  );
  // A demo's `page` is its page in the default edition; its title is the edition's.
  const demosOf = (path: string) =>
    standalone
      .filter((demo) => demo.page === unlocalizedPath(path))
      .map((demo) => ({ name: demo.name, title: registry.demos[demo.id].asset.locales[localeOfPath(path)].title }));
  const drawerTemplates = new Set<string>();
  return [
    ...registry.routes
      .filter((route) => audited.has(route.path) || localeOfPath(route.path) === DEFAULT_LOCALE)
      .flatMap((route) => {
        const audit = audited.has(route.path);
        const tabs = audit ? route.meta.tabs.map((tab) => `${route.path}?tab=${encodeURIComponent(tab.key)}`) : [];
        const h1 = route.meta.frontmatter.title;
        const template = chromeGroup(route.path);
        const drawer = audit && !drawerTemplates.has(template);
        if (drawer) drawerTemplates.add(template);
        const demos = demosOf(route.path);
        const demoLooks = localeOfPath(route.path) === DEFAULT_LOCALE ? demos.map((demo) => demo.name) : [];
        const slug = localeOfPath(route.path) === DEFAULT_LOCALE ? answerSlug(routeOfPath(route.path)) : undefined;
        return [route.path, ...tabs].map((path) => ({
          path,
          h1,
          audit,
          drawer: drawer && path === route.path,
          demos,
          standalone: false,
          demoLooks: path === route.path ? demoLooks : [],
          auditWithoutDemos: localeOfPath(route.path) !== DEFAULT_LOCALE,
          auditWithoutChrome: !(drawer && path === route.path),
          ...(slug && path === route.path ? { answer: { slug, line: route.line } } : {}),
          ...(localeOfPath(route.path) === DEFAULT_LOCALE && routeOfPath(route.path) === MATRIX_ROUTE && path === route.path
            ? { matrix: route.line, skipReach: route.line !== CURRENT_LINE }
            : {}),
        }));
      }),
    ...standalone
      .filter((demo) => auditedStandalone.has(demo.id) || looks(demo.name))
      .map((demo) => ({
        path: `/~demos/${demo.id}`,
        h1: registry.demos[demo.id].asset.title,
        audit: auditedStandalone.has(demo.id),
        drawer: false,
        demos: [],
        standalone: true,
        demoLooks: [demo.name],
        auditWithoutDemos: false,
        auditWithoutChrome: false,
      })),
    ...NOT_FOUND_PAGES.map((path) => ({
      path,
      h1: fixedMessages.pageNotFound,
      audit: true,
      drawer: true,
      demos: [],
      standalone: false,
      demoLooks: [],
      auditWithoutDemos: false,
      auditWithoutChrome: false,
    })),
  ];
}
