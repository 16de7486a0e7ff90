/**
 * A working copy of the site for tests that change its files (a broken page for the dev overlay, a demo made by
 * `npm run new:demo`): the files git knows, with `node_modules` hard-linked rather than copied or symlinked. A
 * symlink would not do: Turbopack compiles nothing outside the project's root, and resolves a link to its target.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SiteCopy {
  dir: string;
  remove(): void;
}

/** Hard-links every file of `from` into `to`, recreating its folders and symlinks (a link across devices fails). */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.linkSync(source, target);
  }
}

/**
 * Copies the site at `root` (tracked and untracked files, not ignored ones) and links its installed packages.
 * The copy sits in the system's temporary folder when that is on the same device (hard links cannot cross
 * one), else in `test-results/`, which git, ESLint and Prettier ignore.
 */
export function copySite(root: string, name: string): SiteCopy {
  const tmp = os.tmpdir();
  const parent = fs.statSync(tmp).dev === fs.statSync(root).dev ? tmp : path.join(root, 'test-results');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, `${name}-`));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  linkTree(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
