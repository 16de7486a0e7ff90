import type { WorkerReply } from '../worker-client';

/** Search data and results (SPEC §7): what the worker receives, indexes and answers. */

/** One section of a page as the search sees it: a heading's id and title, or the text before the first heading. */
export interface SearchTocEntry {
  id: string;
  depth: number;
  title: string;
}

export interface SearchText {
  value: string;
  paraId: number;
  tocIndex?: number;
}

export interface SearchTab {
  key: string;
  title: string;
  toc: SearchTocEntry[];
  texts: SearchText[];
}

export interface SearchRoute {
  path: string;
  title: string;
  subtitle?: string;
  description?: string;
  keywords?: string[];
  /** The page's title in the other edition: searchable as a title, never shown (English names on zh-CN pages). */
  otherTitles?: string[];
  toc: SearchTocEntry[];
  texts: SearchText[];
  tabs: SearchTab[];
  /** The changelog: at equal match its results come after every other page's. */
  rankLast?: boolean;
  /**
   * A record of changes, not a guide to the thing (the changelog, the migration guide): at equal coverage its
   * results come after the pages that teach what the query names, unless its titles, headings or keywords hold the
   * whole query, or it holds a code name typed alone (`convertChildrenToColumns`, `rc-table-ping-left`).
   */
  record?: boolean;
  /**
   * A troubleshooting answer: found by the problem a reader describes. For a query that names no problem (no word
   * of `SearchTerms.symptoms`: "merge cells", "吸顶表头") its results come after the pages that teach the thing.
   */
  answer?: boolean;
}

export interface SearchDemo {
  id: string;
  /** Path of the page that embeds the demo. */
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** The demo's title in the other edition: searchable as a title, never shown. */
  otherTitles?: string[];
}

export interface SearchNavItem {
  title: string;
  order: number;
  link: string;
  activePath: string;
}

/** One API table: its id, the heading it sits under, and its rows' names. */
export interface SearchApiTable {
  id: string;
  /** The id of the heading named after the table. */
  section?: string;
  props: string[];
  /** The props marked deprecated. */
  deprecated?: string[];
}

/** The API tables and the page that holds them. */
export interface SearchApi {
  path: string;
  tables: SearchApiTable[];
}

/** The compact payload `generate-metadata` carries, built from the registry at build time. */
export interface SearchMetadata {
  /** The result group of pages outside the top navigation, in the edition's words. */
  otherPagesTitle: string;
  routes: SearchRoute[];
  demos: SearchDemo[];
  nav: SearchNavItem[];
  /** The API rows, by name: what an exact prop name finds. */
  api?: SearchApi;
  terms: SearchTerms;
}

export type HintType = 'content' | 'title' | 'demo' | 'page';

/** A piece of displayed text; `highlighted` pieces matched the query. Rendered as text, never as HTML. */
export interface HighlightChunk {
  text: string;
  highlighted: boolean;
}

export interface SearchHint {
  type: HintType;
  link: string;
  priority: number;
  highlightTitleTexts: HighlightChunk[];
  highlightTexts: HighlightChunk[];
  pageTitle: string;
}

export interface SearchResultGroup {
  title: string;
  priority: number;
  hints: SearchHint[];
}

/**
 * Messages to the search worker; the worker client adds each request's `id`. The page's own line is the worker's
 * index; `scope` names another line's, built only to count its hits for a query this line has none for.
 */
export type SearchRequest =
  | { type: 'generate-metadata'; args: SearchMetadata; scope?: string }
  | { type: 'get-search-result'; args: { keywords: string } }
  | { type: 'count-full-matches'; args: { keywords: string; scope?: string } };

/** The worker's answer to the request with the same `id` (a failure it caught is a `FailedReply`, `lib/worker-client.ts`). */
export type SearchReply = WorkerReply &
  (
    | { type: 'generate-metadata'; documents: number }
    | { type: 'get-search-result'; keywords: string; result: SearchResultGroup[] }
    | { type: 'count-full-matches'; count: number; best?: string }
  );

/** A query's hits on another line, when the reader's line has none that cover it: "3 results in 7.x". */
export interface OtherLineHits {
  line: string;
  count: number;
  /** The best hit there, a page on that line. */
  link: string;
}

/** A concept in the site's words, and the words readers use for it that the site does not. */
export interface SearchConcept {
  site: string[];
  readers: string[];
}

/** Search-only vocabulary from content/: words readers use for the same thing, and words never required. */
export interface SearchTerms {
  /** Groups of words for one thing, each standing for the others. */
  synonyms: string[][];
  /** Reader's words that stand for the site's words of a concept, one way. */
  concepts: SearchConcept[];
  stopwords: string[];
  /** Words that make a query a problem ("不生效", "not working"): answers rank as any page for such a query only. */
  symptoms: string[];
}
