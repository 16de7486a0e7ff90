/**
 * `npm test`: every check — registry build, lint, format check, type check, Jest, `npm audit` of what the site ships,
 * the test tools (browsers, the CJK font, nginx: scripts/ensure-test-tools.mjs), the sandbox exports
 * (scripts/check-sandbox-exports.ts), the production build, the browser tests against out/ (Chromium; Firefox ESR and
 * WebKitGTK: e2e/engines), the dev server's content-error overlay (playwright.dev.config.ts) and the Lighthouse gate
 * (scripts/lighthouse-gate.mjs).
 * `npm run test:quick` (`--quick`): registry, lint, format, types, Jest, the build and a browser smoke of every
 * template (e2e/smoke.spec.ts).
 * `npm run test:slow` (`--slow`): the same steps as a slower machine runs them: every Chromium page's CPU throttled 3×
 * (E2E_CPU_THROTTLE: e2e/cpu-throttle.ts) and Jest pinned to one core (`taskset`). Firefox and WebKit keep their speed.
 *
 * Independent steps run side by side while a core is free (STEPS below: `needs`, `cores`, in order of priority); a
 * step marked `alone` starts once nothing else runs, and nothing starts beside it, so the browser tests have the
 * machine to themselves. Each step writes its output to test-results/logs/<step>.log, printed in full when the step fails and as its
 * last lines when it passes. Each suite reports its counts; a skipped test counts as a failure unless it gives a
 * reason in code (Playwright's `test.skip(condition, 'reason')`; Jest has no way to give one). The last line is
 * the totals, `N passed, N failed`, and the exit code is non-zero when anything failed. test-results/steps.json
 * keeps each step's start, wall time and the machine's CPU use meanwhile, for `npm run test:profile`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditCounts, counted, jestCounts, ownCounts, playwrightCounts, whole } from './test-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
const logsDir = path.join(resultsDir, 'logs');
fs.mkdirSync(logsDir, { recursive: true });

const quick = process.argv.includes('--quick');
const slow = process.argv.includes('--slow');
/** How many times slower `--slow` makes Chromium's CPU: a machine of the same kind two to three times slower, or busy. */
const SLOW_CPU_RATE = 3;
/** The browser suites' environment: in `--slow`, every Chromium page throttled. */
const browserEnv = slow ? { E2E_CPU_THROTTLE: String(SLOW_CPU_RATE) } : {};
const CORES = Math.max(2, os.cpus().length);
/** Lines of a passing step's log to print; a failing step's log is printed whole. */
const PASSED_TAIL = 4;

/** Busy and total jiffies of the whole machine, from /proc/stat (zeros where there is none). */
function cpuTimes() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Cores kept busy on average between two readings. */
const coresBusy = (from, to) => (to.total > from.total ? ((to.busy - from.busy) / (to.total - from.total)) * CORES : 0);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a command with its output in the step's log; resolves whether it exited with 0. */
function exec(log, command, args, env = {}) {
  return new Promise((resolve) => {
    fs.appendFileSync(log, `$ ${[command, ...args].map((part) => path.relative(root, part) || part).join(' ')}\n`);
    const out = fs.openSync(log, 'a');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.once('error', (error) => {
      fs.appendFileSync(log, `${error.message}\n`);
      resolve(false);
    });
    child.once('close', (code) => {
      fs.closeSync(out);
      resolve(code === 0);
    });
  });
}

/** Runs a command with its standard output in `file` and the rest in the step's log. */
function execToFile(log, file, command, args) {
  return new Promise((resolve) => {
    fs.appendFileSync(log, `$ ${[command, ...args].join(' ')} > ${path.relative(root, file)}\n`);
    const out = fs.openSync(file, 'w');
    const err = fs.openSync(log, 'a');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, err] });
    child.once('error', (error) => {
      fs.appendFileSync(log, `${error.message}\n`);
      resolve(false);
    });
    child.once('close', () => {
      fs.closeSync(out);
      fs.closeSync(err);
      resolve(true);
    });
  });
}

/** `npm audit` of what the site ships, counted per advisory; where the registry does not answer, passed with why. */
async function audit(log) {
  const file = results('audit.json');
  if (!(await execToFile(log, file, 'npm', ['audit', '--omit=dev', '--json']))) return { passed: 0, failed: 1 };
  const counts = auditCounts(readJson(file));
  for (const reason of counts.reasons ?? []) fs.appendFileSync(log, `skipped: ${reason}\n`);
  if (counts.failed > 0) fs.appendFileSync(log, fs.readFileSync(file, 'utf8'));
  return counts;
}

/** Runs `command` with a JSON report at `file` (removed first) and counts it with `count`. */
async function reported(log, file, count, command, args, env) {
  fs.rmSync(file, { force: true });
  const ok = await exec(log, command, args, env);
  return counted(ok, count(readJson(file)));
}

const results = (name) => path.join(resultsDir, name);

