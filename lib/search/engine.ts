import MiniSearch, { type SearchResult } from 'minisearch';
import { buildSearchDocuments, type SearchDocument } from './documents';
import { highlightChunks, matchRanges, snippetChunks } from './highlight';
import { isChineseToken, queryTokens, tokenize } from './tokenize';
import type { HintType, SearchHint, SearchMetadata, SearchResultGroup } from './types';

/** SPEC §9 weights: a query word found in text counts 1, in a section or demo title 10, in the page title 100. */
export const FIELD_WEIGHTS = { text: 1, keywords: 1, title: 10, pageTitle: 100 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** Bounds that keep any input fast: longer queries are cut, extra words and tokens ignored. */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 10;
const MAX_TOKENS_PER_WORD = 32;
const MAX_HINTS_PER_GROUP = 30;

export interface SiteSearchIndex {
  engine: MiniSearch<SearchDocument>;
  documents: SearchDocument[];
}

const LATIN_TERM = /^[\p{L}\p{N}]+$/u;
const isLatinTerm = (term: string) => LATIN_TERM.test(term) && !isChineseToken(term);

/** Builds the MiniSearch index over the page sections, demos and page titles of the metadata. */
export function buildSearchIndex(metadata: SearchMetadata, otherGroupTitle: string): SiteSearchIndex {
  const documents = buildSearchDocuments(metadata, otherGroupTitle);
  const engine = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize,
    // The tokeniser already lower-cases; keep every term as it is.
    processTerm: (term) => term,
    searchOptions: {
      // Queries arrive already tokenised by the same tokeniser.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boost: { pageTitle: 3, title: 2, keywords: 1.5 },
      prefix: (term) => isLatinTerm(term),
      // One edit from 4 letters on, two from 7: "virtaul" still finds "virtual".
      fuzzy: (term) => (isLatinTerm(term) && term.length >= 4 ? (term.length >= 7 ? 2 : 1) : false),
    },
  });
  engine.addAll(documents);
  return { engine, documents };
}

/** Distinct whitespace-separated words of the keywords, bounded in length and number. */
export function queryWords(keywords: string): string[] {
  const words = keywords.slice(0, MAX_QUERY_LENGTH).trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, MAX_WORDS);
}

interface DocumentMatch {
  priority: number;
  score: number;
  terms: Set<string>;
  inText: boolean;
}

/** The highest weight among the fields a word matched in. */
function wordWeight(result: SearchResult): { weight: number; inText: boolean } {
  let weight = 0;
  let inText = false;
  for (const fields of Object.values(result.match)) {
    for (const field of fields as Field[]) {
      weight = Math.max(weight, FIELD_WEIGHTS[field] ?? 0);
      if (field === 'text' || field === 'keywords') inText = true;
    }
  }
  return { weight, inText };
}

function hintType(doc: SearchDocument, match: DocumentMatch): HintType {
  if (doc.kind === 'page') return 'page';
  if (doc.kind === 'demo') return 'demo';
  return match.inText ? 'content' : 'title';
}

function toHint(doc: SearchDocument, match: DocumentMatch): SearchHint {
  const terms = [...match.terms];
  const paragraph = doc.paragraphs.find((text) => matchRanges(text, terms).length > 0) ?? doc.paragraphs[0] ?? '';
  return {
    type: hintType(doc, match),
    link: doc.link,
    priority: match.priority,
    highlightTitleTexts: highlightChunks(doc.titleLabel, terms),
    highlightTexts: paragraph ? snippetChunks(paragraph, terms) : [],
    pageTitle: doc.pageTitleLabel,
  };
}

/**
 * Searches the index: each query word (its tokens all present, with prefix and fuzzy matching for latin
 * words) adds its weight to the entries it finds; the hints are grouped by nav group in nav order, and
 * ordered by priority, then MiniSearch score, within a group.
 */
export function searchSite(index: SiteSearchIndex, keywords: string): SearchResultGroup[] {
  const matches = new Map<number, DocumentMatch>();
  for (const word of queryWords(keywords)) {
    const tokens = queryTokens(word).slice(0, MAX_TOKENS_PER_WORD);
    if (tokens.length === 0) continue;
    for (const result of index.engine.search({ queries: tokens, combineWith: 'AND' })) {
      const { weight, inText } = wordWeight(result);
      const match = matches.get(result.id as number) ?? { priority: 0, score: 0, terms: new Set<string>(), inText: false };
      match.priority += weight;
      match.score += result.score;
      match.inText ||= inText;
      for (const term of result.terms) match.terms.add(term);
      matches.set(result.id as number, match);
    }
  }

  const groups = new Map<string, { title: string; priority: number; found: Array<[SearchDocument, DocumentMatch]> }>();
  for (const [id, match] of matches) {
    const doc = index.documents[id];
    const group = groups.get(doc.group.title) ?? { ...doc.group, found: [] };
    group.found.push([doc, match]);
    groups.set(doc.group.title, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority)
    .map(({ title, priority, found }) => ({
      title,
      priority,
      hints: found
        .sort(([, a], [, b]) => b.priority - a.priority || b.score - a.score)
        .slice(0, MAX_HINTS_PER_GROUP)
        .map(([doc, match]) => toHint(doc, match)),
    }));
}
