import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { buildSearchDocuments, type SearchDocument } from './documents';
import { highlightChunks, matchRanges, snippetChunks } from './highlight';
import { parseQuery, splitUnits, type ParsedQuery, type QueryProbe, type WordLookup } from './query';
import { compareRanks, heldByTitles, FOUND, LOOSE, rankOf, type DocumentMatch, type ExactName, type MatchRank, type TitleFit } from './rank';
import { wordStem } from './stem';
import { latinWords, tokenize } from './tokenize';
import type { HintType, SearchHint, SearchMetadata, SearchResultGroup, SearchTerms } from './types';

/** SPEC §9 weights: a query word found in text counts 1, in a section or demo title 10, in the page title 100. */
const FIELD_WEIGHTS = { text: 1, keywords: 1, title: 10, pageTitle: 100 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** Longer queries are cut: any input stays fast. */
const MAX_QUERY_LENGTH = 200;
const MAX_HINTS_PER_GROUP = 30;
/** A synonym's find counts for less than what was typed, so a page in the reader's own words ranks first among equals. */
const SYNONYM_SCORE = 0.5;
/** With fewer full matches than this, entries that cover at least half of the query follow them. */
const FALLBACK_BELOW = 5;
const FALLBACK_COVERAGE = 0.5;
/** The title length of an entry whose titles hold nothing of the query. */
const NO_TITLE = 1000;

/**
 * A name only code spells (`onRow`, `scroll.y`): typed alone, it asks for that API row. A plain word that is also a
 * prop (`caption`, `sticky`) names a feature, which its demo shows first.
 */
const isCodeName = (name: string) => /[a-z][A-Z]|\./.test(name);

/** A query that is one name as code spells it: camel case, dotted, or a hyphenated package or class name. */
const isCodeQuery = (typed: string) => !/\s/.test(typed) && /[a-z][A-Z]|\.|\w-\w/.test(typed);

export interface SiteSearchIndex {
  engine: MiniSearch<SearchDocument>;
  documents: SearchDocument[];
  terms: SearchTerms;
  /** Per page entry, the entries of the same page (its sections and demos, not its tabs). */
  pageParts: Map<number, number[]>;
  /** Per entry, the stems of the units of each of its titles, split once at build rather than on every query. */
  titleUnits: string[][][];
  /** The index's latin words by stem: how a typed word finds the site's inflections of it. */
  wordsByStem: Map<string, string[]>;
  /** The index's latin words. */
  words: Set<string>;
  /** The stems of the stop words, which titles are measured without. */
  stopStems: Set<string>;
}

/** Every latin word of the entries' fields, by stem: each distinct word stemmed once. */
function indexWordsByStem(documents: SearchDocument[]): Map<string, string[]> {
  const distinct = new Set(documents.flatMap((doc) => FIELDS.flatMap((field) => latinWords(doc[field]))));
  const words = new Map<string, string[]>();
  for (const word of distinct) {
    const stem = wordStem(word);
    words.set(stem, [...(words.get(stem) ?? []), word]);
  }
  return words;
}

/** Builds the MiniSearch index over the page sections, demos and page titles of the metadata. */
export function buildSearchIndex(metadata: SearchMetadata, otherGroupTitle: string): SiteSearchIndex {
  const documents = buildSearchDocuments(metadata, otherGroupTitle);
  const engine = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize,
    // The tokeniser already lower-cases; keep every term as it is.
    processTerm: (term) => term,
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: { pageTitle: 3, title: 2, keywords: 1.5 } },
  });
  engine.addAll(documents);
  const pageOf = new Map(documents.filter((doc) => doc.kind === 'page').map((doc) => [doc.link, doc.id]));
  const pageParts = new Map<number, number[]>();
  for (const doc of documents) {
    const page = pageOf.get(doc.link.split('#')[0]);
    if (page !== undefined && page !== doc.id) pageParts.set(page, [...(pageParts.get(page) ?? []), doc.id]);
  }
  const titleUnits = documents.map((doc) => doc.titles.map((title) => splitUnits(title).map(wordStem)));
  const wordsByStem = indexWordsByStem(documents);
  return {
    engine,
    documents,
    terms: metadata.terms,
    pageParts,
    titleUnits,
    wordsByStem,
    words: new Set([...wordsByStem.values()].flat()),
    stopStems: new Set(metadata.terms.stopwords.map((word) => wordStem(word.toLowerCase()))),
  };
}

