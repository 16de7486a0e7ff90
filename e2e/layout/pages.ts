import { CURRENT_LINE } from '../../lib/lines/lines';
import { spread, templateSample } from '../../lib/quality/line-sample';
import type { Registry } from '../../lib/registry/types';
import { demosOnLines, hasLineOwnText } from '../helpers';

/** The 404 pages of both editions, reached by addresses no page has. */
export const NOT_FOUND_PAGES = ['/no-such-page', '/en/no-such-page'];

/** Of another line's demo pages and standalone demos, every fourth: they share their templates with the current line's. */
const SAMPLE_EVERY = 4;

/**
 * The pages the per-page checks visit (axe and the layout probe, which depend on a page's template and its text),
 * from the registry the build wrote, so a new page is covered without anyone listing it: every route of the
 * current line in both editions with each of its tabs (`?tab=`), each of its standalone demos and both 404 pages;
 * of the other lines, `templateSample` (every page with text of its own, every home, changelog and demo index,
 * every fourth demo page) and every fourth standalone demo. README says which checks sample and why.
 */
export function sitePages(registry: Registry): string[] {
  const standalone = demosOnLines(registry);
  return [
    ...templateSample(registry.routes, hasLineOwnText, SAMPLE_EVERY).flatMap((route) => [
      route.path,
      ...route.meta.tabs.map((tab) => `${route.path}?tab=${encodeURIComponent(tab.key)}`),
    ]),
    ...standalone.filter((demo) => demo.line === CURRENT_LINE).map((demo) => `/~demos/${demo.id}`),
    ...spread(
      standalone.filter((demo) => demo.line !== CURRENT_LINE),
      SAMPLE_EVERY,
    ).map((demo) => `/~demos/${demo.id}`),
    ...NOT_FOUND_PAGES,
  ];
}
