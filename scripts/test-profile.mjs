/**
 * `npm run test:profile`: where the last `npm test` spent its time, from the reports it left in test-results/:
 * each suite's wall time and the CPU the machine used meanwhile (steps.json, written by scripts/test.mjs), the
 * browser tests per spec file and the slowest 20, Jest per file, the sandbox export check per step, the two other
 * engines per check and Lighthouse per page. `--run` runs `npm test` first; `--results <dir>` reads another folder;
 * `--save-jest-times` writes each Jest file's seconds to scripts/jest-times.json, which the shards' split reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const dir = path.resolve(option('results') ?? path.join(root, 'test-results'));

if (process.argv.includes('--run')) spawnSync('node', [path.join(root, 'scripts', 'test.mjs')], { cwd: root, stdio: 'inherit' });

function read(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return undefined;
  }
}

const s = (seconds) => `${seconds.toFixed(1)} s`;
const pct = (part, whole) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');

/** Prints a table with a header row; numbers and figures are right-aligned. */
function table(title, header, rows) {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log('  (no data)');
    return;
  }
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) => `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`;
  console.log(line(all[0]));
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of all.slice(1)) console.log(line(row));
}

const steps = read('steps.json');
if (!steps) {
  console.error(
    `test-profile: ${path.relative(root, path.join(dir, 'steps.json'))} is missing: run \`npm test\` (or \`npm run test:profile -- --run\`) first.`,
  );
  process.exit(1);
}
console.log(
  `npm test${steps.slow ? ' --slow' : ''}: ${s(steps.seconds)} wall on ${steps.cores} cores, machine CPU ${steps.cpu.toFixed(2)} cores busy on average (${steps.startedAt})`,
);
table(
  'Suites (a suite beside another shares the machine with it)',
  ['suite', 'starts at', 'wall', 'CPU busy (cores)', 'passed', 'failed'],
  steps.steps.map((step) => [step.name, s(step.offset), s(step.seconds), step.cpu.toFixed(2), step.passed, step.failed]),
);

