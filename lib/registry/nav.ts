import { ContentError } from './errors';
import type { NavItem, RouteEntry } from './types';

/**
 * Top navigation from the pages' `nav` frontmatter: one item per distinct `nav.path`, ordered by
 * `nav.order` (the lowest any page gives) then title. Each nav path must itself be a page.
 */
export function buildNav(routes: RouteEntry[]): NavItem[] {
  const items = new Map<string, NavItem>();
  for (const route of routes) {
    const nav = route.meta.frontmatter.nav;
    if (!nav) continue;
    const existing = items.get(nav.path);
    if (existing) {
      existing.order = Math.min(existing.order, nav.order ?? Number.MAX_SAFE_INTEGER);
      continue;
    }
    if (!routes.some((r) => r.path === nav.path)) {
      throw new ContentError(route.meta.frontmatter.filename, `nav path "${nav.path}" is not a page`);
    }
    items.set(nav.path, { title: nav.title, order: nav.order ?? Number.MAX_SAFE_INTEGER, activePath: nav.path, link: nav.path });
  }
  return [...items.values()].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The nav item a path belongs to: its link, or a path below it. */
export function activeNavItem(nav: NavItem[], pathname: string): NavItem | undefined {
  return nav.find((item) => pathname === item.activePath || pathname.startsWith(`${item.activePath}/`));
}
