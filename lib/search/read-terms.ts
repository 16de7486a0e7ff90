import fs from 'node:fs';
import path from 'node:path';
import { GLOSSARY_FILE, parseGlossary } from '../terms/glossary';
import { buildSearchTerms, SEARCH_SYNONYMS_FILE, SEARCH_VOCABULARY_FILE } from './terms';
import type { SearchTerms } from './types';

/** Reads the glossary and the search vocabulary under `root` (build time only: it touches the file system). */
export function readSearchTerms(root: string): SearchTerms {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  return buildSearchTerms(parseGlossary(read(GLOSSARY_FILE)), read(SEARCH_SYNONYMS_FILE), read(SEARCH_VOCABULARY_FILE));
}
