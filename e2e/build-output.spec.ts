import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { initialScriptUrls } from '../lib/budget/first-load';
import { pageTemplate } from '../lib/quality/line-sample';
import { TYPES_BYTES_BUDGET_KIB } from '../lib/budget/types-budget';
import type { Registry } from '../lib/registry/types';
import { chunksContaining, demosOnLines } from './helpers';

/**
 * Checks the static export itself (no browser): a demo page's first load carries the site's common
 * scripts plus its own demo's chunks, and never another demo's code; a troubleshooting answer's, its pair's two.
 */
const root = path.join(__dirname, '..');
const out = path.join(root, 'out');
const registry = JSON.parse(fs.readFileSync(path.join(root, '.generated', 'registry.json'), 'utf8')) as Registry;
const demos = demosOnLines(registry);
const demoIds = demos.map((demo) => demo.id);
/** A demo's page as a file of the export: `/7.x/demo/simple` → `7.x/demo/simple.html`. */
const pageFile = (id: string) => `${demos.find((demo) => demo.id === id)?.page.slice(1)}.html`;

/** Every script the HTML loads before interaction, as paths relative to out/. */
function initialScripts(htmlFile: string): Set<string> {
  return new Set(initialScriptUrls(fs.readFileSync(path.join(out, htmlFile), 'utf8')).map((src) => src.replace(/^\//, '')));
}

/** The chunks of each lazily loaded demo, from the build's manifest for the demo route. */
function demoChunkSets(): string[][] {
  // The site's own demo route; the `[line]` route has the same entries (one chunk set per demo of every line).
  const manifest = path.join(root, '.next', 'server', 'app', '(zh)', '(docs)', '(current)', 'demo', '[name]', 'page', 'react-loadable-manifest.json');
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { files: string[] }>;
  return Object.values(entries).map((entry) => entry.files.filter((file) => file.endsWith('.js')).map((file) => `_next/${file}`));
}

test('each demo page loads only its own demo code on first load', () => {
  const chunkSets = demoChunkSets();
  expect(chunkSets).toHaveLength(demoIds.length);
  const usage = new Map<string, number>();
  for (const files of chunkSets) for (const file of files) usage.set(file, (usage.get(file) ?? 0) + 1);

  // The standalone page of a demo preloads exactly that demo's chunks: that names each chunk set.
  const own = new Map<string, string[]>();
  for (const id of demoIds) {
    const standalone = initialScripts(`~demos/${id}.html`);
    const matches = chunkSets.filter((files) => files.every((file) => standalone.has(file)));
    expect(matches, `chunk sets preloaded by /~demos/${id}`).toHaveLength(1);
    own.set(id, matches[0]);
  }

  // What every page of a route (demo pages, answers) of a line loads (framework, layout, the route, previewer) is
  // common; the rest must be the page's own demos.
  const routeOf = (demo: (typeof demos)[number]) => `${demo.line} ${pageTemplate(demo.page)}`;
  const commonOf = new Map(
    [...new Set(demos.map(routeOf))].map((route) => [
      route,
      demos
        .filter((demo) => routeOf(demo) === route)
        .map((demo) => initialScripts(pageFile(demo.id)))
        .reduce((shared, scripts) => new Set([...shared].filter((file) => scripts.has(file)))),
    ]),
  );
  const onSamePage = (id: string) => demos.filter((demo) => demo.page === demos.find((own) => own.id === id)?.page).map((demo) => demo.id);
  // Collected, then asserted once: an expect per pair of demos (over 10,000) costs Playwright more than the check.
  const problems: string[] = [];
  for (const demo of demos) {
    const { id } = demo;
    const common = commonOf.get(routeOf(demo)) ?? new Set<string>();
    const ownFiles = own.get(id) ?? [];
    const pageFiles = onSamePage(id).flatMap((shown) => own.get(shown) ?? []);
    const exclusive = ownFiles.filter((file) => usage.get(file) === 1);
    if (exclusive.length === 0) problems.push(`${pageFile(id)} has no chunk of its own`);

    const extra = [...initialScripts(pageFile(id))].filter((file) => !common.has(file));
    const beyond = extra.filter((file) => !pageFiles.includes(file));
    if (beyond.length > 0) problems.push(`scripts of ${pageFile(id)} beyond the site's common ones: ${beyond.join(', ')}`);
    const missing = exclusive.filter((file) => !extra.includes(file));
    if (missing.length > 0) problems.push(`own chunks ${pageFile(id)} does not preload: ${missing.join(', ')}`);
    for (const other of demoIds.filter((o) => !onSamePage(id).includes(o))) {
      const foreign = (own.get(other) ?? []).filter((file) => usage.get(file) === 1 && extra.includes(file));
      if (foreign.length > 0) problems.push(`${pageFile(id)} loads code of the ${other} demo: ${foreign.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});

test('pages without demos load no demo chunk', () => {
  const demoFiles = new Set(demoChunkSets().flat());
  for (const page of ['index.html', 'changelog.html', 'demo.html', '404.html', '7.x.html', '7.x/changelog.html', 'en/7.x/demo.html']) {
    expect(
      [...initialScripts(page)].filter((file) => demoFiles.has(file)),
      page,
    ).toEqual([]);
  }
});

test('no script of the export carries the API rows: the server renders them into the HTML', () => {
  const rowText = 'GetRowKey<RecordType>';
  const chunks = fs.readdirSync(path.join(out, '_next', 'static', 'chunks')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((file) => fs.readFileSync(path.join(out, '_next', 'static', 'chunks', file), 'utf8').includes(rowText))).toEqual([]);
  expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('GetRowKey&lt;');
});

test("the dev server's content-error overlay is in no page or script of the export", () => {
  // Its texts, which only components/errors/ContentErrorOverlay.tsx holds (rendered in development only).
  const marks = ['Fix the file and save it', '改好这个文件并保存'];
  const files = (fs.readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => /\.(html|js|txt)$/.test(file));
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => marks.some((mark) => fs.readFileSync(path.join(out, file), 'utf8').includes(mark)))).toEqual([]);
});

test("what an editor's first focus downloads for its types stays within budget, on each line", () => {
  const gzipKib = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
  // TypeScript's chunks (their marker is one of its diagnostic names, which survives minification), then each line's
  // declarations and its hover texts in the larger edition.
  const typescript = chunksContaining('Cannot_find_name_0').reduce((sum, file) => sum + gzipKib(path.join(out, '_next', 'static', 'chunks', file)), 0);
  expect(typescript).toBeGreaterThan(500);
  const typeFiles = fs.readdirSync(path.join(out, 'types'));
  for (const line of ['1.x', '7.x']) {
    const declarations = typeFiles.filter((file) => new RegExp(`^${line.replace('.', '\\.')}\\.[0-9a-f]+\\.json$`).test(file));
    const texts = typeFiles.filter((file) => file.startsWith(`${line}.`) && !declarations.includes(file));
    expect([line, declarations.length, texts.length]).toEqual([line, 1, 2]);
    const total = typescript + gzipKib(path.join(out, 'types', declarations[0])) + Math.max(...texts.map((file) => gzipKib(path.join(out, 'types', file))));
    expect(total, `${line}: ${total.toFixed(1)} KiB of ${TYPES_BYTES_BUDGET_KIB}`).toBeLessThanOrEqual(TYPES_BYTES_BUDGET_KIB);
  }
});
