import { CURRENT_LINE } from '../lines/lines';
import { routeOfPath } from '../lines/paths';
import type { RouteEntry } from '../registry/types';

/** The template a page is rendered with, by its route: its pages differ in content only. */
export function pageTemplate(path: string): 'home' | 'changelog' | 'demo-index' | 'demo' | 'page' {
  const route = routeOfPath(path);
  if (route === '/') return 'home';
  if (route === '/changelog') return 'changelog';
  if (route === '/demo') return 'demo-index';
  return route.startsWith('/demo/') ? 'demo' : 'page';
}

/** Every `every`-th item, starting with the first: an even spread that stays the same from run to run. */
export function spread<T>(items: readonly T[], every: number): T[] {
  return items.filter((_, index) => index % every === 0);
}

/**
 * The pages a check that depends only on a page's template visits (axe, the keyboard walk): every page of the
 * current line; on each other line, every page whose text is the line's own (`ownText`: a `<Line>` block or the
 * line's own file) and every page of a template it has few of, and of its demo pages every `every`-th. The
 * other line's demo pages share their template, chrome and prose with the current line's; what differs is its
 * library's markup of the demos, which is the same library in every demo of the line.
 */
export function templateSample(routes: readonly RouteEntry[], ownText: (route: RouteEntry) => boolean, every: number): RouteEntry[] {
  const others = routes.filter((route) => route.line !== CURRENT_LINE);
  const sampled = new Set([...others.filter((route) => ownText(route) || pageTemplate(route.path) !== 'demo')]);
  for (const route of spread(
    others.filter((route) => pageTemplate(route.path) === 'demo'),
    every,
  ))
    sampled.add(route);
  return routes.filter((route) => route.line === CURRENT_LINE || sampled.has(route));
}