/** Every Playwright test with its spec file and outcome, from a JSON report. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, file, titles) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const duration = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        const stepsRun = test.results.flatMap((result) => result.steps ?? []);
        tests.push({ file: here, title: [...titles, spec.title].filter(Boolean).join(' › '), seconds: duration, status: test.status, steps: stepsRun });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, suite.file ? titles : [...titles, suite.title]);
  };
  for (const suite of report.suites) walk(suite, suite.file, []);
  return tests;
}

for (const [name, file] of [
  ['e2e', 'e2e.json'],
  ['dev', 'dev.json'],
]) {
  const report = read(file);
  if (!report) continue;
  const tests = playwrightTests(report);
  const total = tests.reduce((sum, test) => sum + test.seconds, 0);
  const byFile = new Map();
  for (const test of tests) {
    const entry = byFile.get(test.file) ?? { tests: 0, seconds: 0, slowest: 0 };
    entry.tests += 1;
    entry.seconds += test.seconds;
    entry.slowest = Math.max(entry.slowest, test.seconds);
    byFile.set(test.file, entry);
  }
  console.log(
    `\n${name}: ${tests.length} tests (${tests.filter((test) => test.status === 'skipped').length} skipped), ${s(report.stats.duration / 1000)} wall, ${s(total)} of test time over ${report.config?.workers ?? '?'} workers`,
  );
  table(
    `${name} per spec file (test time summed over workers)`,
    ['spec', 'tests', 'test time', 'share', 'slowest test'],
    [...byFile.entries()]
      .sort((a, b) => b[1].seconds - a[1].seconds)
      .map(([spec, entry]) => [spec, entry.tests, s(entry.seconds), pct(entry.seconds, total), s(entry.slowest)]),
  );
  if (name === 'e2e')
    table(
      'the 20 slowest browser tests',
      ['test', 'seconds'],
      [...tests]
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 20)
        .map((test) => [`${test.file}: ${test.title}`.slice(0, 110), s(test.seconds)]),
    );
  // A spec whose tests name their phases as steps (every-page's checkPage): the time of each phase, over its tests.
  const phases = new Map();
  for (const test of tests) {
    for (const step of test.steps) {
      const key = `${test.file}\t${step.title}`;
      const entry = phases.get(key) ?? { tests: 0, seconds: 0, slowest: 0 };
      entry.tests += 1;
      entry.seconds += step.duration / 1000;
      entry.slowest = Math.max(entry.slowest, step.duration / 1000);
      phases.set(key, entry);
    }
  }
  if (phases.size > 0)
    table(
      `${name}: the steps of its tests (time summed over the tests that ran each)`,
      ['spec', 'step', 'tests', 'time', 'slowest'],
      [...phases.entries()]
        .sort((a, b) => b[1].seconds - a[1].seconds)
        .map(([key, entry]) => [...key.split('\t'), entry.tests, s(entry.seconds), s(entry.slowest)]),
    );
}

// Jest runs as shards (scripts/test.mjs), each with its report `jest-<n>.json`.
const jestReports = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  .filter((name) => /^jest-\d+\.json$/.test(name))
  .map(read)
  .filter(Boolean);
if (jestReports.length > 0) {
  const jest = {
    testResults: jestReports.flatMap((report) => report.testResults),
    numTotalTests: jestReports.reduce((sum, report) => sum + report.numTotalTests, 0),
  };
  const files = jest.testResults.map((result) => ({
    file: result.name.slice(result.name.lastIndexOf('__tests__')),
    tests: result.assertionResults.length,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\njest: ${files.length} files, ${jest.numTotalTests} tests, ${s(total)} of file time`);
  table(
    'Jest: the 15 slowest files',
    ['file', 'tests', 'seconds', 'share'],
    [...files]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 15)
      .map((file) => [file.file, file.tests, s(file.seconds), pct(file.seconds, total)]),
  );
  if (process.argv.includes('--save-jest-times')) {
    // What scripts/jest-sequencer.cjs balances the shards by: each file's seconds, by its path from the root.
    const times = Object.fromEntries(
      jest.testResults
        .map((result) => [path.relative(root, result.name).split(path.sep).join('/'), Math.round((result.endTime - result.startTime) / 100) / 10])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    fs.writeFileSync(path.join(root, 'scripts', 'jest-times.json'), `${JSON.stringify(times, null, 2)}\n`);
    console.log(`\nscripts/jest-times.json: the seconds of ${Object.keys(times).length} Jest files, for the shards' split`);
  }
}

const sandbox = read('sandbox-exports.json');
if (sandbox) {
  const sum = (pick) => sandbox.results.reduce((total, result) => total + (pick(result) ?? 0), 0);
  const install = sandbox.sets.reduce((total, set) => total + set.installSeconds, 0);
  const tsc = sandbox.sets.reduce((total, set) => total + set.tscSeconds, 0);
  const vite = sandbox.sets.reduce((total, set) => total + set.viteSeconds, 0);
  const browser = sum((result) => result.seconds.browser);
  table(
    `Sandbox exports: ${sandbox.results.length} projects in ${sandbox.sets.length} dependency sets, ${s(sandbox.seconds)}`,
    ['step', 'seconds', 'share'],
    [
      // Every set's install starts at once, so a later set's runs beside the first set's builds: the rows can add up to
      // more than the wall time.
      ['npm install (once per set, side by side)', s(install), pct(install, sandbox.seconds)],
      ['tsc --noEmit', s(tsc), pct(tsc, sandbox.seconds)],
      ['vite build', s(vite), pct(vite, sandbox.seconds)],
      ['browser', s(browser), pct(browser, sandbox.seconds)],
      [
        'the rest (registry, writing files, start-up)',
        s(Math.max(0, sandbox.seconds - install - tsc - vite - browser)),
        pct(Math.max(0, sandbox.seconds - install - tsc - vite - browser), sandbox.seconds),
      ],
    ],
  );
}

for (const engine of ['firefox', 'webkit']) {
  const report = read(`${engine}.json`);
  if (!report) continue;
  const total = report.results.reduce((sum, result) => sum + (result.seconds ?? 0), 0);
  table(
    `${engine}: ${report.results.length} checks, ${s(total)}; the 8 slowest`,
    ['check', 'seconds'],
    [...report.results]
      .sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0))
      .slice(0, 8)
      .map((result) => [result.name.slice(0, 100), s(result.seconds ?? 0)]),
  );
}

const lighthouse = read('lighthouse.json');
if (lighthouse?.pages)
  table(
    'Lighthouse: seconds per page',
    ['page', 'seconds'],
    lighthouse.pages.map((page) => [page.path, page.seconds === undefined ? '-' : s(page.seconds)]),
  );
