import { LOCALES, type EditionDescription } from '../i18n/editions';

/**
 * The scripts the editions write without spaces between words (the editions table's `wordSegmentation`: Han, for
 * zh-CN). Search takes their characters one by one: the index cuts a run of them into the segmenter's words and
 * overlapping pairs (`tokenize.ts`), a query covers it pair by pair (`query.ts`), and a highlight matches it anywhere
 * rather than as a whole word (`highlight.ts`). Any other letter or digit is part of a latin, space-separated word.
 */
const SEGMENTED = (LOCALES as readonly EditionDescription[]).flatMap((edition) => (edition.wordSegmentation ? [edition.wordSegmentation] : []));
const CHARACTER = `[${SEGMENTED.map(({ script }) => `\\p{Script=${script}}`).join('')}]`;

/** One character of such a script. */
export const UNSPACED = new RegExp(CHARACTER, 'u');

/** Every run of such characters in a text (for `matchAll` and `replace`). */
export const UNSPACED_RUNS = new RegExp(`${CHARACTER}+`, 'gu');

/** The pieces of a query: each character of such a script, and each latin word. */
export const QUERY_PIECES = new RegExp(`${CHARACTER}|[\\p{L}\\p{N}]+`, 'gu');

/** The `Intl.Segmenter` locale for a run of such characters: its script's edition's. */
export function segmenterLocale(run: string): string | undefined {
  return SEGMENTED.find(({ script }) => new RegExp(`^\\p{Script=${script}}`, 'u').test(run))?.segmenter;
}
