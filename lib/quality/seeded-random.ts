/**
 * A seeded source of numbers in [0, 1) (mulberry32), for tests that send many generated inputs: the same seed gives the
 * same inputs, so a failing one can be reproduced.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A text of `count` pieces picked from `pieces` by `random`. */
export function randomText(random: () => number, pieces: readonly string[], count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += pieces[Math.floor(random() * pieces.length)];
  return text;
}
