import { ContentError } from './errors';
import type { RouteEntry, TextEntry, TocEntry } from './types';

const TAB_FILE = /^(.+)\.\$tab-(.+)$/;
const TAB_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `demo/simple.$tab-faq` → the page `demo/simple` and the tab key `faq`; any other id is a page of its own. */
export function tabOf(file: string, id: string): { routeId: string; tabKey?: string } {
  const tab = TAB_FILE.exec(id);
  if (!tab) return { routeId: id };
  if (!TAB_KEY.test(tab[2])) throw new ContentError(file, `tab key "${tab[2]}" must be lower-case words joined by hyphens`);
  return { routeId: tab[1], tabKey: tab[2] };
}

/**
 * Adds a tab to its page. A tab embeds no demo and has a key of its own; since every tab is in the page's
 * HTML, its heading ids must not repeat the page's headings, demos or other tabs.
 */
export function attachTab(
  route: RouteEntry,
  file: string,
  key: string,
  title: string,
  outline: { toc: TocEntry[]; texts: TextEntry[]; demos: string[] },
): void {
  if (outline.demos.length > 0) throw new ContentError(file, 'tabs cannot embed demos');
  if (route.meta.tabs.some((t) => t.key === key)) {
    throw new ContentError(file, `duplicate tab "${key}": another file already defines it`);
  }
  const taken = new Set([...route.meta.toc, ...route.meta.tabs.flatMap((t) => t.meta.toc)].map((h) => h.id).concat(route.demos));
  const clash = outline.toc.find((heading) => taken.has(heading.id));
  if (clash) throw new ContentError(file, `duplicate id "${clash.id}": the page or another of its tabs already uses it`);
  route.meta.tabs.push({ key, meta: { frontmatter: { title, filename: file }, toc: outline.toc, texts: outline.texts } });
}
