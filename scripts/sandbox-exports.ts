/**
 * The end-to-end check of the CodeSandbox and StackBlitz exports: every demo's project, as the buttons
 * build it, is written to a temporary folder, installed from the npm registry, type-checked, built with
 * Vite and opened in Chromium. The demos of a line share one install: its folder holds the `node_modules` of every
 * package the line's exports declare (each at the one version the line pins: `installGroups`) and one folder per
 * project, with every file a visitor gets (package.json, tsconfig.json, vite.config.ts, index.html, src/), which
 * resolves its packages from the line's folder as from its own; that each project declares every package it imports
 * is checked first (`undeclaredImports`), so the shared install hides nothing a visitor's would lack. One process
 * per line type-checks and builds its projects (scripts/sandbox-set-build.mjs). `scripts/check-sandbox-exports.ts` runs it; `bench/run.mjs` reads its figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import { chromium, type Browser } from 'playwright-core';
import { buildRegistry } from '../lib/registry/build';
import { demoSandboxPackagesOf, siteInstall } from '../lib/registry/sandbox-packages';
import { CURRENT_LINE } from '../lib/lines/lines';
import { demoSandboxInput, editFirstTitle, exportsToCheck, installGroups, sentExport } from '../lib/sandbox/export-check';
import { MATRIX_ROUTE } from '../lib/virtual-matrix/keys';
import { undeclaredImports } from '../lib/sandbox/imported-packages';
import { ENTRY_FILE, type ProjectFiles } from '../lib/sandbox/project';
import { CHROMIUM_ARGS, findTestChromium } from './find-chromium.cjs';
import { LAYOUT_SETTLED } from '../e2e/layout/settled';

export type Step = 'export' | 'npm install' | 'tsc --noEmit' | 'vite build' | 'browser';

export interface CheckResult {
  /** The demo id; the edited run is `<id> (edited index.tsx)`. */
  name: string;
  /** The run with an edited `index.tsx`, rather than the demo as it ships. */
  edited: boolean;
  ok: boolean;
  /** The step that failed, and what it printed. */
  failure?: { step: Step; message: string };
  /** Seconds per step that ran. */
  seconds: Partial<Record<Exclude<Step, 'export' | 'npm install'>, number>>;
}

export interface DemoSize {
  id: string;
  /** The project's files, UTF-8 bytes: what StackBlitz receives. */
  projectBytes: number;
  /** The `parameters` field posted to CodeSandbox (LZ-compressed, URL-safe base64). */
  codeSandboxBytes: number;
}

/** One install (a line's) and the projects built on it. */
export interface SetResult {
  demos: string[];
  /** Projects built on the install: its demos, and the edited run on the edited demo's. */
  projects: number;
  dependencies: Record<string, string>;
  installSeconds: number;
  /** Summed over the install's projects. */
  tscSeconds: number;
  viteSeconds: number;
}

export interface SandboxReport {
  passed: number;
  failed: number;
  results: CheckResult[];
  sets: SetResult[];
  sizes: DemoSize[];
  seconds: number;
}

export interface CheckOptions {
  root: string;
  /** Only these demos (all when empty). */
  only?: readonly string[];
  /** Every demo of every line; by default the current line's all, and each other line's one per dependency set. */
  every?: boolean;
  /** Keeps the temporary folder and says where it is. */
  keep?: boolean;
  log?: (line: string) => void;
}

/** The demo whose entry the edited run changes, and what the edit writes into its first column title. */
export const EDITED_DEMO = 'simple';
export const EDIT_TEXT = 'Edited before export';

/** Demos whose table is empty by design: their body shows the placeholder row instead of data rows. */
const EMPTY_BY_DESIGN = new Set(['no-data']);

/** Demos that render their table when the reader asks (the button's name): the performance lab runs nothing on load. */
const TABLE_ON_REQUEST: Readonly<Record<string, string>> = { 'performance-lab': 'Run' };

/**
 * The rows of a table body: rc-table's `<tr>` rows, VirtualTable's row `div`s, and for a body handed to
 * another component through `components.body` (react-window's Grid in the virtual-list demos) the cells
 * of its rows, since those rows are empty boxes around absolutely positioned cells.
 */
