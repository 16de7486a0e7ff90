/**
 * `npm run bench`: prints one table of measured figures with their targets. It exits non-zero only when
 * something crashes, never because a figure missed its target. Builds out/ first when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { benchSearch } from './search.mjs';
import { benchLiveEdit } from './live-edit.mjs';
import { benchVirtualList } from './virtual-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { findChromium } = createRequire(import.meta.url)('../scripts/find-chromium.cjs');
// BENCH_PORT lets two checkouts on one machine run the bench at the same time.
const PORT = Number(process.env.BENCH_PORT) || 4180;

if (!fs.existsSync(path.join(root, 'out', 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}
const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium was not found; run `node scripts/ensure-chromium.mjs` or set CHROME_PATH');

const server = spawn('node', ['scripts/preview.mjs', '--port', String(PORT)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
  server.once('exit', (code) => reject(new Error(`preview server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
const ms = (value) => `${value.toFixed(2)} ms`;
let version = '';
try {
  const list = await benchVirtualList(browser, `http://127.0.0.1:${PORT}`);
  rows.push(['virtual-list: navigation → first rows', ms(list.firstRows), '< 1000 ms', list.firstRows < 1000]);
  rows.push([`virtual-list: scroll frame median (${list.frames} frames)`, ms(list.median), '≤ 16.7 ms (60 fps)', list.median <= 16.7]);
  rows.push(['virtual-list: scroll frame p95', ms(list.p95), '—', true]);
  rows.push(['virtual-list: frames over 20 ms', String(list.long), '—', true]);
  rows.push(['virtual-list: scrolled to (px)', String(Math.round(list.scrolledTo)), '—', true]);
  const search = await benchSearch(browser, `http://127.0.0.1:${PORT}`, root);
  rows.push(['search: metadata payload (gzip bytes)', `${search.payloadGzip} B (${search.payloadBytes} B raw)`, '< 122880 B (120 KB)', search.payloadGzip < 120 * 1024]);
  rows.push(['search: index build in the worker (median of 5)', ms(search.build), '—', true]);
  rows.push([`search: worker query latency median (${search.queries} golden queries × 5)`, ms(search.queryMedian), '—', true]);
  rows.push(['search: worker query latency p95', ms(search.queryP95), '< 5 ms', search.queryP95 < 5]);
  rows.push(['search: last keystroke → results median (20 queries)', ms(search.keystrokeMedian), '≈ 200 ms debounce + query', true]);
  rows.push(['search: last keystroke → results p95', ms(search.keystrokeP95), '—', true]);
  const live = await benchLiveEdit(browser, `http://127.0.0.1:${PORT}`);
  rows.push(['live edit: first edit → updated preview (Babel load included)', ms(live.first), '< 1500 ms', live.first < 1500]);
  rows.push([`live edit: later edit → updated preview, median of ${live.edits} (debounce excluded)`, ms(live.laterMedian), '< 50 ms', live.laterMedian < 50]);
  rows.push(['live edit: later edit, slowest', ms(live.laterMax), '—', true]);
  version = browser.version();
} finally {
  await browser.close();
  server.kill();
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(`\n${line(['figure', 'measured', 'target'])}  met`);
for (const [name, value, target, met] of rows) console.log(`${line([name, value, target])}  ${met ? 'yes' : 'NO'}`);
console.log(`\nmeasured ${new Date().toISOString()} on ${process.platform}, Chromium ${version}`);
