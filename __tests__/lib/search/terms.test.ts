import fs from 'node:fs';
import path from 'node:path';
import searchTerms from '@/.generated/search-terms.json';
import { ContentError } from '@/lib/registry/errors';
import { buildSearchIndex } from '@/lib/search/engine';
import { phraseTokens, splitUnits } from '@/lib/search/query';
import { buildSearchTerms, SEARCH_SYNONYMS_FILE, SEARCH_VOCABULARY_FILE } from '@/lib/search/terms';
import { GLOSSARY_FILE, parseGlossary } from '@/lib/terms/glossary';
import { sitePayload } from './site-payload';

const glossary = parseGlossary(fs.readFileSync(path.join(__dirname, '../../..', GLOSSARY_FILE), 'utf8'));
const noVocabulary = JSON.stringify({ stopwords: [], concepts: [] });

describe('buildSearchTerms', () => {
  it('makes a group of each glossary concept, then adds the files’ groups, concepts, stop words and symptom words', () => {
    const vocabulary = JSON.stringify({ stopwords: ['why'], concepts: [{ site: ['virtual'], readers: ['windowing'] }], symptoms: ['not working'] });
    const terms = buildSearchTerms(glossary.slice(0, 1), JSON.stringify({ stopwords: ['how'], groups: [['pin', 'fixed']] }), vocabulary);
    expect(terms).toEqual({
      synonyms: [
        [glossary[0].term, ...glossary[0].variants, ...glossary[0].en],
        ['pin', 'fixed'],
      ],
      concepts: [{ site: ['virtual'], readers: ['windowing'] }],
      stopwords: ['how', 'why'],
      symptoms: ['not working'],
    });
  });

  it.each([
    ['{', 'is not valid JSON'],
    ['[]', 'must be an object'],
    ['{"stopwords": [1], "groups": []}', '"stopwords" must be a list'],
    ['{"stopwords": [], "groups": [["alone"]]}', 'groups[0] must list at least two'],
    ['{"stopwords": ["pin"], "groups": [["pin", "fixed"]]}', '"pin" is both a stop word and a synonym'],
  ])('fails on the synonyms %s, naming the file', (text, reason) => {
    expect(() => buildSearchTerms([], text, noVocabulary)).toThrow(ContentError);
    expect(() => buildSearchTerms([], text, noVocabulary)).toThrow(`${SEARCH_SYNONYMS_FILE}: `);
    expect(() => buildSearchTerms([], text, noVocabulary)).toThrow(reason);
  });

  it.each([
    ['{', 'is not valid JSON'],
    ['{"stopwords": [], "concepts": {}}', '"concepts" must be a list'],
    ['{"stopwords": [], "concepts": [{"site": ["virtual"], "readers": []}]}', 'concepts[0] needs "site" and "readers"'],
    ['{"stopwords": [], "concepts": [{"site": ["virtual"], "readers": ["Virtual"]}]}', '"Virtual" is both a reader\'s word and the site\'s'],
    ['{"stopwords": ["pin"], "concepts": [{"site": ["fixed"], "readers": ["pin"]}]}', '"pin" is both a stop word and a concept\'s word'],
    ['{"stopwords": ["how", "to"], "concepts": [{"site": ["fixed"], "readers": ["how to"]}]}', '"how to" is nothing but stop words'],
    ['{"stopwords": [], "concepts": [], "symptoms": ["not working", ""]}', '"symptoms" must be a list of non-empty strings'],
  ])('fails on the vocabulary %s, naming the file', (text, reason) => {
    const synonyms = JSON.stringify({ stopwords: [], groups: [] });
    expect(() => buildSearchTerms([], synonyms, text)).toThrow(`${SEARCH_VOCABULARY_FILE}: `);
    expect(() => buildSearchTerms([], synonyms, text)).toThrow(reason);
  });
});

describe('the site’s search vocabulary', () => {
  const occursIn = (locale: 'zh-CN' | 'en') => {
    const metadata = sitePayload(locale);
    const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
    return (word: string) => index.engine.search({ queries: phraseTokens(splitUnits(word)), combineWith: 'AND' }).length > 0;
  };
  const inChinese = occursIn('zh-CN');
  const inEnglish = occursIn('en');

  it('maps every synonym group to a word that really occurs in the zh-CN texts', () => {
    expect(searchTerms.synonyms.filter((group) => !group.some(inChinese))).toEqual([]);
  });

  it("names every concept in words that occur in the English texts (the site's words are what the reader's find)", () => {
    expect(searchTerms.concepts.flatMap((concept) => concept.site.filter((word) => !inEnglish(word)))).toEqual([]);
  });
});
