import type { Registry } from '../../lib/registry/types';

/** The 404 pages of both editions, reached by addresses no page has. */
export const NOT_FOUND_PAGES = ['/no-such-page', '/en/no-such-page'];

/**
 * Every page a reader can reach, from the registry the build wrote: each route of both editions, each of its
 * tabs (`?tab=`), each standalone demo and both 404 pages. A new page is covered without anyone listing it.
 */
export function sitePages(registry: Registry): string[] {
  return [
    ...registry.routes.flatMap((route) => [route.path, ...route.meta.tabs.map((tab) => `${route.path}?tab=${encodeURIComponent(tab.key)}`)]),
    ...Object.keys(registry.demos)
      .sort()
      .map((id) => `/~demos/${id}`),
    ...NOT_FOUND_PAGES,
  ];
}
