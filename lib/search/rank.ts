/**
 * Where a unit of the query was found in an entry, best highest: in a title (a page title or subtitle, a
 * section or demo title), among a demo's or page's keywords, or in the text. A unit found only through a
 * typo, a prefix of something else or a synonym counts half a step less (`LOOSE`).
 */
export const FOUND = { text: 2, keywords: 3, title: 4 } as const;
export const LOOSE = 0.5;

/** What one index entry matched of a query, and the figures it is ranked by. */
export interface DocumentMatch {
  /** Per required query unit found, how well (`FOUND`, less `LOOSE`). */
  found: Map<number, number>;
  /** Per query word, the highest spec weight of the fields it was found in. */
  words: Map<number, number>;
  score: number;
  /** Index terms found, for highlighting. */
  terms: Set<string>;
  inText: boolean;
}

/** How an entry's best title holds the query: the title that holds most of its units, the shortest of those. */
export interface TitleFit {
  /** The query is the whole of one of the entry's titles (or the page's title or subtitle). */
  whole: boolean;
  /** Query units in that title. */
  hits: number;
  /** Units in that title: among equals, the shorter title is the closer one ("ellip" → Ellipsis). */
  length: number;
}

/** An API row's name as the query: 2 for the current prop, 1 for a deprecated one, 0 for anything else. */
export type ExactName = 0 | 1 | 2;

/** The figures two matches are compared by (`rankOf`). */
export interface MatchRank {
  /** Share of the required units found, 0–1. */
  coverage: number;
  /** The query is an API row's name in code (`onRow`, `scroll.y`): that row comes first. */
  exactName: ExactName;
  /**
   * After the pages that teach the thing: part of a record of changes that holds some of the query in its text only,
   * or of a troubleshooting answer, for a query that names no problem, when such a page holds the query in its
   * titles or the answer holds it in its text only (engine.ts).
   */
  aside: boolean;
  /** How well the worst-found unit was found (`FOUND`). */
  weakest: number;
  /** How well the units were found, summed. */
  total: number;
  /** Part of the API reference: among equals, the demo or page that shows the thing comes first. */
  reference: boolean;
  wholeTitle: boolean;
  /** Query units in the entry's best title. */
  titleHits: number;
  /** SPEC §9 priority: per query word, 1 in text, 10 in a section or demo title, 100 in the page title; summed. */
  priority: number;
  titleLength: number;
  score: number;
}

export function rankOf(
  match: DocumentMatch,
  required: number,
  title: TitleFit,
  entry: { exactName: ExactName; reference: boolean; record?: boolean },
): MatchRank {
  const levels = [...match.found.values()];
  const weakest = levels.length === 0 ? 0 : Math.min(...levels);
  return {
    coverage: required === 0 ? 0 : levels.length / required,
    exactName: entry.exactName,
    // A record is about the query when its titles, headings or keywords hold all of it ("changelog", "1.9.0").
    aside: Boolean(entry.record) && weakest < FOUND.keywords - LOOSE,
    weakest,
    total: levels.reduce((sum, level) => sum + level, 0),
    reference: entry.reference,
    wholeTitle: title.whole,
    titleHits: title.hits,
    priority: [...match.words.values()].reduce((sum, weight) => sum + weight, 0),
    titleLength: title.length,
    score: match.score,
  };
}

/**
 * Orders two ranks, best first: more of the query found; an API row named exactly; a record of changes after the
 * pages that teach the thing (`aside`); then found better (title,
 * keywords, text; as typed over a typo or synonym; the worst unit, then all); then what is not API reference
 * before what is; then a title that is the query itself. Entries (`level` 'entry') then follow the title that holds
 * more of the query, the spec's priority, the shorter title and MiniSearch's score; groups (`level` 'group')
 * stop before those, so that among equals the nav order decides.
 */
/**
 * Whether an entry holds the whole query in its titles, headings or keywords: it is about what the query names.
 * `asTyped`: each word as the reader typed it, not only a synonym or a reader's word for it.
 */
export function heldByTitles(rank: MatchRank, asTyped = false): boolean {
  return rank.coverage === 1 && rank.weakest >= FOUND.keywords - (asTyped ? 0 : LOOSE);
}

export function compareRanks(a: MatchRank, b: MatchRank, level: 'entry' | 'group' = 'entry'): number {
  const byQuality =
    b.coverage - a.coverage ||
    b.exactName - a.exactName ||
    Number(a.aside) - Number(b.aside) ||
    b.weakest - a.weakest ||
    b.total - a.total ||
    Number(a.reference) - Number(b.reference) ||
    Number(b.wholeTitle) - Number(a.wholeTitle);
  if (byQuality !== 0 || level === 'group') return byQuality;
  return b.titleHits - a.titleHits || b.priority - a.priority || a.titleLength - b.titleLength || b.score - a.score;
}
