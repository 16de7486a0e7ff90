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
import { benchLiveEdit } from './live-edit.mjs';
import { benchVirtualList } from './virtual-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { findChromium } = createRequire(import.meta.url)('../scripts/find-chromium.cjs');
const PORT = 4180;

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
