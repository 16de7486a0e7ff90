import { localeIds, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE, LINE_IDS, type LineId } from '../lines/lines';
import { sitePath } from '../lines/paths';
import { searchMetadataPath } from './metadata-path';
import type { SearchResultGroup } from './types';

/**
 * A golden query: what a reader types, with the page its first hint must be on. `accept` lists other pages that
 * answer the query as well (it names two things at once). Routes are written without the line and edition prefix
 * (`/demo/virtual`, `/?tab=faq`, `/#api-table-onrow`); a run puts them onto its line, in its edition.
 */
export interface GoldenQuery {
  query: string;
  first: string;
  accept?: string[];
  /** What makes the query hard: a typo, a prefix, words in another order, or a word the site does not use. */
  kind?: 'typo' | 'prefix' | 'order' | 'synonym';
  /**
   * Where one line answers otherwise: a page only that line has (1.x's /demo/scroll-to) is wanted `first` there, the
   * set's `first` then being accepted, or is one more page to `accept`. Other lines keep the set's answer.
   */
  onLine?: Partial<Record<LineId, { first?: string; accept?: string[] }>>;
}

/** A golden set file: `queries`, or (the zh-CN set) its English and Chinese queries apart. */
export type GoldenSet = { queries: GoldenQuery[] } | { english: GoldenQuery[]; chinese: GoldenQuery[] };

/**
 * One golden run: a golden set against one payload, an edition's on one line. Every run, on every line, is held
 * to the same gates by the test and printed by the bench.
 */
export interface GoldenRun {
  /** Printed with the figures. */
  name: string;
  /** The edition whose payload the queries run on, and whose paths the routes become. */
  locale: LocaleId;
  /** The line of the component whose payload the queries run on. */
  line: LineId;
  /** The payload's address on the site (under `out/` after a build). */
  payload: string;
  /** The golden set, relative to the site root. */
  golden: string;
}

/** The golden set of each edition, relative to the site root: an edition added to the table needs its own. */
const GOLDEN_SETS: Record<LocaleId, string> = {
  'zh-CN': '__tests__/fixtures/search-golden.json',
  en: '__tests__/fixtures/search-golden-en.json',
};

const run = (locale: LocaleId, line: LineId): GoldenRun => ({
  name: `${locale} ${line}`,
  locale,
  line,
  payload: searchMetadataPath(locale, line),
  golden: GOLDEN_SETS[locale],
});

/** Each edition's set on the payload of every line: the same queries, their routes on the run's line. */
export const GOLDEN_RUNS: GoldenRun[] = LINE_IDS.flatMap((line) => localeIds().map((locale) => run(locale, line)));

/** Both gates, for every run: the right page first, and within the first three. */
export const GOLDEN_GATES = { top1: 0.95, top3: 0.98 } as const;

/** The queries of a set, with their routes on `line`, in `locale`'s edition. */
export function goldenQueries(set: GoldenSet, locale: LocaleId, line: LineId = CURRENT_LINE): GoldenQuery[] {
  const queries = 'queries' in set ? set.queries : [...set.english, ...set.chinese];
  const place = (route: string) => sitePath(route, line, locale);
  return queries.map(({ first, accept = [], onLine, ...rest }) => {
    const own = onLine?.[line];
    const wanted = own?.first ?? first;
    const also = [...(own?.first ? [first] : []), ...accept, ...(own?.accept ?? [])];
    return { ...rest, first: place(wanted), ...(also.length > 0 ? { accept: also.map(place) } : {}) };
  });
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

/** Whether a score meets both gates. */
export function passesGates(score: GoldenScore): boolean {
  return score.top1 >= GOLDEN_GATES.top1 * score.queries && score.top3 >= GOLDEN_GATES.top3 * score.queries;
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
