import { LINE_IDS, type LineId } from '../lines/lines';
import type { NavItem, RouteEntry } from './types';

export interface SidebarLink {
  title: string;
  link: string;
  /** The one line a page exists on, when the others lack it (a demo of a 1.x feature): the sidebar marks it. */
  lineOnly?: LineId;
}

/** The line a page is limited to by its frontmatter `lines`, when it is one line of several. */
function lineOnlyOf(route: RouteEntry): LineId | undefined {
  const lines = route.meta.frontmatter.lines;
  return lines?.length === 1 && LINE_IDS.length > 1 ? lines[0] : undefined;
}

export interface SidebarGroup {
  /** Empty for pages without a group; such a group comes first and shows no heading. */
  title: string;
  items: SidebarLink[];
}

export interface SidebarSection {
  /** The nav path the section belongs to. */
  navPath: string;
  groups: SidebarGroup[];
}

const byOrderThenTitle = <T extends { order: number; title: string }>(a: T, b: T) => a.order - b.order || a.title.localeCompare(b.title, 'en');

/**
 * One sidebar section per nav item: the pages whose `nav.path` is that item, in groups ordered by
 * `group.order` then title, items by `order` then title. Ungrouped pages lead.
 */
export function buildSidebar(routes: RouteEntry[], nav: NavItem[]): SidebarSection[] {
  return nav.map((item) => {
    const groups = new Map<string, { title: string; order: number; items: Array<SidebarLink & { order: number }> }>();
    for (const route of routes) {
      const fm = route.meta.frontmatter;
      if (fm.nav?.path !== item.activePath) continue;
      const key = fm.group?.title ?? '';
      const group = groups.get(key) ?? { title: key, order: fm.group ? fm.group.order : Number.MIN_SAFE_INTEGER, items: [] };
      group.order = Math.min(group.order, fm.group?.order ?? group.order);
      const lineOnly = lineOnlyOf(route);
      group.items.push({ title: fm.title, link: route.path, order: fm.order ?? 0, ...(lineOnly ? { lineOnly } : {}) });
      groups.set(key, group);
    }
    return {
      navPath: item.activePath,
      groups: [...groups.values()].sort(byOrderThenTitle).map((group) => ({
        title: group.title,
        items: group.items.sort(byOrderThenTitle).map(({ title, link, lineOnly }) => ({ title, link, ...(lineOnly ? { lineOnly } : {}) })),
      })),
    };
  });
}

/** The section a path belongs to, if any. */
export function sectionFor(sections: SidebarSection[], pathname: string): SidebarSection | undefined {
  return sections.find((s) => s.groups.some((g) => g.items.some((i) => i.link === pathname)));
}

/** Previous and next pages in the sidebar's reading order. */
export function prevNext(section: SidebarSection | undefined, pathname: string): { prev?: SidebarLink; next?: SidebarLink } {
  if (!section) return {};
  const flat = section.groups.flatMap((g) => g.items);
  const index = flat.findIndex((i) => i.link === pathname);
  if (index < 0) return {};
  return { prev: flat[index - 1], next: flat[index + 1] };
}

/**
 * The top navigation's links for the narrow screen's drawer, which replaces the header's nav there: every nav
 * item the drawer's section does not already list as one of its pages.
 */
export function drawerNavItems(navItems: NavItem[], section: SidebarSection | undefined): NavItem[] {
  const listed = new Set(section?.groups.flatMap((group) => group.items.map((item) => item.link)));
  return navItems.filter((item) => !listed.has(item.link));
}
