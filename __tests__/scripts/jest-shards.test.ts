/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm test` runs Jest as two shards, each its own process (scripts/test.mjs): between them they must run every test
 * file once. Each process splits the files on its own (scripts/jest-sequencer.cjs), so the split reads only what is
 * committed (scripts/jest-times.json), nothing the other shard's run changes.
 */
const root = path.join(__dirname, '..', '..');

interface Sequencer {
  split: (files: Array<{ name: string; weight: number }>, shares: number[], index: number) => string[];
  weigh: (files: Array<{ name: string; size: number }>, times: Record<string, number>) => Array<{ name: string; weight: number }>;
  SHARES: number[];
}

function listed(...args: string[]): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('JEST_')) delete env[key];
  const out = execFileSync(path.join(root, 'node_modules', '.bin', 'jest'), ['--listTests', '--json', ...args], { cwd: root, encoding: 'utf8', env });
  return (JSON.parse(out) as string[]).sort();
}

const { split, weigh, SHARES } = jest.requireActual<Sequencer>('../../scripts/jest-sequencer.cjs');
const times = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'jest-times.json'), 'utf8')) as Record<string, number>;
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

test('the two shards run every test file once between them, each about its share of the time the last run took', () => {
  const all = listed();
  const first = listed('--shard=1/2');
  const second = listed('--shard=2/2');
  expect(first.filter((file) => second.includes(file))).toEqual([]);
  expect([...first, ...second].sort()).toEqual(all);
  const seconds = (files: string[]) => files.reduce((sum, file) => sum + (times[relative(file)] ?? 0), 0);
  expect(Math.abs(seconds(first) / seconds(all) - SHARES[0])).toBeLessThan(0.02);
});

test('the split deals the heaviest first to the shard furthest below its share, and prices an unmeasured file by its size', () => {
  const files = weigh(
    [
      { name: 'a', size: 100 },
      { name: 'b', size: 100 },
      { name: 'c', size: 300 },
      { name: 'new', size: 50 },
    ],
    { a: 6, b: 2, c: 4 },
  );
  // 12 s over 500 bytes: the new file's 50 bytes weigh 1.2 s.
  expect(files.find((file) => file.name === 'new')?.weight).toBeCloseTo(1.2);
  expect([split(files, [0.5, 0.5], 0), split(files, [0.5, 0.5], 1)]).toEqual([
    ['a', 'new'],
    ['c', 'b'],
  ]);
  expect([split(files, [0.75, 0.25], 0), split(files, [0.75, 0.25], 1)]).toEqual([
    ['a', 'c'],
    ['b', 'new'],
  ]);
});
