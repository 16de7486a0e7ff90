/**
 * The editor's types in Chromium on /demo/simple, in a fresh context: what they download (gzip, as served), from
 * the first focus of the editor to the first completion list, later completion lists, and hovers. Every request
 * to the type worker is timed in the page (an init script wraps `Worker`), from `postMessage` to the answer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { zhCN } from '../lib/messages/zh-CN.ts';

const LATER = 15;

export { TYPES_BYTES_BUDGET_KIB } from '../lib/budget/types-budget.ts';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Resolves (in the page) with performance.now() once an element matching `selector` holds `text`: at the start of
 * its text when `atStart` (a completion option), anywhere in it otherwise (a tooltip).
 */
function whenShown(page, selector, text, atStart) {
  return page.evaluate(
    ([query, wanted, start]) =>
      new Promise((resolve) => {
        const found = () =>
          [...document.querySelectorAll(query)].some((element) => (start ? element.textContent?.startsWith(wanted) : element.textContent?.includes(wanted)));
        if (found()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true });
      }),
    [selector, text, atStart],
  );
}

/** The completion list offering `rowKey`. */
const watchForCompletion = (page) => whenShown(page, '[role="listbox"] [role="option"]', 'rowKey', true);

/** A hover tooltip holding `text`. */
const watchForHover = (page, text) => whenShown(page, '.cm-tooltip-hover', text, false);

export async function benchTypes(browser, baseURL) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.__typeRequests = [];
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        // Turbopack starts every worker through its own bootstrap script: the type worker's requests name a line.
        const sent = new Map();
        const post = this.postMessage.bind(this);
        this.postMessage = (message) => {
          if (message && typeof message === 'object' && 'line' in message) sent.set(message.id, { type: message.type, at: performance.now() });
          post(message);
        };
        this.addEventListener('message', (event) => {
          const request = sent.get(event.data.id);
          if (request) window.__typeRequests.push({ type: request.type, ms: performance.now() - request.at });
        });
      }
    };
  });
  // Every script and type file, with its size as served (gzip); Babel, which the edit loads for the live demo, is
  // not the types' and is left out.
  const bytes = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    if (!/\/_next\/static\/|\/types\//.test(url)) return;
    const response = await request.response();
    const babel = response !== null && (await response.text()).includes('availablePresets');
    bytes.push({ url, babel, size: (await request.sizes()).responseBodySize });
  });
  await page.goto(`${baseURL}/demo/simple`);
  await page.waitForLoadState('networkidle');
  const previewer = page.locator('section[id="simple"]');
  await previewer.getByRole('button', { name: zhCN.showCode }).click();
  const editor = previewer.getByRole('textbox', { name: zhCN.editorLabel('index.tsx') });
  await editor.waitFor();
  await page.waitForLoadState('networkidle');
  const before = new Set(bytes.map(({ url }) => url));

  const registry = JSON.parse(fs.readFileSync(new URL('../.generated/registry.json', import.meta.url), 'utf8'));
  const original = registry.demos.simple.asset.dependencies['index.tsx'].value;
  const source = original.replace('<Table<Member> columns', '<Table<Member> rowKey="key" columns');

  // First focus → first completion list: TypeScript and the declarations download on the way.
  const firstShown = watchForCompletion(page);
  const focusAt = await page.evaluate(() => performance.now());
  await editor.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(`${source}\nexport const Another = () => <Table`);
  await page.keyboard.type(' ');
  const first = (await firstShown) - focusAt;
  await page.waitForLoadState('networkidle');
  const fetched = bytes.filter(({ url, babel }) => !before.has(url) && !babel);

  const later = [];
  for (let i = 0; i < LATER; i += 1) {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => !document.querySelector('.cm-tooltip-autocomplete'));
    const shown = watchForCompletion(page);
    const at = await page.evaluate(() => performance.now());
    await page.keyboard.type(' ');
    later.push((await shown) - at);
  }
  await page.keyboard.press('Escape');

  const rowKey = await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent.indexOf('rowKey');
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 6);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    }
    return null;
  });
  const hovers = [];
  for (let i = 0; i < LATER; i += 1) {
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('.cm-tooltip-hover'));
    const shown = watchForHover(page, 'rowKey');
    const at = await page.evaluate(() => performance.now());
    await page.mouse.move(rowKey.x, rowKey.y);
    hovers.push((await shown) - at);
  }
  const requests = await page.evaluate(() => window.__typeRequests);
  await context.close();
  const worker = (type) => requests.filter((request) => request.type === type).map((request) => request.ms);
  return {
    gzipBytes: fetched.reduce((sum, { size }) => sum + size, 0),
    files: fetched.length,
    first,
    laterMedian: median(later),
    laterMax: Math.max(...later),
    // The first completion's round trip: the worker's start, TypeScript and the declarations, the first program.
    firstWorker: worker('completions')[0],
    completionWorkerMedian: median(worker('completions').slice(1)),
    hoverMedian: median(hovers),
    hoverWorkerMedian: median(worker('hover')),
    count: LATER,
  };
}

// Alone, over the current `out/`: `npx tsx bench/types.mjs` (BENCH_PORT, else 4180).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { findChromium, CHROMIUM_ARGS } = createRequire(import.meta.url)('../scripts/find-chromium.cjs');
  const port = Number(process.env.BENCH_PORT) || 4180;
  const server = spawn('node', ['scripts/preview.mjs', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
    server.once('exit', (code) => reject(new Error(`preview server exited with ${code}`)));
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    console.log(await benchTypes(browser, `http://127.0.0.1:${port}`));
  } finally {
    await browser.close();
    server.kill();
  }
}
