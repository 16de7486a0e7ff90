import { ContentError } from '../registry/errors';
import { jsonSyntaxPosition } from '../registry/json-position';
import type { GlossaryEntry } from '../terms/glossary';
import type { SearchConcept, SearchTerms } from './types';

/** Where the search-only vocabulary lives, relative to the site root; every error about it names its file. */
export const SEARCH_SYNONYMS_FILE = 'content/search-synonyms.json';
export const SEARCH_VOCABULARY_FILE = 'content/search-vocabulary.json';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

function parseObject(file: string, text: string, keys: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, `is not valid JSON (${(error as Error).message})`, jsonSyntaxPosition(text, error));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ContentError(file, `must be an object with ${keys}`);
  return parsed as Record<string, unknown>;
}

function parseStopwords(file: string, stopwords: unknown): string[] {
  if (!isStringList(stopwords)) throw new ContentError(file, '"stopwords" must be a list of non-empty strings');
  return stopwords;
}

function parseConcepts(concepts: unknown): SearchConcept[] {
  const file = SEARCH_VOCABULARY_FILE;
  if (!Array.isArray(concepts)) throw new ContentError(file, '"concepts" must be a list of { "site", "readers" } objects');
  return concepts.map((concept: unknown, index) => {
    const { site, readers } = (typeof concept === 'object' && concept !== null ? concept : {}) as Record<string, unknown>;
    if (!isStringList(site) || site.length === 0 || !isStringList(readers) || readers.length === 0)
      throw new ContentError(file, `concepts[${index}] needs "site" and "readers" as non-empty lists of non-empty strings`);
    const own = new Set(site.map((word) => word.toLowerCase()));
    const both = readers.find((word) => own.has(word.toLowerCase()));
    if (both) throw new ContentError(file, `concepts[${index}]: "${both}" is both a reader's word and the site's`);
    return { site, readers };
  });
}

/**
 * The search vocabulary: one synonym group per glossary concept (its term, the variants the site avoids and
 * the English terms), then the groups and stop words of `content/search-synonyms.json`, and the English reader
 * words and stop words of `content/search-vocabulary.json`. Fails, naming the file, on bad JSON, a group of
 * fewer than two words, a concept without site or reader words, or a stop word that is also a synonym or a
 * reader's word (a stop word is never required, so that word could never be required either).
 */
export function buildSearchTerms(glossary: GlossaryEntry[], synonymsText: string, vocabularyText: string): SearchTerms {
  const { stopwords, groups } = parseObject(SEARCH_SYNONYMS_FILE, synonymsText, '"stopwords" and "groups"');
  const chineseStops = parseStopwords(SEARCH_SYNONYMS_FILE, stopwords);
  if (!Array.isArray(groups)) throw new ContentError(SEARCH_SYNONYMS_FILE, '"groups" must be a list of word lists');
  groups.forEach((group, index) => {
    if (!isStringList(group) || group.length < 2) throw new ContentError(SEARCH_SYNONYMS_FILE, `groups[${index}] must list at least two non-empty words`);
  });
  const vocabulary = parseObject(SEARCH_VOCABULARY_FILE, vocabularyText, '"stopwords" and "concepts"');
  const englishStops = parseStopwords(SEARCH_VOCABULARY_FILE, vocabulary.stopwords);
  const concepts = parseConcepts(vocabulary.concepts);
  const symptoms = vocabulary.symptoms ?? [];
  if (!isStringList(symptoms)) throw new ContentError(SEARCH_VOCABULARY_FILE, '"symptoms" must be a list of non-empty strings');

  const synonyms = [...glossary.map((entry) => [entry.term, ...entry.variants, ...entry.en]), ...(groups as string[][])];
  const stops = new Set([...chineseStops, ...englishStops].map((word) => word.toLowerCase()));
  for (const word of synonyms.flat()) {
    if (stops.has(word.toLowerCase())) throw new ContentError(SEARCH_SYNONYMS_FILE, `"${word}" is both a stop word and a synonym`);
  }
  for (const word of concepts.flatMap((concept) => [...concept.site, ...concept.readers])) {
    if (stops.has(word.toLowerCase())) throw new ContentError(SEARCH_VOCABULARY_FILE, `"${word}" is both a stop word and a concept's word`);
  }
  for (const reader of concepts.flatMap((concept) => concept.readers)) {
    if (
      reader
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .every((word) => word === '' || stops.has(word))
    )
      throw new ContentError(SEARCH_VOCABULARY_FILE, `"${reader}" is nothing but stop words`);
  }
  return { synonyms, concepts, stopwords: [...new Set([...chineseStops, ...englishStops])], symptoms };
}