/** Exact pairs and synonyms; typed words also by prefix and, latin ones from 4 letters, with one typo (two from 7). */
function probeOptions(probe: QueryProbe): SearchOptions {
  if (!probe.loose) return { combineWith: 'AND', prefix: false, fuzzy: false };
  const [term] = probe.tokens;
  const latin = !/\p{Script=Han}/u.test(term);
  // One latin letter or digit as a prefix would find nearly every entry.
  return { combineWith: 'AND', prefix: !latin || term.length > 1, fuzzy: latin && term.length >= 4 ? (term.length >= 7 ? 2 : 1) : false };
}

const whereFound = (fields: Iterable<string>): number => {
  const all = new Set(fields);
  if (all.has('title') || all.has('pageTitle')) return FOUND.title;
  return all.has('keywords') ? FOUND.keywords : FOUND.text;
};

/**
 * How well a probe's result found what was typed: the best field it is in (for a phrase, the best field of its
 * worst-placed word), less a step if only loosely.
 */
function foundLevel(probe: QueryProbe, result: SearchResult): number {
  const where =
    probe.tokens.length > 1 ? Math.min(...probe.tokens.map((token) => whereFound(result.match[token] ?? []))) : whereFound(Object.values(result.match).flat());
  const [typed] = probe.tokens;
  const asTyped = probe.phrase || (!probe.synonym && !probe.typo && (!probe.loose || Object.keys(result.match).some((term) => term.startsWith(typed))));
  return asTyped ? where : where - LOOSE;
}

const emptyMatch = (): DocumentMatch => ({ found: new Map(), words: new Map(), score: 0, terms: new Set(), inText: false });

/** Runs every probe and collects, per entry, the units it found, how well, and the spec's per-word weights. */
function collect(index: SiteSearchIndex, query: ParsedQuery): Map<number, DocumentMatch> {
  const required = new Set(query.required);
  const matches = new Map<number, DocumentMatch>();
  const found = new Set<number>();
  const run = (probe: QueryProbe) => {
    for (const result of index.engine.search({ queries: probe.tokens, ...probeOptions(probe) })) {
      // An API row is found by its name as typed; a synonym would make it stand for a feature its demo shows.
      if (probe.synonym && index.documents[result.id as number].kind === 'api') continue;
      for (const unit of probe.covers) found.add(unit);
      const match = matches.get(result.id as number) ?? emptyMatch();
      const fields = new Set(Object.values(result.match).flat());
      const weight = Math.max(0, ...[...fields].map((field) => FIELD_WEIGHTS[field as Field] ?? 0));
      // An API row is a name, not a page about it: a word in it counts as a keyword (the whole name is `exactName`).
      const level = index.documents[result.id as number].kind === 'api' ? Math.min(FOUND.keywords, foundLevel(probe, result)) : foundLevel(probe, result);
      for (const unit of probe.covers) {
        if (required.has(unit)) match.found.set(unit, Math.max(match.found.get(unit) ?? 0, level));
        const word = query.units[unit].word;
        match.words.set(word, Math.max(match.words.get(word) ?? 0, weight));
      }
      match.inText ||= fields.has('text') || fields.has('keywords');
      match.score += result.score * (probe.synonym ? SYNONYM_SCORE : 1);
      for (const term of result.terms) match.terms.add(term);
      matches.set(result.id as number, match);
    }
  };
  for (const probe of query.probes) if (!probe.fallback) run(probe);
  // The parts of a dotted name are searched only when the name itself is found nowhere.
  for (const probe of query.probes) if (probe.fallback && !probe.covers.some((unit) => found.has(unit))) run(probe);
  return matches;
}

/**
 * A page entry also stands for its parts: it covers what its sections and demos cover between them. A record's
 * sections are separate changes, so words spread over several are no match for the record, unless `recorded` says
 * the query is a code name one of them spells out.
 */
