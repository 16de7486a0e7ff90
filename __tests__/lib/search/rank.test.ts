import { compareRanks, type MatchRank } from '@/lib/search/rank';

const rank = (overrides: Partial<MatchRank>): MatchRank => ({
  coverage: 1,
  exactName: 0,
  weakest: 4,
  total: 8,
  reference: false,
  wholeTitle: false,
  titleHits: 2,
  priority: 100,
  titleLength: 2,
  score: 10,
  aside: false,
  ...overrides,
});
const order = (ranks: Record<string, MatchRank>, level?: 'entry' | 'group') =>
  Object.entries(ranks)
    .sort(([, a], [, b]) => compareRanks(a, b, level))
    .map(([name]) => name);

describe('compareRanks', () => {
  it('puts more of the query first, then the better-found worst unit, then the better-found whole', () => {
    expect(order({ half: rank({ coverage: 0.5 }), body: rank({ weakest: 2 }), best: rank({}), lessTotal: rank({ total: 7 }) })).toEqual([
      'best',
      'lessTotal',
      'body',
      'half',
    ]);
  });

  it('puts an API row named exactly first, the current prop before a deprecated one', () => {
    expect(order({ demo: rank({}), old: rank({ exactName: 1, weakest: 3 }), row: rank({ exactName: 2, weakest: 3 }) })).toEqual(['row', 'old', 'demo']);
    expect(order({ half: rank({ coverage: 0.5, exactName: 2 }), full: rank({}) })).toEqual(['full', 'half']);
  });

  it('puts the demo before the API reference among equals, but not before a better match', () => {
    expect(order({ reference: rank({ reference: true, wholeTitle: true }), demo: rank({}) })).toEqual(['demo', 'reference']);
    expect(order({ reference: rank({ reference: true }), weaker: rank({ weakest: 3 }) })).toEqual(['reference', 'weaker']);
  });

  it('puts the title that holds more of the query before the spec priority', () => {
    expect(order({ heavy: rank({ titleHits: 1, priority: 300 }), holding: rank({ titleHits: 2 }) })).toEqual(['holding', 'heavy']);
  });

  it('puts a title that is the query before the spec priority', () => {
    expect(order({ heavy: rank({ priority: 300 }), whole: rank({ wholeTitle: true }) })).toEqual(['whole', 'heavy']);
  });

  it('orders equals by spec priority, the shorter title, then the score', () => {
    expect(order({ low: rank({ priority: 10 }), long: rank({ titleLength: 5 }), top: rank({ score: 20 }), base: rank({}) })).toEqual([
      'top',
      'base',
      'long',
      'low',
    ]);
  });

  it('stops at the quality for groups, so the nav order decides among equals', () => {
    expect(compareRanks(rank({ priority: 1 }), rank({ priority: 100 }), 'group')).toBe(0);
    expect(compareRanks(rank({ weakest: 2 }), rank({}), 'group')).toBeGreaterThan(0);
  });
});
