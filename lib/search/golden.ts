import type { SearchResultGroup } from './types';

/**
 * The golden query set (`__tests__/fixtures/search-golden.json`): what readers type, each with the page it should find
 * first. `accept` lists other pages that answer the query as well (it names two things at once).
 */
export interface GoldenQuery {
  query: string;
  first: string;
  accept?: string[];
  /** What makes the query hard: a typo, a prefix, words in another order, or a word the site does not use. */
  kind?: 'typo' | 'prefix' | 'order' | 'synonym';
}

export interface GoldenSet {
  english: GoldenQuery[];
  chinese: GoldenQuery[];
}

export interface GoldenMiss {
  query: string;
  wanted: string[];
  /** The first three links shown. */
  got: string[];
  /** Where the first wanted link is, from 1; 0 when it is not shown at all. */
  position: number;
}

export interface GoldenScore {
  queries: number;
  top1: number;
  top3: number;
  /** Queries that showed no result at all. */
  zero: number;
  misses: GoldenMiss[];
}

/** A hint answers a wanted link when it is that link, or a section of that page when no section is named. */
export function answers(wanted: string, link: string): boolean {
  return link === wanted || (!wanted.includes('#') && link.split('#')[0] === wanted);
}

/** Scores the result of each query (in display order) against the wanted pages; a miss is any query not answered first. */
export function scoreGolden(queries: GoldenQuery[], resultOf: (query: string) => SearchResultGroup[]): GoldenScore {
  const score: GoldenScore = { queries: queries.length, top1: 0, top3: 0, zero: 0, misses: [] };
  for (const { query, first, accept = [] } of queries) {
    const links = resultOf(query).flatMap((group) => group.hints.map((hint) => hint.link));
    const wanted = [first, ...accept];
    const index = links.findIndex((link) => wanted.some((want) => answers(want, link)));
    if (links.length === 0) score.zero += 1;
    if (index === 0) score.top1 += 1;
    if (index >= 0 && index < 3) score.top3 += 1;
    if (index !== 0) score.misses.push({ query, wanted, got: links.slice(0, 3), position: index + 1 });
  }
  return score;
}