/** Jest's shards (`--shard=<n>/2`), each a step. */
const JEST_SHARDS = [1, 2];
const jestShardName = (shard) => `jest-${shard}`;

function jestShard(shard) {
  const name = jestShardName(shard);
  const report = results(`${name}.json`);
  return {
    name,
    needs: ['registry'],
    cores: 1,
    run: (log) => {
      const args = ['--ci', '--maxWorkers=1', `--shard=${shard}/${JEST_SHARDS.length}`, '--json', `--outputFile=${report}`];
      return slow
        ? reported(log, report, jestCounts, 'taskset', ['--cpu-list', '0', bin('jest'), ...args])
        : reported(log, report, jestCounts, bin('jest'), args);
    },
  };
}

/** The Chromium suite: the whole `site` project, or in the quick loop its smoke of every template. */
const BROWSER = quick ? 'smoke' : 'e2e';

/**
 * The steps, in order of priority. `needs`: steps that must pass first (a step whose need failed is counted as one
 * failure, not run); `after`: steps that must have ended, pass or fail (the browser suite comes after the checks that
 * fill both cores, and the other browsers after it); `cores`: what it keeps busy; `alone`: nothing runs beside it.
 */
const STEPS = [
  { name: 'registry', cores: 1, run: async (log) => whole(await exec(log, bin('tsx'), ['scripts/build-registry.ts'])) },
  // On a fresh machine the test tools are mostly downloads: beside the registry build.
  { name: 'tools', cores: 1, run: async (log) => whole(await exec(log, 'node', ['scripts/ensure-test-tools.mjs', ...(quick ? ['--chromium'] : [])])) },
  { name: 'format', cores: 1, run: async (log) => whole(await exec(log, bin('prettier'), ['--check', '.'])) },
  // Advisories in what the site ships (not the test and build tools); it waits on the network, not a core.
  { name: 'audit', cores: 0, run: audit },
  // Jest in two shards, each on one worker: the first beside the build and the other checks, the second once they
  // leave a core, while the sandbox check (whose installs wait on the network) follows the first; the first takes more
  // of the suite's time for that (scripts/jest-sequencer.cjs: by each file's last measured time). One Jest on one worker
  // kept a core idle for its last 190 s. In `--slow`, both pinned to one core, which they then share with whatever else
  // the scheduler puts there.
  jestShard(1),
  // `npm run build` without its registry step, done above, and without Next's own type check: the typecheck step runs
  // tsc over the whole project, pages included.
  {
    name: 'build',
    needs: ['registry'],
    cores: 2,
    run: async (log) =>
      whole((await exec(log, bin('next'), ['build'], { RC_TABLE_DOCS_TYPECHECKED: '1' })) && (await exec(log, bin('tsx'), ['scripts/finish-export.ts']))),
  },
  { name: 'typecheck', needs: ['registry'], cores: 1, run: async (log) => whole(await exec(log, bin('tsc'), ['--noEmit'])) },
  { name: 'lint', needs: ['registry'], cores: 1, run: async (log) => whole(await exec(log, bin('eslint'), ['.', '--max-warnings=0'])) },
  jestShard(2),
  // One verdict per demo and one for the edited export: each installed, type-checked, built and opened. Needs no
  // out/; its installs wait on the network, so it fills the time the other checks leave.
  {
    name: 'sandbox',
    full: true,
    needs: ['registry', 'tools'],
    cores: 1,
    run: (log) =>
      reported(log, results('sandbox-exports.json'), ownCounts, bin('tsx'), ['scripts/check-sandbox-exports.ts', '--report', results('sandbox-exports.json')]),
  },
  // The full suite has the machine to itself; the quick loop's smoke, a few pages, runs beside Jest so the loop ends
  // with Jest instead of after it.
  {
    name: BROWSER,
    needs: ['build', 'tools'],
    after: quick ? [] : ['format', ...JEST_SHARDS.map(jestShardName), 'typecheck', 'lint', 'sandbox'],
    cores: quick ? 1 : 2,
    alone: !quick,
    run: (log) => reported(log, results('e2e.json'), playwrightCounts, bin('playwright'), ['test', `--project=${quick ? 'smoke' : 'site'}`], browserEnv),
  },
  // Firefox ESR, then WebKitGTK, against the same out/ (e2e/engines), beside Lighthouse: each drives one browser, one
  // check at a time (the two side by side took longer than one after the other).
  ...['firefox', 'webkit'].map((engine, index) => ({
    name: engine,
    full: true,
    needs: ['build', 'tools'],
    after: index === 0 ? [BROWSER] : [BROWSER, 'firefox'],
    cores: 1,
    run: (log) =>
      reported(log, results(`${engine}.json`), ownCounts, bin('tsx'), ['e2e/engines/run.ts', engine, '--report', results(`${engine}.json`)], {
        ENGINES_PORT: String(4280 + 10 * index),
      }),
  })),
  // One verdict per page and category: each has its own floor, and one failing says which.
  {
    name: 'lighthouse',
    full: true,
    needs: ['build', 'tools'],
    after: [BROWSER],
    cores: 1,
    run: (log) => reported(log, results('lighthouse.json'), ownCounts, 'node', ['scripts/lighthouse-gate.mjs']),
  },
  // `npm run dev` in a copy of the site: its content-error overlay (e2e/dev-overlay.spec.ts). Needs no out/.
  {
    name: 'dev',
    full: true,
    needs: ['registry', 'tools'],
    after: [BROWSER],
    cores: 2,
    run: (log) => reported(log, results('dev.json'), playwrightCounts, bin('playwright'), ['test', '--config', 'playwright.dev.config.ts'], browserEnv),
  },
].filter((step) => !(quick && step.full));

