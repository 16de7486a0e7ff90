import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isFolderPage } from '../hosting/folder-pages';
import { localeOfPath, type LocaleId } from '../i18n/locales';
import { routeOfPath } from '../lines/paths';
import { MATRIX_ROUTE } from '../virtual-matrix/keys';

/**
 * First-load JS of an exported page: every script its HTML loads before interaction — `<script src>`
 * (not `noModule`, which modern browsers skip) and `<link rel="preload" as="script">` — each counted
 * once, at gzip level 9. Sizes are in bytes; budgets are in KiB (1 KB = 1024 bytes).
 */

export const KIB = 1024;

/**
 * Budgets in KiB, per edition (an edition added to the table needs its own): pages that embed demos may also carry rc-table and their demo's code. Each is the
 * largest page's figure rounded up (issue 13 §7 aims at 135 and 145): React DOM, Next's router and Turbopack's
 * runtime alone are about 134 KiB of every page, and a demo page preloads rc-table with its demo. Issue 14 added
 * about 3 KiB to every page (the edition's texts in a client provider, the language switch, the English hint).
 * English pages carry 8 KiB more: an app with two root layouts (one per `<html lang>`) has one root 404 boundary,
 * the zh-CN one, and every page's first load holds its client parts, which Turbopack puts in a chunk of their own
 * beside the English layout's copy of the same chrome. Issue 24 (two lines) added the version switch to every page
 * (about 0.5 KiB on zh-CN pages, 1.6 KiB on English ones, measured), and a demo page on 7.x preloads rc-table 7.x,
 * 4.6 KiB more than @rc-component/table 1.x (`/7.x/demo/simple` 191.0 against `/demo/simple` 186.4); the largest,
 * the dropdown demo with its menu and trigger packages, sets the demo budgets. Issue 25 added the sidebar's line mark
 * and the switch's reasons (0.4 KiB on zh-CN pages, 1.2 KiB on English ones: 147.7 and 158.3 measured, 218.4 and
 * 229.0 with the dropdown demo), and the migration guide's page carries its assistant's form and result view
 * (its Babel loads on the first focus): 155.8 KiB, English 166.4. Issue 23 (paste any example) adds to every
 * previewer the state of several files (edits per file, added files, per-file reset) and the labelled last-good
 * render: 1.7 KiB on a demo page (`/demo/simple` 189.1, the dropdown demo 219.8 and English 230.5, measured); the
 * file tabs, editors, notices' texts and the live runner load when the code opens or on the first edit. Issue 45 put
 * next-themes (the design card's library, 1.2 KiB in its chunk) in place of the site's own colour store: 0.8 KiB more
 * on zh-CN pages (`/` 147.8 → 148.6, the dropdown demo 221.8) and 1.7 KiB on English ones, which carry it twice
 * (`/en` 158.6 → 160.3, the dropdown demo 233.5), measured. With the security work, the editions table and one search
 * combobox beside it: `/` 149.5, `/en` 161.5, `/en/migration` 167.1, measured (budgets 150, 162 and 168). A clean
 * build on 2026-11-30 gave the 7.x dropdown demo 222.08 KiB (227,415 bytes) and its English page 234.1, with and
 * without the assistant's PostCSS (which only its worker loads): the same code lands a little over or under a whole
 * KiB from build to build, so the demo budgets are those figures rounded up, 223 and 235. Issue 48 named the API page's
 * version picker and part map in every page's MDX element map: two islands that load their own code after hydration.
 * Their stubs, and the chunk Turbopack now splits them into with the copy button, add 1.1 KiB to zh-CN pages (`/`
 * and `/changelog` 149.5 → 150.6, `/migration` 156.4, measured against the build before them) and none to English
 * ones (`/en` 155.9): budgets 151 and 157. Issue 46's troubleshooting route renders the previewer too (an answer's
 * live pair), and Turbopack now splits the previewer's chunks between the two routes differently per edition: the
 * zh-CN 7.x dropdown demo went from 222.1 to 224.9 KiB and its English page from 234.1 down to 230.2 (measured, the
 * largest answer 201.4 and 206.7; pages without demos unchanged): the zh-CN demo budget is 226. Issue 47's
 * VirtualTable compatibility page shows fifteen demos (thirteen on 7.x), each a Table and a VirtualTable: every cell
 * of its matrix opens a live demo on the page, so their chunks load with it. Measured 295.9 KiB, English 301.2: its
 * own budget, `matrix`, 300 and 305. The same build put the zh-CN 7.x dropdown demo at 226.0 (a whole KiB's rounding
 * from build to build, as above): the demo budget is 227.
 */
export const FIRST_LOAD_BUDGET_KIB: Readonly<Record<LocaleId, { page: number; demo: number; matrix: number; migration: number }>> = {
  'zh-CN': { page: 151, demo: 227, matrix: 300, migration: 157 },
  en: { page: 162, demo: 235, matrix: 305, migration: 168 },
};

/**
 * `/demo/<name>`, `/troubleshooting/<slug>` (an answer's live pair), their English twins and `/~demos/<id>` render
 * demos on first load (the compatibility page fifteen of them), `/migration` the assistant; every other page neither.
 */
export function budgetFor(pagePath: string): number {
  const budget = FIRST_LOAD_BUDGET_KIB[localeOfPath(pagePath)];
  if (routeOfPath(pagePath) === '/migration') return budget.migration;
  if (routeOfPath(pagePath) === MATRIX_ROUTE) return budget.matrix;
  // A demo page or an answer on any line (`/7.x/demo/x`), or a standalone demo.
  return /^\/(?:demo|troubleshooting|~demos)\/[^/]+$/.test(routeOfPath(pagePath)) ? budget.demo : budget.page;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag);

/** The script URLs an HTML document loads before interaction, in document order, without repeats. */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  // Inline scripts' text (the RSC payload) may quote markup; only real tags count.
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  for (const [tag] of tags.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const url = isScript
      ? !hasAttribute(tag, 'nomodule') && attribute(tag, 'src')
      : attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script' && attribute(tag, 'href');
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: ScriptSize[];
  gzipBytes: number;
}

/**
 * Measures a page of the export in `outDir`; `htmlFile` is relative to it. A missing script fails,
 * naming it. Pass one `cache` across pages: most scripts are shared, and gzip -9 is slow.
 */
export function measureFirstLoad(outDir: string, htmlFile: string, cache = new Map<string, ScriptSize>()): FirstLoad {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const scripts = initialScriptUrls(html).map((url) => {
    const cached = cache.get(url);
    if (cached) return cached;
    const file = path.join(outDir, decodeURIComponent(new URL(url, 'http://site.invalid/').pathname));
    if (!fs.existsSync(file)) throw new Error(`${htmlFile} loads ${url}, which is not in the export`);
    const content = fs.readFileSync(file);
    const size = { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    cache.set(url, size);
    return size;
  });
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** `index.html` → `/`, `demo/simple.html` → `/demo/simple`, `404.html` → `/404`. */
export function pagePathOf(htmlFile: string): string {
  const route = htmlFile.replace(/\\/g, '/').replace(/\.html$/, '');
  return route === 'index' ? '/' : `/${route}`;
}

/** Every exported page's HTML file under `outDir`, relative to it, sorted; folder pages (lib/hosting/folder-pages.ts) repeat pages. */
export function exportedPages(outDir: string): string[] {
  const html = new Set(
    (fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.replace(/\\/g, '/')),
  );
  return [...html].filter((file) => !isFolderPage(file, (other) => html.has(other))).sort();
}
