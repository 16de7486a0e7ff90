import { stemmer } from 'stemmer';

/** Stems already worked out: a query stems the same words again and again. */
const stems = new Map<string, string>();

/**
 * The stem of a latin word, so that a reader's inflection finds the site's: "pinning" and "pinned" → pin,
 * "animate" and "animation" → anim, "virtualized" and "virtualisation" → virtual. Porter's algorithm (the
 * `stemmer` package) after British -ise spellings become -ize ones, which the algorithm does not know, and with
 * the -able it keeps on a short stem taken off ("draggable" → drag, "sortable" → sort). Only a comparison key:
 * the index keeps the words as written, so highlighting, prefixes and typos work on real words.
 */
export function wordStem(word: string): string {
  if (!/^[a-z]{3,}$/.test(word)) return word;
  const known = stems.get(word);
  if (known !== undefined) return known;
  const stem = porterStem(word);
  stems.set(word, stem);
  return stem;
}

function porterStem(word: string): string {
  const american = word.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
  const stem = stemmer(american);
  const able = /^([a-z]{3,}?)(?:abl|ibl)$/.exec(stem);
  return able ? able[1].replace(/([^lsz])\1$/, '$1') : stem;
}
