/**
 * The golden query set (search-golden.json) against the site's own index: at least 150 queries, about half
 * Chinese, with typos, prefixes, other word orders and words the site does not use. At least 95% must find the
 * right page first and 98% within the first three, and none may come back empty; the misses are printed.
 */
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import { localeOfPath } from '@/lib/i18n/locales';
import type { Registry } from '@/lib/registry/types';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { scoreGolden, type GoldenSet } from '@/lib/search/golden';
import { toSearchMetadata } from '@/lib/search/metadata';
import goldenJson from '../../fixtures/search-golden.json';

const golden = goldenJson as GoldenSet;
const all = [...golden.english, ...golden.chinese];
const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe('search golden set', () => {
  // The zh-CN edition's payload, as /search-metadata.json carries it (the golden pages are its paths).
  const metadata = toSearchMetadata(generated as Registry, searchTerms, 'zh-CN');
  const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
  const score = scoreGolden(all, (query) => searchSite(index, query));
  if (score.misses.length > 0) console.info(`golden: ${score.top1}/${score.queries} first, ${score.top3} in the first three; misses:`, score.misses);

  it('has at least 150 distinct queries, about half Chinese, of every hard kind', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map(({ query }) => query.toLowerCase())).size).toBe(all.length);
    expect(Math.abs(golden.english.length - golden.chinese.length)).toBeLessThanOrEqual(all.length * 0.1);
    expect(golden.chinese.every(({ query }) => hasHan(query))).toBe(true);
    expect(golden.english.every(({ query }) => !hasHan(query))).toBe(true);
    const count = (kind: string) => all.filter((entry) => entry.kind === kind).length;
    expect({ typo: count('typo') >= 10, prefix: count('prefix') >= 5, order: count('order') >= 8, synonym: count('synonym') >= 20 }).toEqual({
      typo: true,
      prefix: true,
      order: true,
      synonym: true,
    });
  });

  it('finds the right page first for at least 95% of the queries', () => {
    expect(score.top1 / score.queries).toBeGreaterThanOrEqual(0.95);
  });

  it('shows the right page among the first three for at least 98% of the queries', () => {
    expect(score.top3 / score.queries).toBeGreaterThanOrEqual(0.98);
  });

  it('never comes back empty', () => {
    expect(score.misses.filter((miss) => miss.got.length === 0).map((miss) => miss.query)).toEqual([]);
  });
});

describe("the English edition's search", () => {
  const metadata = toSearchMetadata(generated as Registry, searchTerms, 'en');
  const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
  const links = (query: string) => searchSite(index, query).flatMap((group) => group.hints.map((hint) => hint.link));

  it.each([
    ['fixed columns', /^\/en\/demo\/fixed-columns$/],
    ['virtual', /^\/en\/demo\/virtual/],
    ['virtaul', /^\/en\/demo\/virtual/],
    ['changelog', /^\/en\/changelog$/],
    ['sticky header', /^\/en\/demo\/sticky-header$/],
    ['colspan', /^\/en\/demo\/colspan-rowspan$/],
  ])('"%s" finds %s first, and links inside /en only', (query, first) => {
    const found = links(query);
    expect(found[0]).toMatch(first);
    expect(found.filter((link) => localeOfPath(link) !== 'en')).toEqual([]);
  });

  it('groups the pages outside the nav under the English title', () => {
    expect(searchSite(index, 'summary').map((group) => group.title)).toContain('Documentation');
  });
});
