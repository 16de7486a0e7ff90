import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Last-change time of a file in ms: its last git commit, else (outside git, or not committed) its mtime. */
export function gitLastUpdated(absoluteFile: string): number {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', path.basename(absoluteFile)], {
      cwd: path.dirname(absoluteFile),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (out !== '') return Number(out) * 1000;
  } catch {
    // Not a git checkout: fall back to the file's own time below.
  }
  return Math.round(fs.statSync(absoluteFile).mtimeMs);
}
