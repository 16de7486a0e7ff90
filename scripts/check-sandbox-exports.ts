/**
 * Proves every demo's CodeSandbox and StackBlitz export is a working project: npm install (registry only),
 * tsc --noEmit, vite build and the built page in Chromium, for every demo and once with an edited entry
 * (scripts/sandbox-exports.ts). One line per check; a failure names the demo and the step.
 * Usage: tsx scripts/check-sandbox-exports.ts [--report file.json] [--only id,id] [--every] [--keep]
 * By default every demo of the current line (1.x) is checked, and of the 7.x line one demo per dependency set;
 * `--every` checks every demo of every line.
 * `npm test` runs it with `--report test-results/sandbox-exports.json` and counts one verdict per check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkSandboxExports } from './sandbox-exports';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<boolean> {
  const root = path.resolve(__dirname, '..');
  const report = await checkSandboxExports({
    root,
    only: option('only')?.split(',').filter(Boolean) ?? [],
    every: process.argv.includes('--every'),
    keep: process.argv.includes('--keep'),
  });
  const reportFile = option('report');
  if (reportFile) {
    fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
  console.log(`\nsandbox exports: ${report.sets.length} installs, ${report.passed} passed, ${report.failed} failed in ${report.seconds.toFixed(0)} s`);
  for (const { name, failure } of report.results) {
    if (failure) console.log(`  ${name} failed at ${failure.step}: ${failure.message.split('\n')[0]}`);
  }
  return report.failed === 0 && report.results.length > 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
