import type { ApiData } from '../api/types';
import { isLocaleId, localeById, localeIds, localeOfPath, localizedRouteId, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE, type LineId } from '../lines/lines';
import { lineOfPath, sitePath } from '../lines/paths';
import { messagesFor } from '../messages';
import type { Registry, TextEntry, TocEntry } from '../registry/types';
import { namesOnly } from './names-only';
import type { SearchApi, SearchMetadata, SearchTerms } from './types';

/** The colons of the editions' punctuation (`:`, `：`), a cross-link's mark after a page's name. */
const COLONS = [...new Set(localeIds().map((id) => localeById(id).punctuation.colon.trim()))];

/**
 * A page's outline without its cross-link sections (a demo page's related demos): a section each of whose
 * paragraphs starts with another page's name and a colon. Their words describe the other pages, which are
 * indexed themselves, so they only put the wrong page among the results.
 */
function withoutCrossLinks(toc: TocEntry[], texts: TextEntry[], names: Set<string>): { toc: TocEntry[]; texts: TextEntry[] } {
  const linksOnly = (index: number) => {
    const own = texts.filter((text) => text.tocIndex === index);
    return own.length > 0 && own.every((text) => [...names].some((name) => COLONS.some((colon) => text.value.startsWith(`${name}${colon}`))));
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
 * A page's sections as the search sees them: no cross-link sections, and, for a page whose frontmatter says
 * `search: names` (the changelog), only the API names each section mentions.
 */
function ownSections(toc: TocEntry[], texts: TextEntry[], namesOnlyPage: boolean, names: Set<string>): { toc: TocEntry[]; texts: TextEntry[] } {
  const own = withoutCrossLinks(toc, texts, names);
  return namesOnlyPage ? { toc: own.toc, texts: namesOnly(own.texts) } : own;
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
 * data so the first search stays a small download. One payload per edition and line: it holds that line's texts
 * only, and its links stay on it. `api` is that line's API tables in the edition (none with the parser off).
 */
export function toSearchMetadata(
  registry: Registry,
  terms: SearchTerms,
  locale: LocaleId,
  line: LineId = CURRENT_LINE,
  api: ApiData | null = null,
): SearchMetadata {
  const routes = registry.routes.filter((route) => localeOfPath(route.path) === locale && route.line === line);
  const pathOf = new Map(routes.map((route) => [route.id, route.path]));
  const answerPages = new Set(registry.routes.filter((route) => route.meta.frontmatter.answer).map((route) => route.id));
  // zh-CN readers also type the English names (`virtual list`, `fixed columns`): the payload of an edition that
  // searches another's titles (`searchesTitlesOf`) carries each page's and demo's title there as a title to match,
  // never to show. The English payload stays English.
  const alsoSearched = (localeById(locale).searchesTitlesOf ?? []).filter(isLocaleId);
  const byId = new Map(registry.routes.map((route) => [route.id, route]));
  const titles = (found: Array<string | undefined>) => {
    const present = found.filter((title): title is string => title !== undefined);
    return present.length ? { otherTitles: present } : {};
  };
  const otherTitlesOf = (routeId: string) => titles(alsoSearched.map((other) => byId.get(localizedRouteId(routeId, other))?.meta.frontmatter.title));
  const names = new Set(routes.flatMap(({ meta }) => [meta.frontmatter.title, meta.frontmatter.subtitle ?? ''].filter(Boolean)));
  const home = sitePath('/', line, locale);
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
      ...ownSections(meta.toc, meta.texts, meta.frontmatter.search === 'names', names),
      ...(meta.frontmatter.search === 'names' ? { rankLast: true } : {}),
      ...(meta.frontmatter.search ? { record: true } : {}),
      ...(meta.frontmatter.answer ? { answer: true } : {}),
      tabs: meta.tabs.map((tab) => ({ key: tab.key, title: tab.meta.frontmatter.title, ...withoutCrossLinks(tab.meta.toc, tab.meta.texts, names) })),
    })),
    demos: Object.values(registry.demos).flatMap((demo) => {
      const path = demo.line === line ? pathOf.get(localizedRouteId(demo.routeId, locale)) : undefined;
      // An answer's demos are found through its page: the page is the answer, and its demos would only stand beside
      // it in the hints (a troubleshooting pair's two add 5 KB to the payload; the compatibility matrix's fifteen,
      // named after features, would push the features' own demo pages down).
      if (path === undefined || answerPages.has(demo.routeId)) return [];
      const { id, keywords, locales } = demo.asset;
      return [{ id, path, ...locales[locale], keywords, ...titles(alsoSearched.map((other) => locales[other].title)) }];
    }),
    nav: registry.nav
      .filter((item) => localeOfPath(item.link) === locale && lineOfPath(item.link) === line)
      .map(({ title, order, link, activePath }) => ({ title, order, link, activePath })),
    ...(api ? { api: searchApi(api, home, homeToc) } : {}),
    terms,
  };
}
