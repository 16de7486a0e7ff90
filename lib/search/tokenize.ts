import { segmenterLocale, UNSPACED, UNSPACED_RUNS } from './scripts';

/**
 * The index's tokeniser. Latin (and other alphabetic) words are lower-cased; runs of a script written without
 * spaces (Chinese: `scripts.ts`) become their `Intl.Segmenter` words plus every overlapping two-character pair, so
 * the pairs a query is searched by (lib/search/query.ts) find a phrase even where the segmenter splits differently.
 */

const WORD = /[\p{L}\p{N}]+/gu;
export const DOTTED = /[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)+/gu;

const segmenters = new Map<string, Intl.Segmenter | null>();

function wordSegmenter(locale: string): Intl.Segmenter | null {
  if (!segmenters.has(locale)) segmenters.set(locale, typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale, { granularity: 'word' }) : null);
  return segmenters.get(locale) ?? null;
}

/** Words and overlapping pairs of one run of characters written without spaces. */
function unspacedTokens(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const tokens: string[] = [];
  // A two-character run's only word is its one pair, so the (slow) segmenter is skipped for it.
  const locale = chars.length > 2 ? segmenterLocale(run) : undefined;
  const words = locale ? wordSegmenter(locale) : null;
  if (words) {
    for (const { segment, isWordLike } of words.segment(run)) {
      // Single characters are left to the pairs: alone they would match nearly every page.
      if (isWordLike && Array.from(segment).length > 1) tokens.push(segment);
    }
  }
  for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(chars[i] + chars[i + 1]);
  return tokens;
}

/** Whether a token is one of a script written without spaces (a Chinese word or pair) rather than a latin word. */
export function isUnspacedToken(token: string): boolean {
  return UNSPACED.test(token);
}

/** The latin words of a text, lower-cased, without the (slow) segmentation `tokenize` does. */
export function latinWords(text: string): string[] {
  return [...text.replace(UNSPACED_RUNS, ' ').matchAll(WORD)].map(([word]) => word.toLowerCase());
}

/** Index and query tokens of a text, in order, duplicates kept (they weigh as term frequency). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of text.matchAll(UNSPACED_RUNS)) tokens.push(...unspacedTokens(run));
  for (const [word] of text.replace(UNSPACED_RUNS, ' ').matchAll(WORD)) tokens.push(word.toLowerCase());
  // Dotted API names ("Table.Summary.Row", "scroll.x") are also kept whole, so a query for one finds it as a name.
  for (const [name] of text.matchAll(DOTTED)) tokens.push(name.toLowerCase());
  return tokens;
}
