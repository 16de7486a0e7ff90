import type { ApiData } from '../api/types';
import { localeOfPath, localizedPath, localizedRouteId, type LocaleId } from '../i18n/locales';
import { messagesFor } from '../messages';
import type { Registry, TextEntry, TocEntry } from '../registry/types';
import type { SearchApi, SearchMetadata, SearchTerms } from './types';

/**
 * A page's outline without its cross-link sections (a demo page's related demos): a section each of whose
 * paragraphs starts with another page's name and a colon. Their words describe the other pages, which are
 * indexed themselves, so they only put the wrong page among the results.
 */
function withoutCrossLinks(toc: TocEntry[], texts: TextEntry[], names: Set<string>): { toc: TocEntry[]; texts: TextEntry[] } {
  const linksOnly = (index: number) => {
    const own = texts.filter((text) => text.tocIndex === index);
    return own.length > 0 && own.every((text) => [...names].some((name) => text.value.startsWith(`${name}:`) || text.value.startsWith(`${name}：`)));
  };
  const dropped = new Set(toc.flatMap((_, index) => (linksOnly(index) ? [index] : [])));
  if (dropped.size === 0) return { toc, texts };
  const newIndex = (index: number) => index - [...dropped].filter((gone) => gone < index).length;
  return {
    toc: toc.filter((_, index) => !dropped.has(index)),
    texts: texts
      .filter((text) => text.tocIndex === undefined || !dropped.has(text.tocIndex))
      .map((text) => (text.tocIndex === undefined ? text : { ...text, tocIndex: newIndex(text.tocIndex) })),
  };
}

/**
 * The API tables as the search sees them: every row's name (its description stays on the page), on the edition's
 * home page where the tables are, each table with the heading named after it. Rows that have no effect (a
 * column group's `render`) are left out; deprecated ones are marked, so the current prop ranks first.
 */
function searchApi(api: ApiData, path: string, toc: TocEntry[]): SearchApi {
  return {
    path,
    tables: Object.entries(api).map(([id, rows]) => {
      const section = toc.find((entry) => entry.title === id)?.id;
      const shown = rows.filter((row) => !row.labels.includes('no-effect'));
      const deprecated = shown.filter((row) => row.labels.includes('deprecated')).map((row) => row.name);
      return { id, ...(section ? { section } : {}), props: shown.map((row) => row.name), ...(deprecated.length ? { deprecated } : {}) };
    }),
  };
}

/**
 * The search payload: only what the index needs from the registry (titles, outlines, texts, demo
 * metadata, nav, API row names) and the search vocabulary, leaving out demo sources, API descriptions and file
 * data so the first search stays a small download. `api` is the edition's API tables (none with the parser off).
 */
export function toSearchMetadata(registry: Registry, terms: SearchTerms, locale: LocaleId, api: ApiData | null = null): SearchMetadata {
  const routes = registry.routes.filter((route) => localeOfPath(route.path) === locale);
  const pathOf = new Map(routes.map((route) => [route.id, route.path]));
  // zh-CN readers also type the English names (`virtual list`, `fixed columns`): the zh-CN payload carries each
  // page's and demo's English title as a title to match, never to show. The English payload stays English.
  const byId = new Map(registry.routes.map((route) => [route.id, route]));
  const otherTitlesOf = (routeId: string) => {
    const title = locale === 'zh-CN' ? byId.get(localizedRouteId(routeId, 'en'))?.meta.frontmatter.title : undefined;
    return title ? { otherTitles: [title] } : {};
  };
  const names = new Set(routes.flatMap(({ meta }) => [meta.frontmatter.title, meta.frontmatter.subtitle ?? ''].filter(Boolean)));
  const home = localizedPath('/', locale);
  const homeToc = routes.find((route) => route.path === home)?.meta.toc ?? [];
  return {
    otherPagesTitle: messagesFor(locale).searchOtherPages,
    routes: routes.map(({ id, path, meta }) => ({
      path,
      title: meta.frontmatter.title,
      ...(meta.frontmatter.subtitle ? { subtitle: meta.frontmatter.subtitle } : {}),
      ...(meta.frontmatter.description ? { description: meta.frontmatter.description } : {}),
      ...(meta.frontmatter.keywords?.length ? { keywords: meta.frontmatter.keywords } : {}),
      ...otherTitlesOf(id),
      ...withoutCrossLinks(meta.toc, meta.texts, names),
      tabs: meta.tabs.map((tab) => ({ key: tab.key, title: tab.meta.frontmatter.title, ...withoutCrossLinks(tab.meta.toc, tab.meta.texts, names) })),
    })),
    demos: Object.values(registry.demos).flatMap((demo) => {
      const path = pathOf.get(localizedRouteId(demo.routeId, locale));
      if (path === undefined) return [];
      const { id, keywords, locales } = demo.asset;
      return [{ id, path, ...locales[locale], keywords, ...(locale === 'zh-CN' ? { otherTitles: [locales.en.title] } : {}) }];
    }),
    nav: registry.nav.filter((item) => localeOfPath(item.link) === locale).map(({ title, order, link, activePath }) => ({ title, order, link, activePath })),
    ...(api ? { api: searchApi(api, home, homeToc) } : {}),
    terms,
  };
}
