import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Each file's last commit time in ms, by absolute path, from one `git log` of the checkout holding `root`. */
function readCommitTimes(root: string): Map<string, number> {
  const times = new Map<string, number>();
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  let top: string;
  let log: string;
  try {
    top = git('rev-parse', '--show-toplevel').trim();
    // Newest first: a commit's time line, then the files it changed, relative to the top of the checkout.
    log = git('log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.');
  } catch {
    // Not a git checkout: every file falls back to its own time.
    return times;
  }
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line !== '') {
      const file = path.join(top, line);
      if (!times.has(file)) times.set(file, time);
    }
  }
  return times;
}

/**
 * The last-change time of files under `root`, in ms: a file's last git commit, else (outside git, or not committed)
 * its mtime. One `git log` answers for every file, read on the first call: one per file took 2 of the registry
 * build's 15 s.
 */
export function gitTimes(root: string): (absoluteFile: string) => number {
  let times: Map<string, number> | undefined;
  return (absoluteFile) => {
    times ??= readCommitTimes(root);
    // git names files by their real path.
    return times.get(fs.realpathSync(absoluteFile)) ?? Math.round(fs.statSync(absoluteFile).mtimeMs);
  };
}
