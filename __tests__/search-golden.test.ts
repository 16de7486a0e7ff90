/**
 * The golden query set (search-golden.json): queries a visitor would type, half English and half
 * Chinese, with typos and prefixes, each with the link it should give first. At least 95% must be
 * right; the misses are printed so a regression is easy to read.
 */
import generated from '@/.generated/registry.json';
import type { Registry } from '@/lib/registry/types';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { toSearchMetadata } from '@/lib/search/metadata';
import golden from './search-golden.json';

const all = [...golden.english, ...golden.chinese];

describe('search golden set', () => {
  const index = buildSearchIndex(toSearchMetadata(generated as Registry), 'Documentation');

  it('has at least 40 queries, half English and half Chinese, with typos and prefixes', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(golden.english.length).toBe(golden.chinese.length);
    expect(golden.chinese.every(({ query }) => /\p{Script=Han}/u.test(query))).toBe(true);
    expect(golden.english.every(({ query }) => !/\p{Script=Han}/u.test(query))).toBe(true);
    expect(all.filter((entry) => 'kind' in entry && entry.kind === 'typo').length).toBeGreaterThanOrEqual(3);
    expect(all.filter((entry) => 'kind' in entry && entry.kind === 'prefix').length).toBeGreaterThanOrEqual(2);
  });

  it('gives the expected first hint for at least 95% of the queries', () => {
    const misses = all
      .map(({ query, first }) => ({ query, expected: first, got: searchSite(index, query)[0]?.hints[0]?.link }))
      .filter(({ expected, got }) => got !== expected);
    const rate = (all.length - misses.length) / all.length;
    if (misses.length > 0) console.info(`golden misses (${(rate * 100).toFixed(1)}% right):`, misses);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
