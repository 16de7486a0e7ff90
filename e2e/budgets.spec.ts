import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  budgetFor,
  exportedPages,
  FIRST_LOAD_BUDGET_KIB,
  initialScriptUrls,
  KIB,
  measureFirstLoad,
  pagePathOf,
  type ScriptSize,
} from '../lib/budget/first-load';
import { HEAVY_LIBRARIES, heavyLibrariesIn } from '../lib/budget/heavy-libraries';

/** Size budgets over the built export (no browser): each failure names the page and the figure measured. */
const out = path.join(__dirname, '..', 'out');
const pages = exportedPages(out);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test('the export has the pages the budgets name', () => {
  for (const page of ['index.html', 'changelog.html', '404.html', 'demo/simple.html', 'demo/virtual-list.html', '7.x.html', '7.x/demo/simple.html']) {
    expect(pages, page).toContain(page);
  }
});

const budgets = Object.entries(FIRST_LOAD_BUDGET_KIB).map(([locale, budget]) => `${locale} ${budget.page} KiB, or ${budget.demo} KiB with a demo`);

test(`every page keeps its first-load JS within budget (${budgets.join('; ')}; gzip -9)`, () => {
  const over: string[] = [];
  const figures: string[] = [];
  const cache = new Map<string, ScriptSize>();
  for (const page of pages) {
    const pagePath = pagePathOf(page);
    const { gzipBytes, scripts } = measureFirstLoad(out, page, cache);
    expect(scripts.length, `${page} loads scripts`).toBeGreaterThan(0);
    const budget = budgetFor(pagePath);
    if (['/', '/changelog', '/404', '/demo/simple', '/demo/virtual-list', '/en', '/en/demo/simple', '/7.x', '/7.x/demo/simple'].includes(pagePath))
      figures.push(`${pagePath} ${kib(gzipBytes)}`);
    if (gzipBytes > budget * KIB) over.push(`${pagePath}: ${kib(gzipBytes)} > ${budget} KiB`);
  }
  console.log(`first-load JS: ${figures.join(', ')}`);
  expect(over, 'pages over their first-load budget').toEqual([]);
});

test('no page loads Babel, the code editor, TypeScript and the editor’s types, MiniSearch, html2sketch or a sandbox SDK before interaction', () => {
  const chunkDir = path.join(out, '_next', 'static', 'chunks');
  const chunks = fs.readdirSync(chunkDir).filter((file) => file.endsWith('.js'));
  const found = new Set(chunks.flatMap((file) => heavyLibrariesIn(fs.readFileSync(path.join(chunkDir, file), 'utf8'))));
  // Each library is in the export (loaded on demand), so its marker is known to match its code.
  expect([...found].sort(), 'heavy libraries recognised in the built chunks').toEqual(HEAVY_LIBRARIES.map(({ name }) => name).sort());

  const contents = new Map<string, string[]>();
  const offending: string[] = [];
  for (const page of pages) {
    for (const url of initialScriptUrls(fs.readFileSync(path.join(out, page), 'utf8'))) {
      if (!contents.has(url)) contents.set(url, heavyLibrariesIn(fs.readFileSync(path.join(out, url), 'utf8')));
      for (const name of contents.get(url) ?? []) offending.push(`${pagePathOf(page)} loads ${name} in ${url}`);
    }
  }
  expect(offending).toEqual([]);
});
