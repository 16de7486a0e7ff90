/**
 * The golden query sets against the site's own payloads, one run per edition and line (`GOLDEN_RUNS`): each set of at least
 * 150 reader queries, with typos, prefixes, other word orders and words the site does not use. Every run must find
 * the right page first for 95% of its queries and within the first three for 98%, and none may come back empty;
 * the misses are printed. Each line's payloads get the same gates: the routes of a set are put onto the run's line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { GOLDEN_GATES, GOLDEN_RUNS, goldenQueries, scoreGolden, type GoldenQuery, type GoldenSet } from '@/lib/search/golden';
import { sitePayload } from './site-payload';

const root = path.join(__dirname, '../../..');
const readSet = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as GoldenSet;
const hasHan = (text: string) => /\p{Script=Han}/u.test(text);
const count = (queries: GoldenQuery[], kind: string) => queries.filter((entry) => entry.kind === kind).length;

describe.each(GOLDEN_RUNS)('the $name golden set on $payload', (run) => {
  const set = readSet(run.golden);
  const queries = goldenQueries(set, run.locale, run.line);
  const metadata = sitePayload(run.locale, run.line);
  const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
  const score = scoreGolden(queries, (query) => searchSite(index, query));
  if (score.misses.length > 0)
    console.info(`golden ${run.name}: ${score.top1}/${score.queries} first, ${score.top3} in the first three; misses:`, score.misses);

  it('has at least 150 distinct queries of every hard kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map(({ query }) => query.toLowerCase())).size).toBe(queries.length);
    expect({
      typo: count(queries, 'typo') >= 10,
      prefix: count(queries, 'prefix') >= 5,
      order: count(queries, 'order') >= 8,
      synonym: count(queries, 'synonym') >= 20,
    }).toEqual({
      typo: true,
      prefix: true,
      order: true,
      synonym: true,
    });
  });

  it('names only pages, sections and API rows the payload has', () => {
    const links = new Set(index.documents.map((doc) => doc.link));
    const pages = new Set(index.documents.map((doc) => doc.link.split('#')[0]));
    const missing = queries.flatMap(({ first, accept = [] }) => [first, ...accept].filter((link) => !(link.includes('#') ? links : pages).has(link)));
    expect(missing).toEqual([]);
  });

  it(`finds the right page first for at least ${GOLDEN_GATES.top1 * 100}% of the queries`, () => {
    expect(score.top1 / score.queries).toBeGreaterThanOrEqual(GOLDEN_GATES.top1);
  });

  it(`shows the right page among the first three for at least ${GOLDEN_GATES.top3 * 100}% of the queries`, () => {
    expect(score.top3 / score.queries).toBeGreaterThanOrEqual(GOLDEN_GATES.top3);
  });

  it('never comes back empty', () => {
    expect(score.misses.filter((miss) => miss.got.length === 0).map((miss) => miss.query)).toEqual([]);
  });
});

describe('the golden sets', () => {
  it('zh-CN: about half Chinese, half English (zh-CN readers type both)', () => {
    const set = readSet('__tests__/fixtures/search-golden.json');
    if (!('chinese' in set)) throw new Error('the zh-CN set keeps its English and Chinese queries apart');
    expect(Math.abs(set.english.length - set.chinese.length)).toBeLessThanOrEqual((set.english.length + set.chinese.length) * 0.1);
    expect(set.chinese.every(({ query }) => hasHan(query))).toBe(true);
    expect(set.english.every(({ query }) => !hasHan(query))).toBe(true);
  });

  it('en: English only, with questions, API names and other libraries’ words', () => {
    const queries = goldenQueries(readSet('__tests__/fixtures/search-golden-en.json'), 'en');
    expect(queries.filter(({ query }) => hasHan(query))).toEqual([]);
    expect(queries.filter(({ query }) => /^how\b/i.test(query)).length).toBeGreaterThanOrEqual(10);
    expect(queries.filter(({ query }) => /[a-z][A-Z]|\./.test(query)).length).toBeGreaterThanOrEqual(10);
    for (const words of ['pinned columns', 'column pinning', 'row grouping', 'master detail', 'infinite scroll', 'windowing'])
      expect(queries.map(({ query }) => query)).toContain(words);
  });

  it("takes a line's own answer on that line only, keeping the set's first as accepted there", () => {
    const set = {
      queries: [
        { query: 'scroll to row', first: '/demo/scroll-y', onLine: { '1.x': { first: '/demo/scroll-to' } } },
        { query: 'pinned columns', first: '/demo/fixed-columns', onLine: { '1.x': { accept: ['/demo/fixed-start-end'] } } },
      ],
    };
    expect(goldenQueries(set, 'en', '1.x')).toEqual([
      { query: 'scroll to row', first: '/en/demo/scroll-to', accept: ['/en/demo/scroll-y'] },
      { query: 'pinned columns', first: '/en/demo/fixed-columns', accept: ['/en/demo/fixed-start-end'] },
    ]);
    expect(goldenQueries(set, 'en', '7.x')).toEqual([
      { query: 'scroll to row', first: '/en/7.x/demo/scroll-y' },
      { query: 'pinned columns', first: '/en/7.x/demo/fixed-columns' },
    ]);
  });

  it('puts the routes onto the run’s line, in its edition', () => {
    const set = { queries: [{ query: 'faq', first: '/?tab=faq', accept: ['/demo/key', '/#api-table-rowkey'] }] };
    expect(goldenQueries(set, 'en')).toEqual([{ query: 'faq', first: '/en?tab=faq', accept: ['/en/demo/key', '/en#api-table-rowkey'] }]);
    expect(goldenQueries(set, 'zh-CN', '7.x')).toEqual([{ query: 'faq', first: '/7.x?tab=faq', accept: ['/7.x/demo/key', '/7.x#api-table-rowkey'] }]);
    expect(goldenQueries(set, 'en', '7.x')).toEqual([{ query: 'faq', first: '/en/7.x?tab=faq', accept: ['/en/7.x/demo/key', '/en/7.x#api-table-rowkey'] }]);
  });
});
