/**
 * `npm run bench:lab` (after `npm run build`): the performance lab's own series, run in Chromium on each line's lab
 * page, as a reader would press "Run series" (10 columns, `render`, nothing pinned, no `shouldCellUpdate`): VirtualTable
 * at 100 to 100,000 rows and a plain Table at 100 to 10,000. The first series warms the JavaScript engine up and is
 * dropped; the second is printed and written to content/performance-lab/measured.json, which the lab's page shows as
 * "measured on a 2-core machine". No figure is typed in by hand.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { findChromium, CHROMIUM_ARGS } = createRequire(import.meta.url)('../scripts/find-chromium.cjs');
const PORT = Number(process.env.BENCH_PORT) || 4181;
const PAGES = { '1.x': '/en/demo/performance-lab', '7.x': '/en/7.x/demo/performance-lab' };
const OUT = path.join(root, 'content', 'performance-lab', 'measured.json');

const server = spawn('node', ['scripts/preview.mjs', '--port', String(PORT)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
  server.once('exit', (code) => reject(new Error(`preview server exited with ${code}`)));
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const chromiumVersion = browser.version();

/** One series on a lab page; resolves when its status says it is done. */
async function series(lab) {
  await lab.getByRole('button', { name: 'Run series' }).click();
  await lab.getByText(/^Series done: \d+ runs\.$/).waitFor({ timeout: 600_000 });
}

/** The runs table's rows, by header. */
async function runs(lab) {
  const table = lab.getByRole('table', { name: 'Runs' });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent.trim())));
  return rows.map((cells) => Object.fromEntries(headers.map((header, i) => [header, cells[i]])));
}

const pair = (text) => text.split('/').map((part) => Number(part.trim().replace(/,/g, '')));
const measured = {};
try {
  for (const [line, page] of Object.entries(PAGES)) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`http://127.0.0.1:${PORT}${page}`);
    const lab = tab.locator('section[id="performance-lab"]');
    await lab.getByRole('button', { name: 'Run', exact: true }).waitFor();
    await tab.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
    await series(lab);
    await lab.getByRole('button', { name: 'Clear' }).click();
    await series(lab);
    measured[line] = (await runs(lab)).map((run) => {
      const [firstCommit, firstPaint] = pair(run['First render ms (commit / paint)']);
      const [rerenderCommit, rerenderPaint] = pair(run['Re-render ms (commit / paint)']);
      return {
        component: run.Component,
        rows: Number(run.Rows.replace(/,/g, '')),
        firstCommit,
        firstPaint,
        rerenderCommit,
        rerenderPaint,
        cellsRerendered: Number(run['Cells re-rendered'].replace(/,/g, '')),
        scrollMedian: Number(run['Scroll median ms']),
        worstFrame: Number(run['Worst frame ms']),
      };
    });
    await tab.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const file = {
  $comment: 'Written by `npm run bench:lab` (bench/performance-lab.mjs); the lab page shows it. Do not edit by hand.',
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Chromium ${chromiumVersion}`,
  settings: '10 columns, cells through render, nothing pinned, no shouldCellUpdate; the second of two series',
  lines: measured,
};
fs.writeFileSync(OUT, `${JSON.stringify(file, null, 1)}\n`);
console.log(`performance lab, ${file.machine}, ${file.settings}`);
console.log('| line | component | rows | first render ms (commit / paint) | re-render ms (commit / paint) | cells re-rendered | scroll median / worst ms |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const [line, rows] of Object.entries(measured)) {
  for (const run of rows) {
    console.log(
      `| ${line} | ${run.component} | ${run.rows.toLocaleString('en')} | ${run.firstCommit} / ${run.firstPaint} | ${run.rerenderCommit} / ${run.rerenderPaint} | ${run.cellsRerendered.toLocaleString('en')} | ${run.scrollMedian} / ${run.worstFrame} |`,
    );
  }
}
console.log(`written: ${path.relative(root, OUT)}`);
