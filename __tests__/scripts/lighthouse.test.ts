/**
 * @jest-environment node
 */
import { combineRuns, failingAudits, judgePage, median, summariseRun, type Category, type LighthouseResultLike } from '@/scripts/lighthouse.mjs';

type Audit = LighthouseResultLike['audits'][string];

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** A result with the given category scores (0–100), the five metrics and any extra audits. */
function result(scores: Partial<Record<Category, number | null>>, extra: { category: Category; weight: number; audit: Audit }[] = []): LighthouseResultLike {
  const audits: Record<string, Audit> = {};
  for (const id of metricIds) audits[id] = { id, title: id, score: 1, numericValue: 100 };
  const categories: LighthouseResultLike['categories'] = {};
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    const score = scores[id] === undefined ? 100 : scores[id];
    categories[id] = {
      score: score === null ? null : score / 100,
      auditRefs: id === 'performance' ? metricIds.map((metric) => ({ id: metric, weight: 10 })) : [],
    };
  }
  for (const { category, weight, audit } of extra) {
    audits[audit.id] = audit;
    categories[category]?.auditRefs.push({ id: audit.id, weight });
  }
  return { categories, audits };
}

const unnamedLink: Audit = {
  id: 'link-name',
  title: 'Links do not have a discernible name',
  score: 0,
  details: { items: [{ node: { type: 'node', snippet: '<a class="site-logo" href="/">', selector: 'header > a.site-logo' } }] },
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([93, 71, 88])).toBe(88);
    expect(median([90, 80, 100, 70])).toBe(85);
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('failingAudits', () => {
  it('lists weighted audits below full score with the offending nodes, and not unweighted ones', () => {
    const lhr = result({ accessibility: 96 }, [
      { category: 'accessibility', weight: 7, audit: unnamedLink },
      { category: 'accessibility', weight: 0, audit: { id: 'manual-check', title: 'Manual', score: 0 } },
      { category: 'accessibility', weight: 10, audit: { id: 'not-here', title: 'Not applicable', score: 0, scoreDisplayMode: 'notApplicable' } },
    ]);
    expect(failingAudits(lhr, 'accessibility')).toEqual([
      { id: 'link-name', title: unnamedLink.title, score: 0, weight: 7, displayValue: '', items: ['<a class="site-logo" href="/"> (header > a.site-logo)'] },
    ]);
  });

  it('names a console error by its message and source', () => {
    const lhr = result({ 'best-practices': 96 }, [
      {
        category: 'best-practices',
        weight: 1,
        audit: {
          id: 'errors-in-console',
          title: 'Browser errors were logged to the console',
          score: 0,
          details: {
            items: [{ source: 'exception', description: 'TypeError: x is undefined', sourceLocation: { url: 'http://127.0.0.1/_next/a.js', line: 3 } }],
          },
        },
      },
    ]);
    expect(failingAudits(lhr, 'best-practices')[0].items).toEqual(['TypeError: x is undefined at http://127.0.0.1/_next/a.js:3']);
  });

  it('for performance, lists the metrics that cost points and the diagnostics Lighthouse flags', () => {
    const lhr = result({ performance: 80 }, [
      {
        category: 'performance',
        weight: 0,
        audit: {
          id: 'unused-javascript',
          title: 'Reduce unused JavaScript',
          score: 0.5,
          displayValue: 'Est savings of 49 KiB',
          details: { items: [{ url: 'http://127.0.0.1/_next/b.js', wastedBytes: 25_600 }] },
        },
      },
      { category: 'performance', weight: 0, audit: { id: 'dom-size', title: 'Avoid an excessive DOM size', score: 0.95 } },
      {
        category: 'performance',
        weight: 0,
        audit: { id: 'insight', title: 'An insight', score: 0, details: { items: [{ type: 'list-section', description: 'General advice' }] } },
      },
    ]);
    lhr.audits['total-blocking-time'] = { id: 'total-blocking-time', title: 'Total Blocking Time', score: 0.32, displayValue: '880 ms', numericValue: 880 };
    const failing = failingAudits(lhr, 'performance');
    expect(failing.map((audit) => audit.id)).toEqual(['total-blocking-time', 'insight', 'unused-javascript']);
    expect(failing[0]).toMatchObject({ weight: 10, displayValue: '880 ms' });
    expect(failing[1].items).toEqual([]);
    expect(failing[2].items).toEqual(['http://127.0.0.1/_next/b.js (25 KiB unused)']);
  });
});

describe('summariseRun', () => {
  it('rounds scores to 0–100, counts an unscored category as 0 and keeps the runtime error', () => {
    const lhr = { ...result({ performance: 91.6, seo: null }), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } };
    const summary = summariseRun(lhr);
    expect(summary.scores).toEqual({ performance: 92, accessibility: 100, 'best-practices': 100, seo: 0 });
    expect(summary.metrics).toEqual({ fcp: 100, lcp: 100, tbt: 100, cls: 100, si: 100 });
    expect(summary.runtimeError).toBe('NO_FCP: The page did not paint');
  });
});

describe('combineRuns and judgePage', () => {
  const runs = [
    summariseRun(result({ performance: 95, accessibility: 96, seo: 99 }, [{ category: 'accessibility', weight: 7, audit: unnamedLink }])),
    summariseRun(result({ performance: 88, accessibility: 100, seo: 99 })),
    summariseRun(result({ performance: 89, accessibility: 100, seo: 100 })),
  ];
  const verdicts = judgePage(combineRuns('http://127.0.0.1:4000/', runs));
  const byCategory = Object.fromEntries(verdicts.map((verdict) => [verdict.category, verdict]));

  it('takes the median of each category, so one bad run does not fail a page', () => {
    expect(byCategory.accessibility).toMatchObject({ median: 100, passed: true });
  });

  it('leaves performance, a timing figure, to the bench: only the three deterministic categories are judged', () => {
    expect(verdicts.map((verdict) => verdict.category)).toEqual(['accessibility', 'best-practices', 'seo']);
  });

  it('needs exactly 100 for accessibility, best practices and SEO', () => {
    expect(byCategory.seo).toMatchObject({ median: 99, floor: 100, passed: false });
    expect(byCategory['best-practices']).toMatchObject({ median: 100, passed: true });
  });

  it('explains a failure with the audits of the run whose score is the median', () => {
    const failing = judgePage(combineRuns('http://127.0.0.1:4000/', [runs[0], runs[0], runs[1]])).find((verdict) => verdict.category === 'accessibility');
    expect(failing).toMatchObject({ median: 96, passed: false });
    expect(failing?.failing.map((audit) => audit.id)).toEqual(['link-name']);
  });
});
