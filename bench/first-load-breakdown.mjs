/**
 * `npx tsx bench/first-load-breakdown.mjs [page.html …] [--top N]`: what each page's first-load JS is made of,
 * over the current `out/`. Per page, its initial scripts with their gzip -9 sizes (the budget test's figure);
 * then the largest modules of those scripts. Turbopack's production chunks name modules by number only, so
 * each module is shown by its id and the start of its code.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { KIB, measureFirstLoad } from '../lib/budget/first-load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 15;
const pages = args.length ? args : ['index.html', 'changelog.html', '404.html', 'demo/simple.html', 'demo/virtual-list.html'];
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** A chunk's modules: Turbopack pushes `[script, id, factory, id, factory, …]`; running it in a sandbox hands them over. */
function modulesOf(file) {
  const pushed = [];
  const sandbox = { TURBOPACK: { push: (entry) => pushed.push(entry) } };
  sandbox.globalThis = sandbox;
  try {
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
  } catch {
    return []; // the runtime chunk runs code at once instead of pushing factories
  }
  return pushed.flatMap((entry) => {
    const modules = [];
    for (let i = 1; i + 1 < entry.length; i += 2) {
      if (typeof entry[i + 1] === 'function') modules.push({ id: entry[i], code: String(entry[i + 1]) });
    }
    return modules;
  });
}

const cache = new Map();
for (const page of pages) {
  const { scripts, gzipBytes } = measureFirstLoad(out, page, cache);
  console.log(`\n${page}: ${kib(gzipBytes)} in ${scripts.length} scripts`);
  const modules = [];
  for (const script of scripts) {
    const file = path.join(out, new URL(script.url, 'http://site.invalid/').pathname);
    const own = modulesOf(file);
    console.log(`  ${kib(script.gzipBytes).padStart(9)}  ${script.url}  (${own.length} modules)`);
    for (const entry of own) modules.push({ ...entry, chunk: path.basename(script.url) });
  }
  // A module's own gzip size overstates its share of a chunk (shared words compress across modules), but ranks them.
  const ranked = modules.map((entry) => ({ ...entry, gzipBytes: gzip(entry.code) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(`  largest modules (each gzipped alone):`);
  for (const entry of ranked.slice(0, top)) {
    const start = entry.code.replace(/^[^{]*\{\s*("use strict";)?/, '').slice(0, 110);
    console.log(`  ${kib(entry.gzipBytes).padStart(9)}  ${String(entry.id).padStart(6)} ${entry.chunk.padEnd(20)} ${start}`);
  }
}
