/**
 * Lighthouse as issue 7 measures it: the `lighthouse` package's default config (the mobile preset with
 * simulated throttling), categories performance, accessibility, best practices and SEO, Debian's Chromium
 * through chrome-launcher, one fresh browser per run and one run at a time, the median of the runs per
 * category. Used by the `npm test` gate (scripts/lighthouse-gate.mjs) and by `npm run bench`.
 *
 * Lighthouse and chrome-launcher are imported when a run starts, so the pure helpers below load
 * anywhere (Jest included) without them.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The pages issue 7 names (the home page, a long Markdown page, a plain demo and the heaviest demo), and the
 * English edition's home and plain demo (issue 14).
 */
// The 7.x line's pages share these templates; its home and a demo page stand for them (docs/lines-and-editions.md: which checks sample).
export const LIGHTHOUSE_PAGES = ['/', '/changelog', '/demo/simple', '/demo/virtual-list', '/en', '/en/demo/simple', '/7.x', '/en/7.x/demo/fixed-columns'];

/**
 * What `npm test` judges: the categories whose audits give the same answer on every run. Performance is a
 * timing figure that follows the machine's load, so `npm run bench` shows it against its target instead.
 */
export const GATED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** The gate: a gated category's median below its floor fails. */
export const FLOORS = { accessibility: 100, 'best-practices': 100, seo: 100 };
/** What the bench reports each category against. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The figures behind the performance score, reported with every run. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Caps on Lighthouse's own waits (45 s for load by default), so a page that never settles costs one
 * bounded run rather than minutes; a healthy page loads in well under a second here.
 */
const SETTINGS = {
  output: 'json',
  logLevel: 'error',
  maxWaitForFcp: 15_000,
  maxWaitForLoad: 25_000,
  // The full-page screenshot only illustrates the HTML report; it weighs in no audit and costs a second a run.
  disableFullPageScreenshot: true,
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What an audit's details name as the culprit: a node's snippet and selector, a console message and where
 * it came from, or a URL. Other entries (an insight's prose sections) say nothing about this page.
 */
function describeItem(item) {
  const node = item.node ?? (item.type === 'node' ? item : undefined);
  if (node?.snippet) return `${node.snippet} (${node.selector ?? node.path ?? ''})`;
  if (item.type) return undefined;
  const location = item.sourceLocation ?? item.source;
  const where = typeof location?.url === 'string' ? `${location.url}:${location.line ?? 0}` : undefined;
  if (typeof item.description === 'string') return where ? `${item.description} at ${where}` : item.description;
  if (typeof item.url === 'string') return item.wastedBytes ? `${item.url} (${Math.round(item.wastedBytes / 1024)} KiB unused)` : item.url;
  return where;
}

function offendingItems(audit, limit = 5) {
  const items = audit.details?.items ?? [];
  // Some audits (LCP element, CLS culprits) nest a table per item.
  const flat = items.flatMap((item) => (Array.isArray(item.items) ? item.items : [item]));
  return flat.map(describeItem).filter(Boolean).slice(0, limit);
}

/**
 * The audits that cost a category points: for performance, the weighted metrics below full score and the
 * diagnostics and insights Lighthouse flags (score under 0.9); elsewhere, every weighted audit below 1.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') return false;
      if (categoryId === 'performance') return ref.weight > 0 ? audit.score < 1 : audit.score < 0.9;
      return ref.weight > 0 && audit.score < 1;
    })
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? '',
      items: offendingItems(audit),
    }));
}

/** One run reduced to what the gate and the bench use. A category Lighthouse could not score counts as 0. */
export function summariseRun(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]));
  const failing = Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]));
  return {
    scores,
    metrics,
    failing,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * The runs of one page combined: the median score per category and the median of each metric, and per
 * category the run whose score is that median (its failing audits explain the figure).
 */
export function combineRuns(url, runs) {
  const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  const metrics = Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(runs.map((run) => run.metrics[key]))]));
  const medianRuns = Object.fromEntries(
    CATEGORIES.map((id) => {
      const byScore = [...runs].sort((a, b) => a.scores[id] - b.scores[id]);
      return [id, byScore[Math.floor((byScore.length - 1) / 2)]];
    }),
  );
  return { url, medians, metrics, runs, medianRuns };
}

/** Each gated category of a page against its floor: one verdict per page and category. */
export function judgePage(page) {
  return GATED_CATEGORIES.map((id) => ({
    url: page.url,
    category: id,
    median: page.medians[id],
    floor: FLOORS[id],
    target: TARGETS[id],
    passed: page.medians[id] >= FLOORS[id],
    failing: page.medianRuns[id].failing[id],
  }));
}

/** A Chromium for Lighthouse, started by chrome-launcher with the site's flags. */
async function launchChrome(chromePath) {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** One Lighthouse run of `url`, in `chrome` when given (kept open), else in a Chromium of its own. */
async function runOnce(url, chromePath, categories, chrome) {
  const { default: lighthouse } = await import('lighthouse');
  const browser = chrome ?? (await launchChrome(chromePath));
  try {
    const result = await lighthouse(url, { ...SETTINGS, onlyCategories: categories, port: browser.port });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    if (!chrome) browser.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on each URL, one page and one run after another (a fresh Chromium each run, so
 * that no run's timings carry another's caches; parallel runs would also skew each other's timings).
 * `options.oneBrowser` runs every page in one Chromium instead, for categories that measure no time (the gate's:
 * Lighthouse resets the page's storage before each run). Resolves to one entry per URL,
 * in order: `{ url, medians: { performance, accessibility, 'best-practices', seo }, metrics: { fcp, lcp, tbt,
 * cls, si } (medians, ms), runs, medianRuns }`. `options.chromePath` defaults to scripts/find-chromium.cjs;
 * `options.categories` (all four by default) are the ones Lighthouse runs, the others score 0;
 * `options.onRun(url, index, summary, seconds)` is called after each run.
 */
export async function runLighthouse(urls, runs = 3, options = {}) {
  let chromePath = options.chromePath;
  if (!chromePath) {
    const { default: finder } = await import('./find-chromium.cjs');
    chromePath = finder.findChromium();
  }
  if (!chromePath) throw new Error('Chromium was not found; run `node scripts/ensure-chromium.mjs` or set CHROME_PATH');
  const pages = [];
  const chrome = options.oneBrowser ? await launchChrome(chromePath) : undefined;
  try {
    for (const url of urls) {
      const summaries = [];
      for (let index = 0; index < runs; index += 1) {
        const started = Date.now();
        const summary = summariseRun(await runOnce(url, chromePath, options.categories ?? CATEGORIES, chrome));
        summaries.push(summary);
        options.onRun?.(url, index, summary, (Date.now() - started) / 1000);
      }
      pages.push(combineRuns(url, summaries));
    }
  } finally {
    chrome?.kill();
  }
  return pages;
}
