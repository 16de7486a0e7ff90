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

/** The figures two matches are compared by (`rankOf`). */
export interface MatchRank {
  /** Share of the required units found, 0–1. */
  coverage: number;
  /** How well the worst-found unit was found (`FOUND`). */
  weakest: number;
  /** How well the units were found, summed. */
  total: number;
  /** The query is the whole of the entry's title (or the page's title or subtitle). */
  wholeTitle: boolean;
  /** SPEC §9 priority: per query word, 1 in text, 10 in a section or demo title, 100 in the page title; summed. */
  priority: number;
  /** Units in the entry's shortest title: among equals, the shorter title is the closer one ("ellip" → Ellipsis). */
  titleLength: number;
  score: number;
}

export function rankOf(match: DocumentMatch, required: number, title: { whole: boolean; length: number }): MatchRank {
  const levels = [...match.found.values()];
  return {
    coverage: required === 0 ? 0 : levels.length / required,
    weakest: levels.length === 0 ? 0 : Math.min(...levels),
    total: levels.reduce((sum, level) => sum + level, 0),
    wholeTitle: title.whole,
    priority: [...match.words.values()].reduce((sum, weight) => sum + weight, 0),
    titleLength: title.length,
    score: match.score,
  };
}

/**
 * Orders two ranks, best first: more of the query found, then found better (title, keywords, text; as typed over a
 * typo or synonym; the worst unit, then all), then a title that is the query itself. Entries (`level` 'entry') then follow the
 * spec's priority, the shorter title and MiniSearch's score; groups (`level` 'group') stop there, so that among equals the nav
 * order decides.
 */
export function compareRanks(a: MatchRank, b: MatchRank, level: 'entry' | 'group' = 'entry'): number {
  const byQuality = b.coverage - a.coverage || b.weakest - a.weakest || b.total - a.total || Number(b.wholeTitle) - Number(a.wholeTitle);
  if (byQuality !== 0 || level === 'group') return byQuality;
  return b.priority - a.priority || a.titleLength - b.titleLength || b.score - a.score;
}
