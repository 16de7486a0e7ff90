/**
 * The symptom queries: what a reader with a problem types, each with the troubleshooting answer it must reach
 * (`__tests__/fixtures/symptoms/<slug>.json`, one file per answer page, both editions). On every edition's payload of
 * every line, at least 95% of them must show their answer among the first three hints, above any demo that only
 * shows the prop; the misses are printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { GOLDEN_RUNS, goldenQueries, scoreGolden } from '@/lib/search/golden';
import type { Registry } from '@/lib/registry/types';
import { sitePayload } from './site-payload';

const GATE = 0.95;
const dir = path.join(__dirname, '../../fixtures/symptoms');
const slugs = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const sets = Object.fromEntries(slugs.map((slug) => [slug, JSON.parse(fs.readFileSync(path.join(dir, `${slug}.json`), 'utf8')) as Record<string, string[]>]));
const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe('the symptom queries', () => {
  it('cover every troubleshooting answer, with at least 40 queries in all, Chinese in the zh-CN set and English only in the en one', () => {
    const answerSlugs = (generated as Registry).routes
      .filter((route) => route.line === '1.x' && route.meta.frontmatter.answer && route.path.startsWith('/troubleshooting/'))
      .map((route) => route.path.split('/').pop());
    expect(slugs).toEqual([...answerSlugs].sort());
    const all = Object.values(sets).flatMap((set) => [...set['zh-CN'], ...set.en]);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((query) => query.toLowerCase())).size).toBe(all.length);
    expect(Object.values(sets).every((set) => set['zh-CN'].some(hasHan) && !set.en.some(hasHan))).toBe(true);
  });

  describe.each(GOLDEN_RUNS)('on the $name payload', (run) => {
    const queries = goldenQueries(
      { queries: slugs.flatMap((slug) => sets[slug][run.locale].map((query) => ({ query, first: `/troubleshooting/${slug}` }))) },
      run.locale,
      run.line,
    );
    const metadata = sitePayload(run.locale, run.line);
    const index = buildSearchIndex(metadata, metadata.otherPagesTitle);
    const score = scoreGolden(queries, (query) => searchSite(index, query));
    const late = score.misses.filter((miss) => miss.position === 0 || miss.position > 3);
    if (late.length > 0) console.info(`symptoms ${run.name}: ${score.top3}/${score.queries} in the first three; missed:`, late);

    it(`shows the answer among the first three hints for at least ${GATE * 100}% of the queries`, () => {
      expect(score.top3 / score.queries).toBeGreaterThanOrEqual(GATE);
    });
  });
});
