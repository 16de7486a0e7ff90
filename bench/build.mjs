/**
 * Build figures: wall time of `next build` (after the registry build, which is not counted) and the
 * peak memory of its whole process tree — the summed RSS of `next` and every process under it,
 * sampled from /proc every 100 ms — since Turbopack and the page workers run as child processes.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** RSS in bytes of `pid` and its descendants, from /proc (Linux). */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces, start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/**
 * The build's target once the site documents two lines of the component (issue 24): 2.5 times the 22 s the
 * one-line site took on the bench. Pages about doubled; what grows with them is prerendering and the MDX compile
 * (one generated copy per page and line); the framework's own compile does not.
 */
export const TWO_LINE_BUILD_TARGET_S = 2.5 * 22;

export async function benchBuild(root) {
  const registry = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build-registry.ts'], { cwd: root, stdio: 'inherit' });
  if (registry.status !== 0) throw new Error('the registry build failed');

  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`next build exited with ${code}`);
  return { seconds: (Date.now() - started) / 1000, peakBytes: peak };
}
