import { ContentError } from '../registry/errors';
import { jsonSyntaxPosition } from '../registry/json-position';
import type { GlossaryEntry } from '../terms/glossary';
import type { SearchTerms } from './types';

/** Where the search-only vocabulary lives, relative to the site root; every error about it names this file. */
export const SEARCH_SYNONYMS_FILE = 'content/search-synonyms.json';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

/**
 * The search vocabulary: one synonym group per glossary concept (its term, the variants the site avoids and
 * the English terms), then the groups and stop words of `content/search-synonyms.json`. Fails, naming that
 * file, on bad JSON, a group of fewer than two words, or a stop word that is also a synonym (a stop word is
 * never required, so the synonym could never be required either).
 */
export function buildSearchTerms(glossary: GlossaryEntry[], synonymsText: string): SearchTerms {
  let parsed: unknown;
  try {
    parsed = JSON.parse(synonymsText);
  } catch (error) {
    throw new ContentError(SEARCH_SYNONYMS_FILE, `is not valid JSON (${(error as Error).message})`, jsonSyntaxPosition(synonymsText, error));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ContentError(SEARCH_SYNONYMS_FILE, 'must be an object with "stopwords" and "groups"');
  const { stopwords, groups } = parsed as Record<string, unknown>;
  if (!isStringList(stopwords)) throw new ContentError(SEARCH_SYNONYMS_FILE, '"stopwords" must be a list of non-empty strings');
  if (!Array.isArray(groups)) throw new ContentError(SEARCH_SYNONYMS_FILE, '"groups" must be a list of word lists');
  groups.forEach((group, index) => {
    if (!isStringList(group) || group.length < 2) throw new ContentError(SEARCH_SYNONYMS_FILE, `groups[${index}] must list at least two non-empty words`);
  });
  const synonyms = [...glossary.map((entry) => [entry.term, ...entry.variants, ...entry.en]), ...(groups as string[][])];
  const stops = new Set(stopwords.map((word) => word.toLowerCase()));
  for (const word of synonyms.flat()) {
    if (stops.has(word.toLowerCase())) throw new ContentError(SEARCH_SYNONYMS_FILE, `"${word}" is both a stop word and a synonym`);
  }
  return { synonyms, stopwords };
}