function withPages(index: SiteSearchIndex, matches: Map<number, DocumentMatch>, recorded: (page: SearchDocument) => boolean): Map<number, DocumentMatch> {
  const merged = new Map(matches);
  for (const [page, parts] of index.pageParts) {
    if (index.documents[page].record && !recorded(index.documents[page])) continue;
    const found = parts.flatMap((part) => {
      const match = matches.get(part);
      // The reference page is not about every prop its tables list.
      if (!match || index.documents[part].reference) return [];
      if (index.documents[part].kind !== 'section') return [match];
      // A section heading is a title of its own, not the page's: for the page it weighs as a keyword.
      const asKeyword = (level: number) => (level > FOUND.keywords ? level - (FOUND.title - FOUND.keywords) : level);
      return [{ ...match, found: new Map([...match.found].map(([unit, level]) => [unit, asKeyword(level)])) }];
    });
    const own = matches.get(page);
    if (!own && found.length === 0) continue;
    const sum = emptyMatch();
    for (const match of own ? [own, ...found] : found) {
      for (const [unit, level] of match.found) sum.found.set(unit, Math.max(sum.found.get(unit) ?? 0, level));
      for (const [word, weight] of match.words) sum.words.set(word, Math.max(sum.words.get(word) ?? 0, weight));
      for (const term of match.terms) sum.terms.add(term);
      sum.inText ||= match.inText;
    }
    // A page that matched nothing itself, and whose words one part already holds, is left to that part.
    if (!own && found.some((part) => part.found.size === sum.found.size)) continue;
    // The page's own score, or its best part's: a sum would favour long pages over the one about the query.
    sum.score = own?.score ?? Math.max(...found.map((match) => match.score));
    merged.set(page, sum);
  }
  return merged;
}

function hintType(doc: SearchDocument, match: DocumentMatch): HintType {
  if (doc.kind === 'page') return 'page';
  if (doc.kind === 'demo') return 'demo';
  return match.inText ? 'content' : 'title';
}

function toHint(doc: SearchDocument, match: DocumentMatch, rank: MatchRank): SearchHint {
  const terms = [...match.terms];
  const paragraph = doc.paragraphs.find((text) => matchRanges(text, terms).length > 0) ?? doc.paragraphs[0] ?? '';
  return {
    type: hintType(doc, match),
    link: doc.link,
    priority: rank.priority,
    highlightTitleTexts: highlightChunks(doc.titleLabel, terms),
    highlightTexts: paragraph ? snippetChunks(paragraph, terms) : [],
    pageTitle: doc.pageTitleLabel,
  };
}

/** Two neighbouring letters swapped, each way, that spell a word of the index ("stikcy" → sticky). */
function swapsIn(index: SiteSearchIndex, word: string): string[] {
  if (word.length < 4 || index.words.has(word)) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (index.words.has(swapped)) swaps.add(swapped);
  }
  return [...swaps];
}

const lookupIn = (index: SiteSearchIndex): WordLookup => ({
  variants: (word) => (index.wordsByStem.get(wordStem(word)) ?? []).filter((other) => other !== word),
  swaps: (word) => swapsIn(index, word),
});

