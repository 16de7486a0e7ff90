import { UNSPACED } from './scripts';
import { isUnspacedToken } from './tokenize';
import type { HighlightChunk } from './types';

/** SPEC §9: text before the first match longer than this is cut to its last this-many characters. */
export const SNIPPET_LEAD = 20;
/** Text kept after the first match, so a long paragraph stays a one-line snippet. */
export const SNIPPET_TAIL = 100;
const ELLIPSIS = '...';

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char) && !UNSPACED.test(char);

/** Lower-cases code unit by code unit, so offsets in the result are offsets in the original. */
function foldCase(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

/**
 * Ranges of `text` that match any term, merged. Chinese terms (`scripts.ts`) match anywhere; latin terms only as whole
 * words, the way the tokeniser cut them (so the term "y" does not light up every letter y).
 */
export function matchRanges(text: string, terms: string[]): Array<[number, number]> {
  const folded = foldCase(text);
  const ranges: Array<[number, number]> = [];
  for (const term of new Set(terms)) {
    if (!term) continue;
    const whole = !isUnspacedToken(term);
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      if (whole && (isWordChar(folded[at - 1]) || isWordChar(folded[at + term.length]))) continue;
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The whole text as chunks, matches highlighted. */
export function highlightChunks(text: string, terms: string[]): HighlightChunk[] {
  const chunks: HighlightChunk[] = [];
  let cursor = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > cursor) chunks.push({ text: text.slice(cursor, start), highlighted: false });
    chunks.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) chunks.push({ text: text.slice(cursor), highlighted: false });
  return chunks;
}

/**
 * A snippet around the first match: text before it longer than 20 characters becomes "..." and its last
 * 20 characters (counted in code points, so no surrogate pair is split); text far after it is dropped.
 */
export function snippetChunks(text: string, terms: string[]): HighlightChunk[] {
  const chunks = highlightChunks(text, terms);
  const first = chunks.findIndex((chunk) => chunk.highlighted);
  if (first === -1) return cutTail(chunks, SNIPPET_TAIL);
  if (first === 1) {
    const lead = Array.from(chunks[0].text);
    if (lead.length > SNIPPET_LEAD) chunks[0] = { text: ELLIPSIS + lead.slice(-SNIPPET_LEAD).join(''), highlighted: false };
  }
  return [...chunks.slice(0, first), ...cutTail(chunks.slice(first), SNIPPET_TAIL)];
}

function cutTail(chunks: HighlightChunk[], limit: number): HighlightChunk[] {
  const kept: HighlightChunk[] = [];
  let left = limit;
  for (const chunk of chunks) {
    const chars = Array.from(chunk.text);
    if (chars.length <= left) {
      kept.push(chunk);
      left -= chars.length;
      continue;
    }
    kept.push({ text: chars.slice(0, left).join('') + ELLIPSIS, highlighted: chunk.highlighted });
    break;
  }
  return kept;
}
