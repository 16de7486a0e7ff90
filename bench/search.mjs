/**
 * Search figures: each payload in gzip bytes, and in Chromium, inside the site's own search worker, the accuracy
 * of each golden run (`GOLDEN_RUNS`: a golden set on its payload, one per edition and line), the index build time and the
 * query latency over the zh-CN set, then the time from the last keystroke in the header box to rendered results
 * (the 200 ms debounce included). Returns the figures, the bench table's rows for them (the golden runs held to
 * `GOLDEN_GATES`, as the Jest test holds them) and the golden misses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fixedMessages } from '../lib/messages/fixed.ts';
import { zhCN } from '../lib/messages/zh-CN.ts';
import { GOLDEN_GATES, GOLDEN_RUNS, goldenQueries, passesGates, scoreGolden } from '../lib/search/golden.ts';

const NO_CONTENT = fixedMessages.noContent;

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => percentile(values, 0.5);
const ms = (value) => `${value.toFixed(2)} ms`;
const percent = (gate) => `${Math.round(gate * 100)}%`;

export async function benchSearch(browser, baseURL, root) {
  const runs = GOLDEN_RUNS.map((run) => {
    const payload = fs.readFileSync(path.join(root, 'out', run.payload));
    const set = JSON.parse(fs.readFileSync(path.join(root, run.golden), 'utf8'));
    return { ...run, payloadBytes: payload.length, payloadGzip: gzipSync(payload).length, set, queries: goldenQueries(set, run.locale, run.line) };
  });
  // Latency and the typed queries are measured on the first run's set (zh-CN: half English, half Chinese).
  const golden = runs[0].set;
  const queries = runs[0].queries.map((entry) => entry.query);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Keep a handle on the worker the site creates, and the time of each input event.
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.__searchWorker = this;
      }
    };
    window.__inputAt = 0;
    document.addEventListener('input', () => (window.__inputAt = performance.now()), true);
  });
  await page.goto(`${baseURL}/`);
  const box = page.getByRole('combobox', { name: zhCN.searchLabel });
  await box.hover();
  await page.waitForFunction(() => window.__searchWorker !== undefined);

  // Round trips to the site's worker with ids the page ignores; the first build and queries warm it up.
  const inWorker = await page.evaluate(
    async (list) => {
      const worker = window.__searchWorker;
      const ask = (message, isReply) =>
        new Promise((resolve) => {
          const onReply = (event) => {
            if (!isReply(event.data)) return;
            worker.removeEventListener('message', onReply);
            resolve(event.data);
          };
          worker.addEventListener('message', onReply);
          worker.postMessage(message);
        });
      const metadata = await (await fetch(list.payload)).json();
      const builds = [];
      // Negative ids: the site's own client numbers its requests from 1 up and ignores these replies.
      let id = -1;
      for (let i = 0; i < 5; i += 1) {
        id -= 1;
        const own = id;
        const started = performance.now();
        await ask({ type: 'generate-metadata', args: metadata, id: own }, (reply) => reply.id === own);
        builds.push(performance.now() - started);
      }
      const query = async (keywords) => {
        id -= 1;
        const own = id;
        const started = performance.now();
        const reply = await ask({ type: 'get-search-result', args: { keywords }, id: own }, (answer) => answer.id === own);
        return { time: performance.now() - started, result: reply.result };
      };
      // The warm-up round also keeps the worker's answers, which the accuracy figures are scored on.
      const answers = {};
      for (const keywords of list.queries) answers[keywords] = (await query(keywords)).result;
      const latencies = [];
      for (let round = 0; round < 5; round += 1) for (const keywords of list.queries) latencies.push((await query(keywords)).time);
      // Every other run: its payload in the same worker, its set scored on the answers.
      const others = [];
      for (const run of list.others) {
        id -= 1;
        const own = id;
        await ask({ type: 'generate-metadata', args: await (await fetch(run.payload)).json(), id: own }, (reply) => reply.id === own);
        const found = {};
        for (const keywords of run.queries) found[keywords] = (await query(keywords)).result;
        others.push(found);
      }
      // The page's own search goes on with its edition's index.
      id -= 1;
      const last = id;
      if (list.others.length > 0) await ask({ type: 'generate-metadata', args: metadata, id: last }, (reply) => reply.id === last);
      return { builds, latencies, answers, others };
    },
    { payload: runs[0].payload, queries, others: runs.slice(1).map((run) => ({ payload: run.payload, queries: run.queries.map((entry) => entry.query) })) },
  );

  // Keystroke to results: 10 English and 10 Chinese golden queries, typed; timed until the list settles
  // (options, or the no-results message). Chinese queries must find something.
  const typedQueries = [
    ...golden.english.slice(0, 10).map((entry) => ({ keywords: entry.query, chinese: false })),
    ...golden.chinese.slice(0, 10).map((entry) => ({ keywords: entry.query, chinese: true })),
  ];
  const typed = [];
  let chineseWithResults = 0;
  for (const { keywords, chinese } of typedQueries) {
    await box.fill('');
    await box.pressSequentially(keywords, { delay: 20 });
    const settled = await page.evaluate(
      (noContent) =>
        new Promise((resolve) => {
          const state = () => {
            const popover = document.querySelector('[data-search-results="inline"]');
            if (!popover) return undefined;
            // Options, or a state (loading, error, no results) in their place: never both.
            if (popover.querySelector('[role="option"]')) return 'results';
            return popover.textContent === noContent ? 'none' : undefined;
          };
          const finish = () => resolve({ at: performance.now(), found: state() === 'results' });
          if (state()) return finish();
          const observer = new MutationObserver(() => {
            if (!state()) return;
            observer.disconnect();
            finish();
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      NO_CONTENT,
    );
    typed.push(settled.at - (await page.evaluate(() => window.__inputAt)));
    if (chinese && settled.found) chineseWithResults += 1;
  }
  await page.close();

  const answersOf = [inWorker.answers, ...inWorker.others];
  const figures = {
    runs: runs.map((run, index) => ({
      name: run.name,
      payload: run.payload,
      payloadBytes: run.payloadBytes,
      payloadGzip: run.payloadGzip,
      accuracy: scoreGolden(run.queries, (keywords) => answersOf[index][keywords]),
    })),
    build: median(inWorker.builds),
    queryMedian: median(inWorker.latencies),
    queryP95: percentile(inWorker.latencies, 0.95),
    queries: queries.length,
    typedQueries: typedQueries.length,
    chineseTyped: typedQueries.filter((query) => query.chinese).length,
    chineseWithResults,
    keystrokeMedian: median(typed),
    keystrokeP95: percentile(typed, 0.95),
  };
  return { ...figures, rows: searchRows(figures), misses: figures.runs.flatMap((run) => run.accuracy.misses.map((miss) => ({ ...miss, run: run.name }))) };
}

/** The bench table's rows (figure, measured, target, met) for the search figures. */
function searchRows(search) {
  const rows = [];
  for (const run of search.runs) {
    const { accuracy } = run;
    const share = (count) => `${((100 * count) / accuracy.queries).toFixed(1)}% (${count} of ${accuracy.queries})`;
    rows.push([
      `search ${run.name}: payload ${run.payload} (gzip bytes)`,
      `${run.payloadGzip} B (${run.payloadBytes} B raw)`,
      '< 40960 B (40 KB)',
      run.payloadGzip < 40 * 1024,
    ]);
    rows.push([
      `search ${run.name}: golden queries, right page first / in the first three (top-1 / top-3)`,
      `${share(accuracy.top1)} / ${share(accuracy.top3)}`,
      `≥ ${percent(GOLDEN_GATES.top1)} / ≥ ${percent(GOLDEN_GATES.top3)}`,
      passesGates(accuracy),
    ]);
    rows.push([`search ${run.name}: golden queries with no result`, share(accuracy.zero), '0', accuracy.zero === 0]);
  }
  rows.push(['search: index build in the worker (median of 5)', ms(search.build), '—', true]);
  rows.push([`search: worker query latency median (${search.queries} golden queries × 5)`, ms(search.queryMedian), '—', true]);
  rows.push(['search: worker query latency p95', ms(search.queryP95), '< 5 ms', search.queryP95 < 5]);
  rows.push([
    `search: last keystroke → results median (${search.typedQueries} queries, 200 ms debounce included)`,
    ms(search.keystrokeMedian),
    '< 215 ms',
    search.keystrokeMedian < 215,
  ]);
  rows.push([
    'search: Chinese typed queries with results',
    `${search.chineseWithResults} of ${search.chineseTyped}`,
    'all',
    search.chineseWithResults === search.chineseTyped,
  ]);
  rows.push(['search: last keystroke → results p95', ms(search.keystrokeP95), '—', true]);
  return rows;
}
