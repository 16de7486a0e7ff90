import { apiAnchor } from '../api/anchor';
import type { SearchMetadata, SearchNavItem, SearchRoute, SearchTocEntry, SearchText } from './types';

/** What one index entry stands for: a page section, a demo, a page's title, or a row of an API table. */
export type DocumentKind = 'section' | 'demo' | 'page' | 'api';

/** One indexed entry. `pageTitle`, `title`, `text` and `keywords` are the indexed fields. */
export interface SearchDocument {
  id: number;
  kind: DocumentKind;
  link: string;
  /** The page title shown with the hint (with the tab title for a tab section). */
  pageTitleLabel: string;
  /** The hint's title: the section heading, the demo title or the page title. */
  titleLabel: string;
  /** The titles a query can equal: the heading, the demo title, or the page's title and subtitle. */
  titles: string[];
  /** Paragraphs the snippet is cut from, in order. */
  paragraphs: string[];
  pageTitle: string;
  title: string;
  text: string;
  keywords: string;
  group: { title: string; priority: number };
  /**
   * Part of the API reference (a row, or a table's section): a demo that shows what a query names ranks before it
   * among equals, and the reference page is not taken to be about every prop it lists.
   */
  reference: boolean;
  /** Part of a record of changes (`SearchRoute.record`): after the pages that teach the thing. */
  record?: boolean;
  /** Part of a troubleshooting answer (`SearchRoute.answer`). */
  answer?: boolean;
  /** An API row's names as typed in code (`onRow`, `scroll.y`); an exact one puts the row first. */
  names?: string[];
  /** An API row marked deprecated: after the current prop of the same name. */
  deprecated?: boolean;
}

const GROUP_STEP = 1000;

/** The nav item a path belongs to: its own link, or a path below the item's active path. */
function navItemOf(path: string, nav: SearchNavItem[]): SearchNavItem | undefined {
  return nav.find((item) => item.link === path || path.startsWith(`${item.activePath}/`));
}

/** Paragraph texts grouped by section: key -1 is the text before the first heading. */
function paragraphsBySection(texts: SearchText[]): Map<number, string[]> {
  const sections = new Map<number, Map<number, string[]>>();
  for (const text of texts) {
    const section = text.tocIndex ?? -1;
    const paragraphs = sections.get(section) ?? new Map<number, string[]>();
    paragraphs.set(text.paraId, [...(paragraphs.get(text.paraId) ?? []), text.value]);
    sections.set(section, paragraphs);
  }
  return new Map([...sections].map(([section, paragraphs]) => [section, [...paragraphs.values()].map((parts) => parts.join(' ').trim())]));
}

interface SectionSource {
  base: string;
  pageTitleLabel: string;
  /** Title of the text before the first heading: the page title, or the tab title. */
  orphanTitle: string;
  toc: SearchTocEntry[];
  texts: SearchText[];
  /** A tab's title, a keyword of each of its sections ("FAQ" of every question). */
  tab?: string;
}

/** A page's title as hints show it: the title and the subtitle. */
const pageTitleOf = (route: SearchRoute) => (route.subtitle ? `${route.title} ${route.subtitle}` : route.title);

