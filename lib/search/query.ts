import { wordStem } from './stem';
import { QUERY_PIECES, UNSPACED, UNSPACED_RUNS } from './scripts';
import { DOTTED } from './tokenize';
import type { SearchTerms } from './types';

/**
 * A query as the ranking sees it: the units a page must cover (each latin word, each Chinese character) and
 * the probes that cover them (a latin word, a two-character Chinese pair, or a synonym of a stretch of units).
 * Chinese is covered pair by pair, so "表头隐藏" is covered by a page that says 隐藏表头: the two pairs the page
 * has cover all four characters, in any order.
 */
export interface QueryUnit {
  text: string;
  /** Index of the whitespace-separated query word the unit came from (the spec's weights count per word). */
  word: number;
  /** A character of a script written without spaces (Chinese: `scripts.ts`) rather than a latin word. */
  unspaced: boolean;
  /** A stop word ("how", "怎么"): matched by synonyms, never required. */
  stop: boolean;
}

export interface QueryProbe {
  /** Index terms that must all be found in one entry. */
  tokens: string[];
  /** The required units the probe covers when it matches. */
  covers: number[];
  /** Matches by prefix (and a latin word with typos): what was typed, but not a pair or a synonym. */
  loose: boolean;
  /** Found through a synonym of what was typed. */
  synonym: boolean;
  /** A part of a dotted or camel-case name ("column" of "Table.Column"): searched only when the name is found nowhere. */
  fallback?: boolean;
  /** The site's words for a reader's phrase of two words or more: as good as the phrase typed. */
  phrase?: boolean;
  /** A word of the index that the typed word misspells (two letters swapped): found as typed, counted as a typo. */
  typo?: boolean;
}

export interface ParsedQuery {
  units: QueryUnit[];
  /** Indices of the units a full match covers: every unit that is not a stop word (all of them if all are). */
  required: number[];
  probes: QueryProbe[];
}

/** Bounds that keep any input fast: extra words and units are ignored. */
const MAX_WORDS = 10;
const MAX_UNITS = 40;
const MAX_IDENTIFIER_WORDS = 4;

/** Units of one text: each Chinese character and each latin word, lower-cased, in order. */
export function splitUnits(text: string): string[] {
  return [...text.toLowerCase().matchAll(QUERY_PIECES)].map(([piece]) => piece);
}

/** Where `needle` occurs as a run of whole units in `units`: the start of each occurrence. */
function occurrences(units: string[], needle: string[]): number[] {
  const starts: number[] = [];
  if (needle.length === 0) return starts;
  for (let start = 0; start + needle.length <= units.length; start += 1) {
    if (needle.every((unit, offset) => units[start + offset] === unit)) starts.push(start);
  }
  return starts;
}

/** A phrase of the vocabulary: its units, their stems, and the stems of its words that are not stop words. */
interface Phrase {
  units: string[];
  stems: string[];
  content: string[];
}

/** A reader's phrase with the site's words (index terms of each) it stands for. */
interface Reader extends Phrase {
  site: string[][];
}

/** The vocabulary with every phrase split and stemmed once, not on every query, and found by its first stem. */
interface PreparedTerms {
  stopwords: Set<string>;
  groups: Phrase[][];
  /** Each group member, by the stem it starts with. */
  members: Map<string, Array<{ group: Phrase[]; member: Phrase }>>;
  /** Each reader's phrase, by its first stem as written and by its first stem that is not a stop word. */
  readers: Map<string, Reader[]>;
  readersByContent: Map<string, Reader[]>;
}

function indexBy<T>(items: T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const first = key(item);
    if (first !== undefined) map.set(first, [...(map.get(first) ?? []), item]);
  }
  return map;
}

const prepared = new WeakMap<SearchTerms, PreparedTerms>();

function prepare(terms: SearchTerms): PreparedTerms {
  const cached = prepared.get(terms);
  if (cached) return cached;
  const stopwords = new Set(terms.stopwords.map((word) => word.toLowerCase()));
  const phrase = (text: string): Phrase => {
    const units = splitUnits(text);
    return { units, stems: units.map(wordStem), content: units.filter((unit) => !stopwords.has(unit)).map(wordStem) };
  };
  const groups = terms.synonyms.map((group) => group.map(phrase));
  const readers = terms.concepts.flatMap(({ site, readers: words }) => {
    const tokens = site.map((word) => phraseTokens(splitUnits(word)));
    return words.map((word) => ({ ...phrase(word), site: tokens }));
  });
  const result = {
    stopwords,
    groups,
    members: indexBy(
      groups.flatMap((group) => group.map((member) => ({ group, member }))),
      ({ member }) => member.stems[0],
    ),
    readers: indexBy(readers, (reader) => reader.stems[0]),
    readersByContent: indexBy(readers, (reader) => reader.content[0]),
  };
  prepared.set(terms, result);
  return result;
}

