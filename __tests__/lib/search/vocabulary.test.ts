/**
 * Each English reader's word, both ways (content/search-vocabulary.json): on the English payload it finds, among the
 * first three, a page that holds one of the site's words for its concept; and on a site where one page is titled
 * with the reader's word itself, that page ranks before the concept's page, which still shows, while the site's
 * word finds the concept's page first.
 */
import searchTerms from '@/.generated/search-terms.json';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { phraseTokens, splitUnits } from '@/lib/search/query';
import type { SearchMetadata } from '@/lib/search/types';
import { sitePayload } from './site-payload';

const payload = sitePayload('en');
const index = buildSearchIndex(payload, payload.otherPagesTitle);
const stopwords = new Set(searchTerms.stopwords);
const pairs = searchTerms.concepts.flatMap((concept) => concept.readers.map((reader) => ({ reader, site: concept.site })));

/** The pages that hold a phrase of the site's, in any field. */
function pagesHolding(word: string): Set<string> {
  const found = index.engine.search({ queries: phraseTokens(splitUnits(word)), combineWith: 'AND' });
  return new Set(found.map((result) => index.documents[result.id as number].link.split(/[#?]/)[0]));
}

describe('the English vocabulary, reader → site', () => {
  it.each(pairs)('"$reader" finds a page that holds its concept among the first three', ({ reader, site }) => {
    const holding = new Set(site.flatMap((word) => [...pagesHolding(word)]));
    const links = searchSite(index, reader).flatMap((group) => group.hints.map((hint) => hint.link.split(/[#?]/)[0]));
    expect(links.slice(0, 3).filter((link) => holding.has(link))).not.toEqual([]);
  });
});

describe('the English vocabulary, the word itself first', () => {
  // A site of two pages: one about the concept in the site's words, one whose title is the reader's word itself.
  const siteFor = (reader: string, word: string): SearchMetadata => ({
    otherPagesTitle: 'Documentation',
    nav: [{ title: 'Demo', order: 1, link: '/demo', activePath: '/demo' }],
    routes: [
      { path: '/demo/concept', title: word, toc: [], texts: [{ value: `All about ${word}.`, paraId: 0 }], tabs: [] },
      { path: '/demo/literal', title: reader, toc: [], texts: [{ value: `Something else, called ${reader}.`, paraId: 0 }], tabs: [] },
    ],
    demos: [],
    terms: searchTerms,
  });
  const plain = pairs.filter(({ reader }) => splitUnits(reader).every((word) => !stopwords.has(word)));

  it.each(plain)('"$reader" puts a page titled with the word itself first, and the concept page still shows', ({ reader, site }) => {
    const fixture = buildSearchIndex(siteFor(reader, site[0]), 'Documentation');
    const links = searchSite(fixture, reader).flatMap((group) => group.hints.map((hint) => hint.link));
    expect(links[0]).toBe('/demo/literal');
    expect(links).toContain('/demo/concept');
  });

  it.each(plain)('the site\'s word for "$reader" does not find the page of the reader\'s word first', ({ reader, site }) => {
    const fixture = buildSearchIndex(siteFor(reader, site[0]), 'Documentation');
    const links = searchSite(fixture, site[0]).flatMap((group) => group.hints.map((hint) => hint.link));
    expect(links[0]).toBe('/demo/concept');
  });
});
