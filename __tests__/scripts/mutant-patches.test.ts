/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:mutants` (scripts/mutants.ts) brings back each regression by a patch: a patch that no longer applies
 * proves nothing. Twice an edit near a mutant's lines (a moved import, a comment naming a moved file) made `git apply`
 * refuse one, found only when the mutants next ran; here every patch is checked against the tree as it is.
 */
const root = path.join(__dirname, '..', '..');
const folder = path.join(root, 'scripts', 'mutants');
const mutants = JSON.parse(fs.readFileSync(path.join(folder, 'mutants.json'), 'utf8')) as Array<{ id: string; patch: string }>;

test('every mutant names a patch of its own, and every patch belongs to a mutant', () => {
  const patches = fs.readdirSync(folder).filter((file) => file.endsWith('.patch'));
  expect(mutants.map((mutant) => mutant.patch).sort()).toEqual(patches.sort());
});

test.each(mutants.map((mutant) => [mutant.id, mutant.patch]))('%s: its patch applies to the tree as it is', (_id, patch) => {
  const check = spawnSync('git', ['apply', '--check', path.join(folder, patch)], { cwd: root, encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
});