/** Markdown code marks do not belong in a displayed snippet. */
const plain = (text: string) => text.replace(/`/g, '');

/**
 * One document per page section (the text before the first heading, then each heading), per tab
 * section, per demo and per page title, each tagged with its nav group (order × 1000, outside the nav last).
 */
export function buildSearchDocuments(metadata: SearchMetadata, otherGroupTitle: string): SearchDocument[] {
  const lastOrder = Math.max(0, ...metadata.nav.map((item) => item.order));
  const groupOf = (path: string) => {
    const item = navItemOf(path, metadata.nav);
    return item ? { title: item.title, priority: item.order * GROUP_STEP } : { title: otherGroupTitle, priority: (lastOrder + 1) * GROUP_STEP };
  };
  const docs: Omit<SearchDocument, 'id'>[] = [];
  const routesByPath = new Map<string, SearchRoute>(metadata.routes.map((route) => [route.path, route]));
  const referenceLinks = new Set((metadata.api?.tables ?? []).flatMap((table) => (table.section ? [`${metadata.api?.path}#${table.section}`] : [])));

  for (const route of metadata.routes) {
    const group = route.rankLast ? { ...groupOf(route.path), priority: (lastOrder + 2) * GROUP_STEP } : groupOf(route.path);
    const record = { ...(route.record ? { record: true } : {}), ...(route.answer ? { answer: true } : {}) };
    const pageTitleLabel = pageTitleOf(route);
    const sources: SectionSource[] = [
      { base: route.path, pageTitleLabel, orphanTitle: pageTitleLabel, toc: route.toc, texts: route.texts },
      ...route.tabs.map((tab) => ({
        base: `${route.path}?tab=${encodeURIComponent(tab.key)}`,
        pageTitleLabel: `${pageTitleLabel} - ${tab.title}`,
        orphanTitle: tab.title,
        toc: tab.toc,
        texts: tab.texts,
        tab: tab.title,
      })),
    ];
    for (const source of sources) {
      const sections = paragraphsBySection(source.texts);
      const orphan = (sections.get(-1) ?? []).filter(Boolean);
      if (orphan.length > 0 || source.base !== route.path) {
        const isTab = source.base !== route.path;
        docs.push({
          kind: 'section',
          link: source.base,
          pageTitleLabel: source.pageTitleLabel,
          titleLabel: source.orphanTitle,
          titles: isTab ? [source.orphanTitle] : [],
          paragraphs: orphan,
          pageTitle: '',
          // A tab's own title is its section title; a page's leading text has none of its own.
          title: isTab ? source.orphanTitle : '',
          text: orphan.join('\n'),
          keywords: '',
          group,
          ...record,
          reference: false,
        });
      }
      source.toc.forEach((entry, index) => {
        const paragraphs = sections.get(index) ?? [];
        const link = `${source.base}#${entry.id}`;
        docs.push({
          kind: 'section',
          link,
          pageTitleLabel: source.pageTitleLabel,
          titleLabel: entry.title,
          titles: [entry.title],
          paragraphs,
          pageTitle: '',
          title: entry.title,
          text: paragraphs.join('\n'),
          keywords: source.tab ?? '',
          group,
          ...record,
          reference: referenceLinks.has(link),
        });
      });
    }
    docs.push({
      kind: 'page',
      link: route.path,
      pageTitleLabel,
      titleLabel: pageTitleLabel,
      titles: [...(route.subtitle ? [route.title, route.subtitle] : [route.title]), ...(route.otherTitles ?? [])],
      paragraphs: route.description ? [plain(route.description)] : [],
      pageTitle: [pageTitleLabel, ...(route.otherTitles ?? [])].join(' '),
      title: '',
      text: route.description ?? '',
      keywords: (route.keywords ?? []).join(' '),
      group,
      ...record,
      reference: false,
    });
  }

  for (const demo of metadata.demos) {
    const page = routesByPath.get(demo.path);
    const pageTitleLabel = page ? pageTitleOf(page) : demo.path;
    docs.push({
      kind: 'demo',
      link: `${demo.path}#${demo.id}`,
      pageTitleLabel,
      titleLabel: demo.title || pageTitleLabel,
      titles: [...(demo.title ? [demo.title] : []), ...(demo.otherTitles ?? [])],
      paragraphs: demo.description ? [plain(demo.description)] : [],
      pageTitle: '',
      title: [demo.title, ...(demo.otherTitles ?? [])].join(' '),
      text: demo.description,
      keywords: demo.keywords.join(' '),
      group: groupOf(demo.path),
      reference: false,
    });
  }

  const api = metadata.api;
  const apiPage = api && routesByPath.get(api.path);
  for (const table of api?.tables ?? []) {
    const deprecated = new Set(table.deprecated ?? []);
    for (const prop of table.props) {
      const name = table.id === 'Table' ? prop : `${table.id}.${prop}`;
      const names = [...new Set([prop, name])];
      docs.push({
        kind: 'api',
        link: `${api?.path}#${apiAnchor(table.id, prop)}`,
        pageTitleLabel: `${apiPage ? pageTitleOf(apiPage) : api?.path} - ${table.id}`,
        titleLabel: name,
        titles: names,
        paragraphs: [],
        pageTitle: '',
        title: names.join(' '),
        text: '',
        keywords: '',
        group: groupOf(api?.path ?? ''),
        reference: true,
        names,
        ...(deprecated.has(prop) ? { deprecated: true } : {}),
      });
    }
  }
  return docs.map((doc, id) => ({ ...doc, id }));
}
