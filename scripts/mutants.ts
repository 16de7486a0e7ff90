/**
 * `npm run test:mutants`: proves the test suite's strength with regressions this project really had. Each mutant in
 * scripts/mutants/mutants.json is a small patch that brings one of them back; this applies them one at a time to a
 * copy of the site (scripts/site-copy.ts: the real files are never touched), runs the suite that covers that code
 * (Jest, or the build and then the named browser tests, Firefox or WebKit checks, or the dev server's test), and
 * counts the mutant as caught when that suite fails. Prints a table — the regression, the suite and test that caught
 * it, the seconds it took — and writes test-results/mutants.json.
 * Usage: tsx scripts/mutants.ts [--only 01,07] [--report file.json]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite } from './site-copy';

type Suite = 'jest' | 'e2e' | 'firefox' | 'webkit' | 'dev';

interface Mutant {
  id: string;
  patch: string;
  /** What a reader sees when the regression is back. */
  regression: string;
  /** The commit that fixed it the first time. */
  fixedIn: string | null;
  suite: Suite;
  /** The test files that cover the code. */
  tests: string[];
  /** Runs only the tests whose titles hold this text. */
  grep?: string;
}

interface Outcome {
  id: string;
  regression: string;
  suite: Suite;
  caught: boolean;
  /** The tests that failed (their titles), or why the run failed without a test failing. */
  failing: string[];
  seconds: number;
}

const root = path.resolve(__dirname, '..');
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const only = option('only')?.split(',');
const reportFile = path.resolve(option('report') ?? path.join(root, 'test-results', 'mutants.json'));
const mutants = (JSON.parse(fs.readFileSync(path.join(__dirname, 'mutants', 'mutants.json'), 'utf8')) as Mutant[]).filter(
  (mutant) => !only || only.some((prefix) => mutant.id.startsWith(prefix)),
);

/** Runs a command in the copy; resolves with its exit code and the end of its output. */
function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

interface PlaywrightSuite {
  specs?: Array<{ title: string; file: string; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

function failedPlaywrightTests(file: string): string[] {
  const report = readJson<{ suites: PlaywrightSuite[] }>(file);
  const failed: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((test) => test.status === 'unexpected')) failed.push(`${path.basename(spec.file)} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return failed;
}

function failedJestTests(file: string): string[] {
  const report = readJson<{ testResults: Array<{ name: string; message: string; assertionResults: Array<{ fullName: string; status: string }> }> }>(file);
  return (report?.testResults ?? []).flatMap((suite) => {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed').map((test) => `${path.basename(suite.name)} › ${test.fullName}`);
    return failed.length > 0 || !suite.message ? failed : [`${path.basename(suite.name)} failed to run`];
  });
}

async function runSuite(dir: string, mutant: Mutant): Promise<string[]> {
  const results = path.join(dir, 'test-results');
  fs.mkdirSync(results, { recursive: true });
  const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
  const registry = await run(dir, tsx, ['scripts/build-registry.ts']);
  if (registry.code !== 0) return [`the registry build failed: ${registry.output.trim().split('\n').slice(-3).join(' ')}`];
  if (mutant.suite === 'jest') {
    const file = path.join(results, 'mutant-jest.json');
    fs.rmSync(file, { force: true });
    const { code } = await run(dir, path.join(dir, 'node_modules', '.bin', 'jest'), ['--ci', '--json', `--outputFile=${file}`, ...mutant.tests]);
    return code === 0 ? [] : failedJestTests(file);
  }
  if (mutant.suite === 'dev') {
    const { code } = await run(dir, path.join(dir, 'node_modules', '.bin', 'playwright'), [
      'test',
      '--config',
      'playwright.dev.config.ts',
      ...(mutant.grep ? ['--grep', mutant.grep] : []),
    ]);
    return code === 0 ? [] : failedPlaywrightTests(path.join(results, 'dev.json'));
  }
  const build = await run(dir, path.join(dir, 'node_modules', '.bin', 'next'), ['build'], { RC_TABLE_DOCS_TYPECHECKED: '1' });
  if (build.code !== 0) return [`the build failed: ${build.output.trim().split('\n').slice(-5).join(' ')}`];
  const exported = await run(dir, tsx, ['scripts/finish-export.ts']);
  if (exported.code !== 0) return ['finishing the export failed'];
  if (mutant.suite === 'e2e') {
    const { code } = await run(
      dir,
      path.join(dir, 'node_modules', '.bin', 'playwright'),
      ['test', '--project=site', ...mutant.tests, ...(mutant.grep ? ['--grep', mutant.grep] : [])],
      { E2E_PORT: '4391' },
    );
    return code === 0 ? [] : failedPlaywrightTests(path.join(results, 'e2e.json'));
  }
  const file = path.join(results, `mutant-${mutant.suite}.json`);
  fs.rmSync(file, { force: true });
  const { code } = await run(dir, tsx, ['e2e/engines/run.ts', mutant.suite, '--report', file, ...(mutant.grep ? ['--only', mutant.grep] : [])], {
    ENGINES_PORT: '4380',
  });
  const report = readJson<{ results: Array<{ name: string; failure?: string }> }>(file);
  return code === 0 ? [] : (report?.results ?? []).filter((result) => result.failure !== undefined).map((result) => result.name);
}

async function main(): Promise<Outcome[]> {
  const copy = copySite(root, 'rc-table-mutants');
  const outcomes: Outcome[] = [];
  try {
    // A repository of its own (no commit needed), for `git apply` and for the dev test, which copies the copy.
    await run(copy.dir, 'git', ['init', '-q']);
    for (const mutant of mutants) {
      const started = Date.now();
      const patch = path.join(__dirname, 'mutants', mutant.patch);
      const applied = await run(copy.dir, 'git', ['apply', patch]);
      if (applied.code !== 0) throw new Error(`${mutant.id}: the patch does not apply: ${applied.output}`);
      console.log(`▶ ${mutant.id}: ${mutant.regression}`);
      let failing: string[];
      try {
        failing = await runSuite(copy.dir, mutant);
      } finally {
        const reverted = await run(copy.dir, 'git', ['apply', '-R', patch]);
        if (reverted.code !== 0) throw new Error(`${mutant.id}: the patch could not be taken back: ${reverted.output}`);
      }
      const outcome = {
        id: mutant.id,
        regression: mutant.regression,
        suite: mutant.suite,
        caught: failing.length > 0,
        failing,
        seconds: (Date.now() - started) / 1000,
      };
      outcomes.push(outcome);
      console.log(
        `  ${outcome.caught ? 'caught' : 'NOT CAUGHT'} in ${outcome.seconds.toFixed(0)} s${failing.length > 0 ? ` by ${failing.slice(0, 3).join('; ')}` : ''}`,
      );
    }
  } finally {
    copy.remove();
  }
  return outcomes;
}

main().then(
  (outcomes) => {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, `${JSON.stringify(outcomes, null, 2)}\n`);
    console.log('\n| regression | suite | caught by | seconds |\n| --- | --- | --- | --- |');
    for (const outcome of outcomes) {
      console.log(
        `| ${outcome.id}: ${outcome.regression} | ${outcome.suite} | ${outcome.caught ? outcome.failing[0] : '**not caught**'} | ${outcome.seconds.toFixed(0)} |`,
      );
    }
    const missed = outcomes.filter((outcome) => !outcome.caught).length;
    console.log(`\n${outcomes.length - missed} of ${outcomes.length} mutants caught`);
    process.exit(missed > 0 ? 1 : 0);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