const started = Date.now();
const startCpu = cpuTimes();
const done = new Map();
const running = new Map();
const record = [];

function printResult(step, counts, seconds, log) {
  const text = fs.readFileSync(log, 'utf8').trimEnd();
  const lines = text.split('\n');
  const mark = counts.failed > 0 ? '✗' : '✓';
  console.log(`\n${mark} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds.toFixed(1)} s; log: ${path.relative(root, log)})`);
  const shown = counts.failed > 0 ? lines : lines.slice(-PASSED_TAIL);
  for (const line of shown) console.log(`  │ ${line}`);
}

async function runStep(step) {
  const log = path.join(logsDir, `${step.name}.log`);
  fs.writeFileSync(log, '');
  const failedNeed = (step.needs ?? []).find((need) => done.get(need).failed > 0);
  const begin = Date.now();
  const cpuBefore = cpuTimes();
  console.log(`▶ ${step.name}${failedNeed ? '' : ` (at ${((begin - started) / 1000).toFixed(0)} s)`}`);
  let counts;
  if (failedNeed) {
    fs.writeFileSync(log, `not run: ${failedNeed} failed\n`);
    counts = { passed: 0, failed: 1 };
  } else {
    try {
      counts = await step.run(log);
    } catch (error) {
      fs.appendFileSync(log, `${error.stack ?? error}\n`);
      counts = { passed: 0, failed: 1 };
    }
  }
  const seconds = (Date.now() - begin) / 1000;
  record.push({
    name: step.name,
    offset: (begin - started) / 1000,
    seconds,
    cpu: coresBusy(cpuBefore, cpuTimes()),
    passed: counts.passed,
    failed: counts.failed,
    skipped: counts.skipped ?? 0,
    reasons: counts.reasons ?? [],
  });
  printResult(step, counts, seconds, log);
  return counts;
}

/**
 * Starts, in order, every step whose needs are done while a core is free. A ready `alone` step waits for the
 * machine to empty, and nothing else starts meanwhile.
 */
function schedule(resolveAll) {
  const pending = STEPS.filter((step) => !done.has(step.name) && !running.has(step.name));
  if (pending.length === 0 && running.size === 0) return resolveAll();
  const used = () => [...running.values()].reduce((sum, step) => sum + step.cores, 0);
  const names = new Set(STEPS.map((step) => step.name));
  const ready = pending.filter((step) => [...(step.needs ?? []), ...(step.after ?? [])].every((name) => done.has(name) || !names.has(name)));
  const alone = ready.find((step) => step.alone);
  for (const step of alone ? [alone] : ready) {
    if ([...running.values()].some((other) => other.alone) || (step.alone && running.size > 0) || used() >= CORES) continue;
    running.set(step.name, step);
    runStep(step).then((counts) => {
      running.delete(step.name);
      done.set(step.name, counts);
      schedule(resolveAll);
    });
  }
}

await new Promise((resolve) => schedule(resolve));

const seconds = (Date.now() - started) / 1000;
fs.writeFileSync(
  path.join(resultsDir, 'steps.json'),
  `${JSON.stringify({ startedAt: new Date(started).toISOString(), quick, slow, cores: CORES, seconds, cpu: coresBusy(startCpu, cpuTimes()), steps: record }, null, 2)}\n`,
);

const totals = { passed: 0, failed: 0 };
console.log(`\n── summary (${(seconds / 60).toFixed(1)} min${slow ? `; Chromium's CPU throttled ${SLOW_CPU_RATE}×, Jest on one core` : ''}) ──`);
for (const step of STEPS) {
  const entry = record.find((item) => item.name === step.name);
  totals.passed += entry.passed;
  totals.failed += entry.failed;
  const skipped = entry.skipped > 0 ? `, ${entry.skipped} skipped` : '';
  console.log(
    `${step.name.padEnd(12)} ${String(entry.passed).padStart(4)} passed, ${String(entry.failed).padStart(3)} failed${skipped}  (${entry.seconds.toFixed(1)}s)`,
  );
  for (const reason of entry.reasons) console.log(`  skipped: ${reason}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
