import fs from 'node:fs';
import path from 'node:path';
import { isFolderPage } from '../lib/hosting/folder-pages';
import { parseHtml, type HtmlDocument } from '../lib/quality/html-tree';

/** The built site, read straight from out/ by the checks that need no browser. */
export const outDir = path.join(__dirname, '..', 'out');

/** Every file of the export, relative to out/ with `/` separators. */
export function exportedFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.add(path.relative(outDir, full).split(path.sep).join('/'));
    }
  };
  visit(outDir);
  return files;
}

/** Every exported HTML page, sorted: not the folder pages (`x/index.html` beside `x.html`), copies of pages for plain static hosts. */
export function exportedPages(): string[] {
  const files = exportedFiles();
  return [...files].filter((file) => file.endsWith('.html') && !isFolderPage(file, (other) => files.has(other))).sort();
}

export function readPage(file: string): string {
  return fs.readFileSync(path.join(outDir, file), 'utf8');
}

const parsed = new Map<string, HtmlDocument>();

/** The page parsed as a browser would before any script runs (cached per worker). */
export function parsePage(file: string): HtmlDocument {
  let document = parsed.get(file);
  if (!document) {
    document = parseHtml(readPage(file));
    parsed.set(file, document);
  }
  return document;
}
