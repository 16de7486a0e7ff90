import { localeById, localeOfPath, localizedRouteId, otherLocales, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE } from '../lines/lines';
import { ContentError } from './errors';
import type { RouteEntry } from './types';

/** The file that holds a content file's twin in another edition: `content/7.x/x.md` ↔ `content/en/7.x/x.md`. */
function twinFile(file: string, locale: LocaleId): string {
  return `content/${localizedRouteId(file.slice('content/'.length), locale)}`;
}

/**
 * Every edition holds the same pages: every page, and every tab of it, exists in each edition of the editions
 * table (zh-CN in `content/…`, English in `content/en/…`), and a page embeds the same demos in all. Anything else
 * fails, naming the file whose counterpart is missing.
 */
export function assertEditionsMatch(routes: readonly RouteEntry[]): void {
  const byId = new Map(routes.map((route) => [route.id, route]));
  for (const route of routes) {
    for (const other of otherLocales(localeOfPath(route.path))) {
      const file = route.meta.frontmatter.filename;
      const where = route.line === CURRENT_LINE ? '' : ` on ${route.line}`;
      const edition = `${localeById(other).label} edition${where}`;
      const counterpart = byId.get(localizedRouteId(route.id, other));
      if (!counterpart) throw new ContentError(file, `the page has no ${edition}: add ${twinFile(file, other)}`);
      for (const tab of route.meta.tabs) {
        if (!counterpart.meta.tabs.some((t) => t.key === tab.key)) {
          const tabFile = tab.meta.frontmatter.filename;
          throw new ContentError(tabFile, `the tab "${tab.key}" has no ${edition}: add ${twinFile(tabFile, other)}`);
        }
      }
      const missingDemo = route.demos.find((id) => !counterpart.demos.includes(id));
      if (missingDemo !== undefined) {
        throw new ContentError(
          counterpart.meta.frontmatter.filename,
          `embeds no <Demo id="${missingDemo}" />, which ${file} embeds: every edition shows the same demos`,
        );
      }
    }
  }
}
