import { localeOfPath, localizedRouteId, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE, type LineId } from '../lines/lines';
import { lineOfPath } from '../lines/paths';
import { messagesFor } from '../messages';
import type { Registry } from '../registry/types';
import { namesOnly } from './names-only';
import type { SearchMetadata, SearchTerms } from './types';

/**
 * The search payload: only what the index needs from the registry (titles, outlines, texts, demo
 * metadata, nav) and the search vocabulary, leaving out demo sources and file data so the first search stays
 * a small download. One payload per edition and line: it holds that line's texts only, and its links stay on it.
 */
export function toSearchMetadata(registry: Registry, terms: SearchTerms, locale: LocaleId, line: LineId = CURRENT_LINE): SearchMetadata {
  const routes = registry.routes.filter((route) => localeOfPath(route.path) === locale && route.line === line);
  const pathOf = new Map(routes.map((route) => [route.id, route.path]));
  // zh-CN readers also type the English names (`virtual list`, `fixed columns`): the zh-CN payload carries each
  // page's and demo's English title as a title to match, never to show. The English payload stays English.
  const byId = new Map(registry.routes.map((route) => [route.id, route]));
  const otherTitlesOf = (routeId: string) => {
    const title = locale === 'zh-CN' ? byId.get(localizedRouteId(routeId, 'en'))?.meta.frontmatter.title : undefined;
    return title ? { otherTitles: [title] } : {};
  };
  return {
    otherPagesTitle: messagesFor(locale).searchOtherPages,
    routes: routes.map(({ id, path, meta }) => ({
      path,
      title: meta.frontmatter.title,
      ...(meta.frontmatter.subtitle ? { subtitle: meta.frontmatter.subtitle } : {}),
      ...(meta.frontmatter.description ? { description: meta.frontmatter.description } : {}),
      ...(meta.frontmatter.keywords?.length ? { keywords: meta.frontmatter.keywords } : {}),
      ...otherTitlesOf(id),
      toc: meta.toc,
      texts: meta.frontmatter.search === 'names' ? namesOnly(meta.texts) : meta.texts,
      ...(meta.frontmatter.search === 'names' ? { rankLast: true } : {}),
      tabs: meta.tabs.map((tab) => ({ key: tab.key, title: tab.meta.frontmatter.title, toc: tab.meta.toc, texts: tab.meta.texts })),
    })),
    demos: Object.values(registry.demos).flatMap((demo) => {
      const path = demo.line === line ? pathOf.get(localizedRouteId(demo.routeId, locale)) : undefined;
      if (path === undefined) return [];
      const { id, keywords, locales } = demo.asset;
      return [{ id, path, ...locales[locale], keywords, ...(locale === 'zh-CN' ? { otherTitles: [locales.en.title] } : {}) }];
    }),
    nav: registry.nav
      .filter((item) => localeOfPath(item.link) === locale && lineOfPath(item.link) === line)
      .map(({ title, order, link, activePath }) => ({ title, order, link, activePath })),
    terms,
  };
}
