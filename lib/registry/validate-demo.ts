import { DEFAULT_LOCALE, localeOfPath, type LocaleId } from '../i18n/locales';
import { routeOfPath, standaloneDemoId } from '../lines/paths';
import { ContentError } from './errors';
import type { RouteEntry } from './types';

/**
 * Only demo pages and troubleshooting answers provide `<Demo>`: keeping the previewer out of other routes' module
 * graphs keeps it out of their first-load JS.
 */
const DEMO_PAGE_FOLDERS = ['demo', 'troubleshooting'];

/** A page outside `content/demo/` and `content/troubleshooting/` (or an edition's, `content/en/demo/`) must embed no demo. */
export function assertMayEmbedDemos(file: string, pagePath: string, demos: readonly string[]): void {
  if (demos.length > 0 && !DEMO_PAGE_FOLDERS.some((folder) => routeOfPath(pagePath).startsWith(`/${folder}/`))) {
    throw new ContentError(
      file,
      `embeds a demo, but only pages under ${DEMO_PAGE_FOLDERS.map((folder) => `content/${folder}/`).join(' and ')} (and an edition's, content/en/…) can: their routes are the ones that load the previewer`,
    );
  }
}

interface Embedding {
  name: string;
  route: RouteEntry;
}

/**
 * Each demo on each line, by its standalone id (`simple`, `7.x-simple`) → its name and the one page of the default
 * edition (zh-CN) on that line that embeds it; a demo embedded twice within one edition and line, by one page or
 * two, fails. (Each edition embeds it once: `editions.ts` holds the other editions' pages to the same demos.)
 */
export function demoEmbeddings(routes: readonly RouteEntry[]): Map<string, Embedding> {
  const byEdition = new Map<LocaleId, Map<string, Embedding>>();
  for (const route of routes) {
    const locale = localeOfPath(route.path);
    const seen = byEdition.get(locale) ?? new Map<string, Embedding>();
    byEdition.set(locale, seen);
    for (const name of route.demos) {
      const id = standaloneDemoId(name, route.line);
      const other = seen.get(id);
      if (other) {
        throw new ContentError(
          route.meta.frontmatter.filename,
          `duplicate demo id "${name}": it is already embedded by ${other.route.meta.frontmatter.filename}`,
        );
      }
      seen.set(id, { name, route });
    }
  }
  return byEdition.get(DEFAULT_LOCALE) ?? new Map();
}

/** A demo's id is its anchor on the page, so no heading of the page may have it. */
export function assertDemoIdFree(route: RouteEntry, id: string): void {
  if (route.meta.toc.some((heading) => heading.id === id)) {
    throw new ContentError(route.meta.frontmatter.filename, `duplicate id "${id}": a heading and a demo share it`);
  }
}

/** Every folder under `demos/` must be embedded by a page. */
export function assertEveryDemoEmbedded(folders: readonly string[], embedded: ReadonlySet<string>): void {
  const orphan = folders.find((folder) => !embedded.has(folder));
  if (orphan !== undefined) throw new ContentError(`demos/${orphan}`, 'no page embeds this demo; add <Demo id="…" /> to a page in content/');
}
