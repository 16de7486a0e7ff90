/**
 * The Lighthouse gate of `npm test`: serves out/ with gzip on 127.0.0.1 (scripts/preview.mjs, on a free
 * port), runs Lighthouse's accessibility, best-practices and SEO categories on each page of LIGHTHOUSE_PAGES
 * and needs 100 in each. Their audits answer the same on every run, so one run per page is enough; the
 * performance score follows the machine's load and is shown by `npm run bench` against its target instead.
 * One verdict per page and category; a failing one prints the audits that cost the points.
 * Writes test-results/lighthouse.json (`passed`, `failed`, the medians) for scripts/test.mjs.
 * Usage: node scripts/lighthouse-gate.mjs [--runs 1]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATED_CATEGORIES, LIGHTHOUSE_PAGES, judgePage, runLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultFile = path.join(root, 'test-results', 'lighthouse.json');
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 1;

if (!fs.existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('lighthouse: out/ has no build; run `npm run build` first.');
  process.exit(1);
}

function startPreview() {
  const server = spawn('node', ['scripts/preview.mjs', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const address = /serving out\/ on (http:\/\/\S+)/.exec(String(chunk));
      if (address) resolve({ server, origin: address[1] });
    });
    server.once('exit', (code) => reject(new Error(`preview server exited with ${code}`)));
  });
}

const started = Date.now();
/** Seconds of Lighthouse runs per page, for `npm run test:profile`. */
const secondsByPage = new Map();
const { server, origin } = await startPreview();
let pages;
try {
  pages = await runLighthouse(
    LIGHTHOUSE_PAGES.map((page) => origin + page),
    runs,
    {
      categories: GATED_CATEGORIES,
      // The gated categories measure no time: one Chromium serves every page.
      oneBrowser: true,
      onRun: (url, index, summary, seconds) => {
        secondsByPage.set(new URL(url).pathname, (secondsByPage.get(new URL(url).pathname) ?? 0) + seconds);
        const scores = GATED_CATEGORIES.map((id) => `${id} ${summary.scores[id]}`).join(', ');
        console.log(`lighthouse: ${new URL(url).pathname} run ${index + 1}/${runs}: ${scores} (${seconds.toFixed(1)} s)`);
        if (summary.runtimeError) console.log(`  runtime error: ${summary.runtimeError}`);
        for (const warning of summary.warnings) console.log(`  warning: ${warning}`);
      },
    },
  );
} finally {
  server.kill();
}

const verdicts = pages.flatMap(judgePage);
console.log(`\nLighthouse medians of ${runs} run(s) (mobile preset):`);
console.log(`${'page'.padEnd(20)}${GATED_CATEGORIES.map((id) => id.padStart(16)).join('')}`);
for (const page of pages) {
  console.log(`${new URL(page.url).pathname.padEnd(20)}${GATED_CATEGORIES.map((id) => String(page.medians[id]).padStart(16)).join('')}`);
}

for (const verdict of verdicts) {
  if (verdict.passed) continue;
  const page = new URL(verdict.url).pathname;
  console.log(`\nFAIL lighthouse: ${page} ${verdict.category} median ${verdict.median}, needs ${verdict.floor}. Audits that cost points in the median run:`);
  for (const audit of verdict.failing) {
    console.log(
      `  - ${audit.id} "${audit.title}": score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}${audit.weight ? ` (weight ${audit.weight})` : ''}`,
    );
    for (const item of audit.items) console.log(`      ${item}`);
  }
}

const passed = verdicts.filter((verdict) => verdict.passed).length;
const failed = verdicts.length - passed;
fs.mkdirSync(path.dirname(resultFile), { recursive: true });
fs.writeFileSync(
  resultFile,
  JSON.stringify(
    {
      passed,
      failed,
      runs,
      pages: pages.map(({ url, medians }) => ({
        path: new URL(url).pathname,
        seconds: secondsByPage.get(new URL(url).pathname) ?? 0,
        medians: Object.fromEntries(GATED_CATEGORIES.map((id) => [id, medians[id]])),
      })),
    },
    null,
    2,
  ),
);
console.log(
  `\nlighthouse: ${passed} passed, ${failed} failed (${pages.length} pages × ${GATED_CATEGORIES.length} categories) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed > 0 ? 1 : 0);
