/**
 * `npm test`: every check, in order — registry build, lint, format check, type check, Jest, the sandbox exports
 * (scripts/check-sandbox-exports.ts), production build, the browser tests against out/ (Chromium, then Firefox
 * ESR and WebKitGTK: e2e/engines), the dev server's content-error overlay (playwright.dev.config.ts) and the
 * Lighthouse gate (scripts/lighthouse-gate.mjs). Each suite reports its counts; the last line is the totals,
 * `N passed, N failed`, and the exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${name.padEnd(12)} ${String(passed).padStart(4)} passed, ${String(failed).padStart(3)} failed  (${seconds}s)`);
}

/** A step that is one check: it passes or fails as a whole. */
function step(name, command, args) {
  console.log(`\n── ${name} ──`);
  const { ok, seconds } = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const registryOk = step('registry', bin('tsx'), ['scripts/build-registry.ts']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.']);
if (registryOk) {
  step('typecheck', bin('tsc'), ['--noEmit']);

  console.log('\n── jest ──');
  const jestFile = path.join(resultsDir, 'jest.json');
  fs.rmSync(jestFile, { force: true });
  const jest = run(bin('jest'), ['--ci', '--json', `--outputFile=${jestFile}`]);
  const jestReport = readJson(jestFile);
  if (jestReport) {
    // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
    const brokenSuites = jestReport.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    record('jest', jestReport.numPassedTests, jestReport.numFailedTests + brokenSuites, jest.seconds);
  } else {
    record('jest', 0, 1, jest.seconds);
  }

  // Every browser lays out Chinese with a real CJK font, as readers' devices do (installed as root).
  const fontFound = step('fonts', 'node', ['scripts/ensure-cjk-font.mjs']);

  // One verdict per demo and one for the edited export: each is installed, type-checked, built and opened.
  // Needs no out/, so it runs before the Next build.
  console.log('\n── sandbox ──');
  const chromiumFound = run('node', ['scripts/ensure-chromium.mjs']).ok && fontFound;
  if (!chromiumFound) {
    record('sandbox', 0, 1, '0.0');
  } else {
    const sandboxFile = path.join(resultsDir, 'sandbox-exports.json');
    fs.rmSync(sandboxFile, { force: true });
    const sandbox = run(bin('tsx'), ['scripts/check-sandbox-exports.ts', '--report', sandboxFile]);
    const report = readJson(sandboxFile);
    if (report) {
      record('sandbox', report.passed, report.failed + (sandbox.ok || report.failed > 0 ? 0 : 1), sandbox.seconds);
      for (const { name, failure } of report.results) if (failure) summary.push(`  ${name} failed at ${failure.step}`);
    } else {
      record('sandbox', 0, 1, sandbox.seconds);
    }
  }

  // `npm run build` without its registry step, done above: next build, then the export's finishing for static hosts.
  const built = step('build', bin('next'), ['build']) && step('export', bin('tsx'), ['scripts/finish-export.ts']);
  console.log('\n── e2e ──');
  // Debian's nginx for the static-host checks (e2e/static-hosts.spec.ts), installed like Chromium; the spec says when it is missing.
  run('node', ['scripts/ensure-nginx.mjs']);
  const browserReady = built && chromiumFound;
  if (!browserReady) {
    record('e2e', 0, 1, '0.0');
  } else {
    const e2eFile = path.join(resultsDir, 'e2e.json');
    fs.rmSync(e2eFile, { force: true });
    const e2e = run(bin('playwright'), ['test']);
    const stats = readJson(e2eFile)?.stats;
    if (stats) {
      record('e2e', stats.expected, stats.unexpected + stats.flaky + (e2e.ok || stats.unexpected > 0 ? 0 : 1), e2e.seconds);
    } else {
      record('e2e', 0, 1, e2e.seconds);
    }
  }

  // Firefox ESR and WebKitGTK against the same out/ (e2e/engines): one verdict per check, one suite per engine.
  const enginesFound = browserReady && run('node', ['scripts/ensure-engines.mjs']).ok;
  for (const engine of ['firefox', 'webkit']) {
    console.log(`\n── ${engine} ──`);
    const engineFile = path.join(resultsDir, `${engine}.json`);
    fs.rmSync(engineFile, { force: true });
    const engineRun = enginesFound ? run(bin('tsx'), ['e2e/engines/run.ts', engine, '--report', engineFile]) : { ok: false, seconds: '0.0' };
    const report = readJson(engineFile);
    if (report) {
      record(engine, report.passed, report.failed + (engineRun.ok || report.failed > 0 ? 0 : 1), engineRun.seconds);
    } else {
      record(engine, 0, 1, engineRun.seconds);
    }
  }

  // `npm run dev` in a copy of the site: its content-error overlay (e2e/dev-overlay.spec.ts), alone, since next dev
  // compiles for minutes on a busy machine and would slow the tests beside it. Needs no out/.
  console.log('\n── dev ──');
  if (!chromiumFound) {
    record('dev', 0, 1, '0.0');
  } else {
    const devFile = path.join(resultsDir, 'dev.json');
    fs.rmSync(devFile, { force: true });
    const dev = run(bin('playwright'), ['test', '--config', 'playwright.dev.config.ts']);
    const stats = readJson(devFile)?.stats;
    record('dev', stats?.expected ?? 0, stats ? stats.unexpected + stats.flaky + (dev.ok || stats.unexpected > 0 ? 0 : 1) : 1, dev.seconds);
  }

  // One verdict per page and category (4 × 4): each has its own floor, and one failing says which.
  console.log('\n── lighthouse ──');
  if (!browserReady) {
    record('lighthouse', 0, 1, '0.0');
  } else {
    const lighthouseFile = path.join(resultsDir, 'lighthouse.json');
    fs.rmSync(lighthouseFile, { force: true });
    const lighthouse = run('node', ['scripts/lighthouse-gate.mjs']);
    const report = readJson(lighthouseFile);
    if (report) {
      record('lighthouse', report.passed, report.failed + (lighthouse.ok || report.failed > 0 ? 0 : 1), lighthouse.seconds);
    } else {
      record('lighthouse', 0, 1, lighthouse.seconds);
    }
  }
} else {
  record('typecheck', 0, 1, '0.0');
}

console.log('\n── summary ──');
for (const line of summary) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
