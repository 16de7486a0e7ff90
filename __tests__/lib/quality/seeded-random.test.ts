import { randomText, seededRandom } from '@/lib/quality/seeded-random';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, each in [0, 1), and others for another seed', () => {
    const take = (seed: number) => Array.from({ length: 100 }, seededRandom(seed));
    expect(take(12)).toEqual(take(12));
    expect(take(12)).not.toEqual(take(13));
    expect(take(12).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('builds a text of the given number of pieces', () => {
    expect(randomText(seededRandom(1), ['a'], 5)).toBe('aaaaa');
    expect(randomText(seededRandom(1), ['a', 'b'], 40)).toMatch(/^[ab]{40}$/);
  });
});
