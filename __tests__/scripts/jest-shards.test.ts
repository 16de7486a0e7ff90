/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm test` runs Jest as two shards, each its own process (scripts/test.mjs): between them they must run every test
 * file once. Each process splits the files on its own (scripts/jest-sequencer.cjs), so the split may read nothing the
 * other shard's run changes.
 */
const root = path.join(__dirname, '..', '..');

function listed(...args: string[]): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('JEST_')) delete env[key];
  const out = execFileSync(path.join(root, 'node_modules', '.bin', 'jest'), ['--listTests', '--json', ...args], { cwd: root, encoding: 'utf8', env });
  return (JSON.parse(out) as string[]).sort();
}

test('the two shards run every test file once between them, in halves of about the same size', () => {
  const all = listed();
  const first = listed('--shard=1/2');
  const second = listed('--shard=2/2');
  expect(first.filter((file) => second.includes(file))).toEqual([]);
  expect([...first, ...second].sort()).toEqual(all);
  expect(Math.abs(first.length - second.length)).toBeLessThanOrEqual(all.length / 10);
});
