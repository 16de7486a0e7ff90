import { localeOfPath, localizedRouteId, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE } from '../lines/lines';
import { ContentError } from './errors';
import type { RouteEntry } from './types';

const otherLocale = (locale: LocaleId): LocaleId => (locale === 'en' ? 'zh-CN' : 'en');

/** The file that holds a content file's twin in the other edition: `content/7.x/x.md` ↔ `content/en/7.x/x.md`. */
function twinFile(file: string, locale: LocaleId): string {
  return `content/${localizedRouteId(file.slice('content/'.length), locale)}`;
}

/**
 * Both editions hold the same pages: every page, and every tab of it, exists in zh-CN (`content/…`) and in English
 * (`content/en/…`), and a page embeds the same demos in both. Anything else fails, naming the file whose
 * counterpart is missing.
 */
export function assertEditionsMatch(routes: readonly RouteEntry[]): void {
  const byId = new Map(routes.map((route) => [route.id, route]));
  for (const route of routes) {
    const locale = localeOfPath(route.path);
    const other = otherLocale(locale);
    const file = route.meta.frontmatter.filename;
    const counterpartId = localizedRouteId(route.id, other);
    const where = route.line === CURRENT_LINE ? '' : ` on ${route.line}`;
    const counterpart = byId.get(counterpartId);
    if (!counterpart) {
      throw new ContentError(file, `the page has no ${other === 'en' ? 'English' : 'zh-CN'} edition${where}: add ${twinFile(file, other)}`);
    }
    for (const tab of route.meta.tabs) {
      if (!counterpart.meta.tabs.some((t) => t.key === tab.key)) {
        throw new ContentError(
          tab.meta.frontmatter.filename,
          `the tab "${tab.key}" has no ${other === 'en' ? 'English' : 'zh-CN'} edition${where}: add ${twinFile(tab.meta.frontmatter.filename, other)}`,
        );
      }
    }
    const missingDemo = route.demos.find((id) => !counterpart.demos.includes(id));
    if (missingDemo !== undefined) {
      throw new ContentError(
        counterpart.meta.frontmatter.filename,
        `embeds no <Demo id="${missingDemo}" />, which ${file} embeds: both editions show the same demos`,
      );
    }
  }
}