const BODY_ROWS = [
  '.rc-table-tbody > tr.rc-table-row',
  '.rc-table-tbody-virtual .rc-table-row',
  '.rc-table-container > [role="grid"] [role="row"] > [role="gridcell"]',
].join(', ');
const PLACEHOLDER_ROWS = '.rc-table-tbody > tr.rc-table-placeholder';

const MINUTE = 60_000;
/** Output kept in a failure message: the end, where npm, tsc and Vite put the error. */
const TAIL_LINES = 30;

/**
 * The environment of the export's commands: npm's own variables (set when `npm test` runs this) are
 * dropped so the site's npm settings cannot leak in, and the registry is the public one, as a sandbox has.
 */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const name of Object.keys(env)) {
    if (name.toLowerCase().startsWith('npm_')) delete env[name];
  }
  env.npm_config_registry = 'https://registry.npmjs.org/';
  return env;
}

function tail(text: string): string {
  return text.trim().split('\n').slice(-TAIL_LINES).join('\n');
}

/** Runs a command in `cwd`; resolves with its duration in seconds, or throws with its output's tail. */
function command(cwd: string, file: string, args: string[], timeoutMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env: commandEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else
        reject(
          new Error(
            `${[file, ...args].map((part) => path.basename(part)).join(' ')} ${signal ? `was killed (${signal}) after ${timeoutMs / 1000} s` : `exited with ${code}`}\n${tail(output)}`,
          ),
        );
    });
  });
}

/** Writes a project's files into the new folder `dir`. */
function writeProject(dir: string, files: ProjectFiles): void {
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(dir, ...relative.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a Vite build like a static host; unknown paths get 404. */
async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    // Chromium asks for it on its own; the project has none (nor does Vite's template), and a 404 here
    // would be logged as a console error the demo did not cause.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Opens the build and asserts the demo's table shows its body rows with text, that `expectText` (the
 * edited title) is on the page, and that nothing was logged as a page error or a console error or warning.
 */
async function checkInBrowser(browser: Browser, distDir: string, id: string, expectText?: string): Promise<number> {
  const started = performance.now();
  const server = await serve(distDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    const response = await page.goto(server.url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`the page answered ${response?.status()}`);
    const button = TABLE_ON_REQUEST[id.replace(/^7\.x-/, '')];
    if (button) await page.getByRole('button', { name: button, exact: true }).click({ timeout: 15_000 });
    const rows = page.locator(EMPTY_BY_DESIGN.has(id) ? PLACEHOLDER_ROWS : BODY_ROWS);
    try {
      await rows.first().waitFor({ state: 'visible', timeout: 15_000 });
    } catch {
      throw new Error(`no table body rows became visible${problems.length ? `\n${problems.join('\n')}` : ''}`);
    }
    const texts = await rows.allInnerTexts();
    if (!texts.some((text) => text.trim() !== '')) throw new Error(`${texts.length} body rows, none with text`);
    if (expectText !== undefined && !(await page.getByText(expectText, { exact: true }).first().isVisible())) {
      throw new Error(`the edited text "${expectText}" is not on the page`);
    }
    // Once the layout has settled, errors from effects and the first layout pass are in.
    await page.evaluate(LAYOUT_SETTLED);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return (performance.now() - started) / 1000;
  } finally {
    await context.close();
    await server.close();
  }
}

/** A line `scripts/sandbox-set-build.mjs` prints: a step of a project that passed (`seconds`) or failed (`error`). */
interface SetBuildLine {
  dir: string;
  step: 'tsc --noEmit' | 'vite build';
  seconds?: number;
  error?: string;
}

/** Type-checks and builds an install's projects in one process (scripts/sandbox-set-build.mjs); each project's lines by its folder. */
async function buildSet(dir: string, projects: string[]): Promise<Map<string, SetBuildLine[]>> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('node', [path.join(__dirname, 'sandbox-set-build.mjs'), dir, ...projects], {
      cwd: dir,
      env: commandEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), projects.length * 2 * MINUTE);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`the set build ${signal ? `was killed (${signal})` : `exited with ${code}`}\n${tail(`${stdout}\n${stderr}`)}`));
    });
  });
  const lines = new Map<string, SetBuildLine[]>();
  for (const text of output.split('\n')) {
    if (!text.startsWith('{"dir"')) continue;
    const line = JSON.parse(text) as SetBuildLine;
    lines.set(line.dir, [...(lines.get(line.dir) ?? []), line]);
  }
  return lines;
}