/** Index terms for a phrase: its latin words, and its Chinese runs as two-character pairs (or the one character). */
export function phraseTokens(units: string[]): string[] {
  const tokens: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) tokens.push(run[0]);
    for (let i = 0; i + 1 < run.length; i += 1) tokens.push(run[i] + run[i + 1]);
    run = [];
  };
  for (const unit of units) {
    if (UNSPACED.test(unit)) {
      run.push(unit);
    } else {
      flush();
      tokens.push(unit);
    }
  }
  flush();
  return [...new Set(tokens)];
}

/** What the index knows of a typed word: its own words that share its stem ("pinned" for "pinning"), and
 * those it misspells by two swapped letters ("sticky" for "stikcy"). */
export interface WordLookup {
  variants(word: string): string[];
  swaps(word: string): string[];
}

const noLookup: WordLookup = { variants: () => [], swaps: () => [] };

/**
 * Parses query keywords (already trimmed) into units and probes, with the site's stop words, synonym groups and
 * reader words. `variants` gives the index's inflections of a typed word.
 */
export function parseQuery(keywords: string, terms: SearchTerms, lookup: WordLookup = noLookup): ParsedQuery {
  const units: QueryUnit[] = [];
  /** Latin identifiers typed in camel case ("rowClassName"), by unit: their words, as titles spell them out. */
  const humps = new Map<number, string[]>();
  // A word typed twice counts once: "usage usage" asks for no more than "usage".
  const typed = keywords.split(/\s+/).filter(Boolean);
  const words = typed.filter((word, index) => typed.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === index).slice(0, MAX_WORDS);
  /** Dotted API names typed ("Table.Column"): the name and the units it spans. */
  const names: Array<{ name: string; covers: number[] }> = [];
  words.forEach((word, index) => {
    for (const [name] of word.replace(UNSPACED_RUNS, ' ').matchAll(DOTTED)) {
      const first = units.length + splitUnits(word.slice(0, word.indexOf(name))).length;
      names.push({ name: name.toLowerCase(), covers: splitUnits(name).map((_, offset) => first + offset) });
    }
    for (const [piece] of word.matchAll(QUERY_PIECES)) {
      if (units.length >= MAX_UNITS) return;
      const parts = piece.split(/(?<=[a-z0-9])(?=[A-Z])/);
      if (parts.length > 1)
        humps.set(
          units.length,
          parts.map((part) => part.toLowerCase()),
        );
      units.push({ text: piece.toLowerCase(), word: index, unspaced: UNSPACED.test(piece), stop: false });
    }
  });
  const texts = units.map((unit) => unit.text);
  const stems = texts.map(wordStem);

  const vocabulary = prepare(terms);
  const { stopwords } = vocabulary;
  // A latin stop word counts only as a whole query word ("to", not the "to" of "scroll.to"); a Chinese one anywhere.
  for (const stop of terms.stopwords) {
    const needle = splitUnits(stop);
    for (const start of occurrences(texts, needle)) {
      const end = start + needle.length;
      const startsWord = start === 0 || units[start - 1].word !== units[start].word;
      const endsWord = end === units.length || units[end].word !== units[end - 1].word;
      const whole = UNSPACED.test(stop) || (startsWord && endsWord);
      if (whole) for (let i = start; i < end; i += 1) units[i].stop = true;
    }
  }
  // A stop word inside a reader's phrase as written is part of it: "nested table" asks for a table, not for "nested".
  const typedStems = texts.map(wordStem);
  /** The phrases of `map` whose first stem is one of `stems`: the only ones that can occur in them. */
  const candidates = <T>(map: Map<string, T[]>, stems: string[]) => [...new Set(stems)].flatMap((stem) => map.get(stem) ?? []);
  for (const reader of candidates(vocabulary.readers, typedStems)) {
    if (reader.content.length === reader.units.length) continue;
    for (const start of occurrences(typedStems, reader.stems)) for (let i = start; i < start + reader.units.length; i += 1) units[i].stop = false;
  }
  const anyRequired = units.some((unit) => !unit.stop);
  if (!anyRequired) for (const unit of units) unit.stop = false;
  const required = units.flatMap((unit, index) => (unit.stop ? [] : [index]));

  const probes: QueryProbe[] = [];
  const named = new Set(names.flatMap(({ covers }) => covers));
  units.forEach((unit, index) => {
    if (unit.stop) return;
    if (!unit.unspaced) {
      const fallback = named.has(index);
      probes.push({ tokens: [unit.text], covers: [index], loose: true, synonym: false, fallback });
      // An inflection is what was typed: "headers" finds "header", and "pinning" "pinned", as surely as typed.
      for (const variant of lookup.variants(unit.text)) probes.push({ tokens: [variant], covers: [index], loose: false, synonym: false, fallback });
      for (const swap of lookup.swaps(unit.text)) probes.push({ tokens: [swap], covers: [index], loose: false, synonym: false, typo: true, fallback });
      // A camel-case name's words ("offset header" of offsetHeader) only where the name itself is found nowhere.
      const parts = humps.get(index);
      const words = parts?.filter((part) => !stopwords.has(part));
      if (words?.length) probes.push({ tokens: words, covers: [index], loose: false, synonym: false, fallback: true });
      return;
    }
    const next = units[index + 1];
    const previous = units[index - 1];
    const pairsNext = next?.unspaced && !next.stop;
    const pairsPrevious = previous?.unspaced && !previous.stop;
    if (pairsNext) probes.push({ tokens: [unit.text + next.text], covers: [index, index + 1], loose: false, synonym: false });
    // A character with no Chinese neighbour is searched alone: a one-character query, or one left between stop words.
    if (!pairsNext && !pairsPrevious) probes.push({ tokens: [unit.text], covers: [index], loose: true, synonym: false });
  });

  for (const { name, covers } of names) {
    const kept = covers.filter((unit) => unit < units.length && !units[unit].stop);
    if (kept.length > 0) probes.push({ tokens: [name], covers: kept, loose: true, synonym: false });
  }

  // Adjacent latin words also as one identifier, as typed: "row class name" finds rowClassName, "scroll to" scrollTo.
  for (let start = 0; start < units.length; start += 1) {
    for (let end = start + 2; end <= Math.min(units.length, start + MAX_IDENTIFIER_WORDS); end += 1) {
      const span = units.slice(start, end);
      if (span.some((unit) => unit.unspaced)) break;
      const covers = span.flatMap((unit, offset) => (unit.stop ? [] : [start + offset]));
      const fallback = covers.some((unit) => named.has(unit));
      if (covers.length > 0) probes.push({ tokens: [span.map((unit) => unit.text).join('')], covers, loose: false, synonym: false, fallback });
    }
  }

  /** The units of a stretch that spells `phrase` at `start`, stop words left out (they are never required). */
  const coveredBy = (phrase: string[], start: number) => phrase.map((_, offset) => start + offset).filter((i) => !units[i].stop);

  // A stretch of units that spells a synonym is also covered by each other member of its groups.
  for (const { group, member } of candidates(vocabulary.members, stems)) {
    for (const start of occurrences(stems, member.stems)) {
      const covers = coveredBy(member.units, start);
      if (covers.length === 0) continue;
      for (const other of group) if (other !== member) probes.push({ tokens: phraseTokens(other.units), covers, loose: false, synonym: true });
    }
  }
  // A stretch that spells a reader's word is covered by the site's words for the concept (one way only: the
  // site's words never stand for the reader's). A phrase of two words or more skips stop words on both sides
  // ("parent and child" spells "parent child"); one that would keep a single word is matched as written, stop
  // words and all ("nested table" is not "nested").
  const content = units.flatMap((unit, index) => (stopwords.has(unit.text) ? [] : [index]));
  const contentStems = content.map((unit) => stems[unit]);
  /** The units from the `length` content words at `start` on, stop words between them included, less the stop words. */
  const spanOf = (start: number, length: number) => {
    const first = content[start];
    return coveredBy(
      units.slice(first, content[start + length - 1] + 1).map((unit) => unit.text),
      first,
    );
  };
  const readers = new Set([
    ...candidates(vocabulary.readersByContent, contentStems).filter((reader) => reader.content.length >= 2),
    ...candidates(vocabulary.readers, stems).filter((reader) => reader.content.length < 2),
  ]);
  for (const reader of readers) {
    // Typed as written, the phrase covers all its units, its stop words too where they are required ("what's new").
    const written = occurrences(stems, reader.stems).map((start) => coveredBy(reader.units, start));
    const spans =
      reader.content.length >= 2 ? [...written, ...occurrences(contentStems, reader.content).map((start) => spanOf(start, reader.content.length))] : written;
    for (const covers of spans) {
      if (covers.length === 0) continue;
      for (const tokens of reader.site) probes.push({ tokens, covers, loose: false, synonym: true, phrase: reader.units.length >= 2 });
    }
  }
  const seen = new Set<string>();
  const distinct = probes.filter((probe) => {
    const key = `${probe.tokens.join(' ')}|${probe.covers.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { units, required, probes: distinct };
}
