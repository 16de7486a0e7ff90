import { compareRanks, type MatchRank } from '@/lib/search/rank';

const rank = (overrides: Partial<MatchRank>): MatchRank => ({
  coverage: 1,
  weakest: 4,
  total: 8,
  wholeTitle: false,
  priority: 100,
  titleLength: 2,
  score: 10,
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