/** Every entry that matched any of the query, with how it ranks. */
function rankEntries(index: SiteSearchIndex, keywords: string) {
  const query = parseQuery(keywords.slice(0, MAX_QUERY_LENGTH).trim(), index.terms, lookupIn(index));
  const wantedUnits = query.required.map((unit) => wordStem(query.units[unit].text));
  const wanted = wantedUnits.join(' ');
  // Titles are measured without stop words ("Row and Cell Click" is three words long), the query's or any other.
  const stop = new Set([...index.stopStems, ...query.units.filter((unit) => unit.stop).map((unit) => wordStem(unit.text))]);
  const titleOf = (doc: SearchDocument): TitleFit => {
    const titles = index.titleUnits[doc.id].map((units) => units.filter((unit) => !stop.has(unit)));
    // The title that counts is the one the query is most in (a page's English title, or its Chinese subtitle); an
    // entry whose titles hold none of the query is no closer for having a short one.
    const fits = titles
      .map((units) => ({ hits: wantedUnits.filter((want) => units.some((unit) => unit.startsWith(want))).length, length: units.length }))
      .filter((fit) => fit.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.length - b.length);
    return { whole: titles.some((units) => units.join(' ') === wanted), hits: fits[0]?.hits ?? 0, length: fits[0]?.length ?? NO_TITLE };
  };
  const typed = keywords.trim();
  const exactName = (doc: SearchDocument): ExactName => {
    // As code spells it, case and all: "colspan" is the feature, `colSpan` the prop.
    const named = doc.names?.some((name) => isCodeName(name) && name === typed);
    return named ? (doc.deprecated ? 1 : 2) : 0;
  };

  // A record of changes is where a renamed or removed name is found: typed alone, it is not put aside.
  const holds = (doc: SearchDocument) => [doc.title, doc.text, doc.keywords].some((field) => field.includes(typed));
  const recorded = (doc: SearchDocument) =>
    isCodeQuery(typed) && (holds(doc) || (index.pageParts.get(doc.id) ?? []).some((part) => holds(index.documents[part])));

  const entries = [...withPages(index, collect(index, query), recorded)].map(([id, match]) => {
    const doc = index.documents[id];
    return {
      doc,
      match,
      rank: rankOf(match, query.required.length, titleOf(doc), {
        exactName: exactName(doc),
        reference: doc.reference,
        record: doc.record && !recorded(doc),
      }),
    };
  });
  // For a query that names no problem ("merge cells", not "merged cell not highlighted"), a troubleshooting answer
  // waits behind the pages that teach the thing, unless its own titles or keywords hold the query as typed and no
  // such page's hold it.
  if (!namesProblem(keywords, index.terms.symptoms)) {
    const taught = entries.some(({ doc, rank }) => !doc.answer && !doc.record && heldByTitles(rank));
    for (const { doc, rank } of entries) if (doc.answer && (taught || !heldByTitles(rank, true))) rank.aside = true;
  }
  return entries;
}

/**
 * Whether a query describes a problem: it holds a symptom word, a Latin one as a whole word ("not", never the
 * "not" of "notes"), a Han one anywhere ("不生效").
 */
export function namesProblem(keywords: string, symptoms: readonly string[]): boolean {
  const text = keywords.toLowerCase();
  const words = ` ${text.split(/[^\p{L}\p{N}']+/u).join(' ')} `;
  return symptoms.some((symptom) => {
    const word = symptom.toLowerCase();
    return /\p{Script=Han}/u.test(word) ? text.includes(word) : words.includes(` ${word} `);
  });
}

/**
 * How many entries cover the whole query, and the link of the best: what another line's index is asked when this
 * line has no such entry ("3 results in 7.x").
 */
export function fullMatches(index: SiteSearchIndex, keywords: string): { count: number; best?: string } {
  const full = rankEntries(index, keywords)
    .filter(({ rank }) => rank.coverage === 1)
    .sort((a, b) => compareRanks(a.rank, b.rank));
  return full.length === 0 ? { count: 0 } : { count: full.length, best: full[0].doc.link };
}

/**
 * Searches the index. Entries that cover every query unit are shown, then, when fewer than five do, those
 * that cover at least half. Entries are ranked by `compareRanks` (coverage, how well, a title that is the
 * query, the spec's weights, MiniSearch's score); groups by their best entry, then by the nav order.
 */
export function searchSite(index: SiteSearchIndex, keywords: string): SearchResultGroup[] {
  const ranked = rankEntries(index, keywords);
  const full = ranked.filter(({ rank }) => rank.coverage === 1);
  const shown =
    full.length >= FALLBACK_BELOW ? full : ranked.filter(({ rank }) => rank.coverage === 1 || rank.coverage >= FALLBACK_COVERAGE || full.length === 0);

  const groups = new Map<string, { title: string; priority: number; found: typeof shown }>();
  for (const entry of shown) {
    const group = groups.get(entry.doc.group.title) ?? { ...entry.doc.group, found: [] };
    group.found.push(entry);
    groups.set(entry.doc.group.title, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, found: group.found.sort((a, b) => compareRanks(a.rank, b.rank)) }))
    .sort((a, b) => compareRanks(a.found[0].rank, b.found[0].rank, 'group') || a.priority - b.priority)
    .map(({ title, priority, found }) => ({
      title,
      priority,
      hints: found.slice(0, MAX_HINTS_PER_GROUP).map(({ doc, match, rank }) => toHint(doc, match, rank)),
    }));
}
