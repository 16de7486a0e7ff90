import { CURRENT_LINE } from '../lines/lines';
import { routeOfPath } from '../lines/paths';
import type { RouteEntry } from '../registry/types';

/** The template a page is rendered with, by its route: its pages differ in content only. */
export function pageTemplate(path: string): 'home' | 'changelog' | 'demo-index' | 'demo' | 'answer-index' | 'answer' | 'page' {
  const route = routeOfPath(path);
  if (route === '/') return 'home';
  if (route === '/changelog') return 'changelog';
  if (route === '/demo') return 'demo-index';
  if (route === '/troubleshooting') return 'answer-index';
  if (route.startsWith('/troubleshooting/')) return 'answer';
  return route.startsWith('/demo/') ? 'demo' : 'page';
}

/** Every `every`-th item, starting with the first: an even spread that stays the same from run to run. */
export function spread<T>(items: readonly T[], every: number): T[] {
  return items.filter((_, index) => index % every === 0);
}

/**
 * The pages a check that depends only on a page's template visits (axe, the keyboard walk): every page of the
 * current line; on each other line, every page whose text is the line's own (`ownText`: a `<Line>` block or the
 * line's own file) and every page of a template it has few of, and of its demo pages and its troubleshooting
 * answers every `every`-th. The other line's demo pages share their template, chrome and prose with the current
 * line's; what differs is its library's markup of the demos, which is the same library in every demo of the line.
 * An answer's own text on a line is its quoted source lines and a sentence or two, in the elements its other
 * line's page has, so answers are spread like demos whatever their own text.
 */
export function templateSample(routes: readonly RouteEntry[], ownText: (route: RouteEntry) => boolean, every: number): RouteEntry[] {
  const others = routes.filter((route) => route.line !== CURRENT_LINE);
  const spreadOut = (route: RouteEntry) => pageTemplate(route.path) === 'answer' || (pageTemplate(route.path) === 'demo' && !ownText(route));
  const sampled = new Set(others.filter((route) => !spreadOut(route)));
  for (const template of ['demo', 'answer'])
    for (const route of spread(
      others.filter((route) => pageTemplate(route.path) === template),
      every,
    ))
      sampled.add(route);
  return routes.filter((route) => route.line === CURRENT_LINE || sampled.has(route));
}
