import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import { ContentError } from '@/lib/registry/errors';
import type { Registry } from '@/lib/registry/types';
import { buildSearchIndex } from '@/lib/search/engine';
import { toSearchMetadata } from '@/lib/search/metadata';
import { phraseTokens, splitUnits } from '@/lib/search/query';
import { buildSearchTerms, SEARCH_SYNONYMS_FILE } from '@/lib/search/terms';
import { GLOSSARY_FILE, parseGlossary } from '@/lib/terms/glossary';

const glossary = parseGlossary(fs.readFileSync(path.join(__dirname, '../../..', GLOSSARY_FILE), 'utf8'));

describe('buildSearchTerms', () => {
  it('makes a group of each glossary concept, then adds the file’s groups and stop words', () => {
    const terms = buildSearchTerms(glossary.slice(0, 1), JSON.stringify({ stopwords: ['how'], groups: [['pin', 'fixed']] }));
    expect(terms).toEqual({
      synonyms: [
        [glossary[0].term, ...glossary[0].variants, ...glossary[0].en],
        ['pin', 'fixed'],
      ],
      stopwords: ['how'],
    });
  });

  it.each([
    ['{', 'is not valid JSON'],
    ['[]', 'must be an object'],
    ['{"stopwords": [1], "groups": []}', '"stopwords" must be a list'],
    ['{"stopwords": [], "groups": [["alone"]]}', 'groups[0] must list at least two'],
    ['{"stopwords": ["pin"], "groups": [["pin", "fixed"]]}', '"pin" is both a stop word and a synonym'],
  ])('fails on %s, naming the file', (text, reason) => {
    expect(() => buildSearchTerms([], text)).toThrow(ContentError);
    expect(() => buildSearchTerms([], text)).toThrow(`${SEARCH_SYNONYMS_FILE}: `);
    expect(() => buildSearchTerms([], text)).toThrow(reason);
  });
});

describe('the site’s search vocabulary', () => {
  const metadata = toSearchMetadata(generated as Registry, searchTerms, 'zh-CN');
  const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
  const occurs = (word: string) => index.engine.search({ queries: phraseTokens(splitUnits(word)), combineWith: 'AND' }).length > 0;

  it('maps every synonym group to a word that really occurs in the texts', () => {
    expect(searchTerms.synonyms.filter((group) => !group.some(occurs))).toEqual([]);
  });
});