interface Job {
  id: string;
  line: string;
  name: string;
  files: ProjectFiles;
  /** Set on the edited run: the text its edit put on the page. */
  expectText?: string;
}

const isEdited = (job: Job): boolean => job.expectText !== undefined;

/** Runs the whole check; never throws for a failing demo, only reports it. */
export async function checkSandboxExports({ root, only = [], every = false, keep = false, log = console.log }: CheckOptions): Promise<SandboxReport> {
  const started = performance.now();
  const results: CheckResult[] = [];
  const fail = (name: string, edited: boolean, step: Step, message: string) => {
    results.push({ name, edited, ok: false, failure: { step, message }, seconds: {} });
    log(`FAIL ${name} at ${step}: ${message}`);
  };

  // The registry build's own functions: the data the previewer gets, so the same versions and files.
  const registry = buildRegistry({ root });
  const site = siteInstall(root);
  const ids = Object.keys(registry.demos)
    .sort()
    .filter((id) => only.length === 0 || only.includes(id));
  const unknown = only.filter((id) => !registry.demos[id]);
  if (unknown.length > 0) throw new Error(`no such demo: ${unknown.join(', ')}`);

  const jobs: Job[] = [];
  const sizes: DemoSize[] = [];
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  for (const id of ids) {
    try {
      const sent = sentExport(demoSandboxInput(registry.demos[id], demoSandboxPackagesOf(registry.demos[id], site)));
      const projectBytes = Object.values(sent.files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      sizes.push({ id, projectBytes, codeSandboxBytes: getParameters(sent.codeSandbox).length });
      jobs.push({ id, line: registry.demos[id].line, name: id, files: sent.files });
    } catch (error) {
      fail(id, false, 'export', message(error));
    }
  }
  if (ids.includes(EDITED_DEMO)) {
    const name = `${EDITED_DEMO} (edited ${ENTRY_FILE})`;
    const demo = registry.demos[EDITED_DEMO];
    const entry = demo.asset.dependencies[ENTRY_FILE];
    const edited = entry?.type === 'FILE' ? editFirstTitle(entry.value, EDIT_TEXT) : undefined;
    try {
      if (edited === undefined) throw new Error(`${ENTRY_FILE} has no column title string to edit`);
      const { files } = sentExport(demoSandboxInput(demo, demoSandboxPackagesOf(demo, site), edited));
      jobs.push({ id: EDITED_DEMO, line: demo.line, name, files, expectText: EDIT_TEXT });
    } catch (error) {
      fail(name, true, 'export', message(error));
    }
  }

  // Named demos are all checked; otherwise another line's exports are sampled, one per dependency set, and so are the
  // compatibility matrix's demos (one props object in a Table and a VirtualTable each: the same project shape fifteen times).
  const inMatrix = (job: Job) => `/${registry.demos[job.id]?.routeId ?? ''}`.endsWith(MATRIX_ROUTE);
  const checked =
    every || only.length > 0
      ? jobs
      : exportsToCheck(
          jobs,
          (job) => job.line === CURRENT_LINE && !inMatrix(job),
          (job) => (inMatrix(job) ? 'matrix' : ''),
        );
  const sampled = jobs.filter((job) => !checked.includes(job)).length;
  if (sampled > 0) {
    log(
      `${checked.length} of ${jobs.length} exports: every ${CURRENT_LINE} demo but the compatibility matrix's, and one per dependency set of those and of the other lines (--every for all)`,
    );
  }

  const executablePath = findTestChromium();
  if (!executablePath) throw new Error('Chromium was not found; run `node scripts/ensure-chromium.mjs` or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-sandbox-'));
  // Each project declares every package it imports (what lets one install per line serve them all, hiding nothing).
  const complete = checked.filter((job) => {
    const undeclared = undeclaredImports(job.files);
    if (undeclared.length > 0) fail(job.name, isEdited(job), 'export', `imports ${undeclared.join(', ')}, which its package.json does not declare`);
    return undeclared.length === 0;
  });
  const groups = installGroups(complete);
  const sets: SetResult[] = groups.map((group) => ({
    demos: [...new Set(group.projects.map((job) => job.id))],
    projects: group.projects.length,
    dependencies: { ...group.dependencies, ...group.devDependencies },
    installSeconds: 0,
    tscSeconds: 0,
    viteSeconds: 0,
  }));
  // Both installs at once: they wait on the network and npm's cache more than on the CPU.
  const installs = groups.map(async (group, index) => {
    const dir = path.join(workDir, `line-${group.line}`);
    fs.mkdirSync(dir);
    const manifest = {
      name: `rc-table-sandbox-${group.line.replace(/\W/g, '')}`,
      private: true,
      type: 'module',
      dependencies: group.dependencies,
      devDependencies: group.devDependencies,
    };
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    sets[index].installSeconds = await command(dir, 'npm', ['install', '--no-audit', '--no-fund'], 5 * MINUTE);
    return dir;
  });
  for (const install of installs) install.catch(() => undefined);
  try {
    for (const [index, { line, projects: set }] of groups.entries()) {
      const result = sets[index];
      log(
        `${line}: ${Object.entries(result.dependencies)
          .map(([name, version]) => `${name}@${version}`)
          .join(' ')} (${set.length} checks)`,
      );
      let dir: string;
      try {
        dir = await installs[index];
        log(`  npm install: ${result.installSeconds.toFixed(1)} s`);
      } catch (error) {
        for (const job of set) fail(job.name, isEdited(job), 'npm install', message(error));
        continue;
      }
      // Each project in a folder of its own under the set's, which holds the one node_modules they resolve to.
      const projects = set.map((job, jobIndex) => {
        const projectDir = path.join(dir, `project-${jobIndex + 1}`);
        writeProject(projectDir, job.files);
        return projectDir;
      });
      let steps: Map<string, SetBuildLine[]>;
      try {
        steps = await buildSet(dir, projects);
      } catch (error) {
        for (const job of set) fail(job.name, isEdited(job), 'tsc --noEmit', message(error));
        continue;
      }
      for (const [jobIndex, job] of set.entries()) {
        const lines = steps.get(projects[jobIndex]) ?? [];
        const failed = lines.find((line) => line.error !== undefined);
        const seconds: CheckResult['seconds'] = {};
        for (const line of lines) if (line.seconds !== undefined) seconds[line.step] = line.seconds;
        result.tscSeconds += seconds['tsc --noEmit'] ?? 0;
        result.viteSeconds += seconds['vite build'] ?? 0;
        if (failed) {
          fail(job.name, isEdited(job), failed.step, tail(failed.error ?? ''));
          continue;
        }
        if (seconds['vite build'] === undefined) {
          fail(job.name, isEdited(job), lines.length === 0 ? 'tsc --noEmit' : 'vite build', 'the set build stopped before this project');
          continue;
        }
        try {
          seconds.browser = await checkInBrowser(browser, path.join(projects[jobIndex], 'dist'), job.id, job.expectText);
          results.push({ name: job.name, edited: isEdited(job), ok: true, seconds });
          log(
            `  ok   ${job.name} (${Object.entries(seconds)
              .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
              .join(', ')})`,
          );
        } catch (error) {
          fail(job.name, isEdited(job), 'browser', message(error));
        }
      }
    }
  } finally {
    await Promise.allSettled(installs);
    await browser.close();
    if (keep) log(`kept ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
  const passed = results.filter((result) => result.ok).length;
  return { passed, failed: results.length - passed, results, sets, sizes, seconds: (performance.now() - started) / 1000 };
}
