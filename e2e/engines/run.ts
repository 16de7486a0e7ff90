/**
 * The cross-engine suite: `tsx e2e/engines/run.ts firefox|webkit [--report file] [--out dir] [--only text]`
 * (`--only` runs the checks whose names hold the text). Serves out/ (or another export) through the test
 * server (scripts/preview-server.mjs plus the error recorder), runs every check below in one engine, prints one line
 * per check and writes `{ passed, failed, results }` for scripts/test.mjs. The checks live in e2e/checks/, where
 * Chromium's specs run those it shares (docs/testing.md, "A check for every engine").
 * Ports: ENGINES_PORT (default 4280; not 4190, the sieve port Firefox and WebKit refuse to load) for the test server, the next one for the preview server behind it, and the
 * one after for WebKitWebDriver.
 */
import fs from 'node:fs';
import path from 'node:path';
import { colourCheck } from '../checks/colour';
import { liveCheck } from '../checks/live';
import { controlChecks, editorFontCheck, narrowCheck } from '../checks/look';
import { pinnedChecks } from '../checks/pinned';
import { playgroundCheck } from '../checks/props-panel';
import { reachChecks } from '../checks/reach';
import { routeChecks } from '../checks/routes';
import { searchChecks } from '../checks/search';
import { selectCheck } from '../checks/select';
import type { Check, EngineSession } from '../checks/session';
import { shareCheck } from '../checks/share';
import { partMapCheck } from '../checks/part-map';
import { typesCheck } from '../checks/types';
import { launchFirefox } from './firefox';
import { startTestServer } from './server';
import { launchWebKit } from './webkit';

const root = path.join(__dirname, '..', '..');
const engine = process.argv[2];
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const reportFile = option('report');
const outDir = path.resolve(option('out') ?? path.join(root, 'out'));
const only = option('only');
const port = Number(process.env.ENGINES_PORT ?? 4280);

/** Every check, in the order the suite has always run them. */
const checks: Check[] = [
  ...routeChecks,
  ...searchChecks,
  colourCheck,
  liveCheck,
  playgroundCheck,
  shareCheck,
  typesCheck,
  partMapCheck,
  ...pinnedChecks,
  selectCheck,
  ...reachChecks,
  narrowCheck,
  editorFontCheck,
  ...controlChecks,
];

interface Result {
  name: string;
  failure?: string;
  seconds: number;
}

async function main(): Promise<Result[]> {
  if (engine !== 'firefox' && engine !== 'webkit') throw new Error('usage: tsx e2e/engines/run.ts firefox|webkit [--report file] [--out dir] [--only text]');
  const server = await startTestServer(outDir, port);
  let session: (EngineSession & { close(): Promise<void> }) | undefined;
  try {
    session = engine === 'firefox' ? await launchFirefox() : await launchWebKit(port + 2);
    const results: Result[] = [];
    for (const check of checks.filter(({ name }) => !only || name.includes(only))) {
      const started = Date.now();
      try {
        await check.run(session, server.origin);
        results.push({ name: check.name, seconds: (Date.now() - started) / 1000 });
        console.log(`  ✓ ${check.name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        results.push({ name: check.name, failure, seconds: (Date.now() - started) / 1000 });
        console.log(`  ✗ ${check.name}\n    ${failure.replace(/\n/g, '\n    ')}`);
      }
    }
    return results;
  } finally {
    await session?.close();
    await server.close();
  }
}

main().then(
  (results) => {
    const failed = results.filter((result) => result.failure !== undefined).length;
    console.log(`${engine}: ${results.length - failed} passed, ${failed} failed`);
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed: results.length - failed, failed, results }, null, 2));
    process.exit(failed > 0 ? 1 : 0);
  },
  (error: unknown) => {
    console.error(`${engine}: the suite could not run: ${error instanceof Error ? error.stack : String(error)}`);
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1, results: [{ name: 'start', failure: String(error) }] }, null, 2));
    process.exit(1);
  },
);
