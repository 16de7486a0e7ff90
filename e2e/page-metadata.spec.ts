import { expect, test } from '@playwright/test';
import { checkHeadMeta, formatMetaFailures, pageKind, readHeadMeta, type PageKind } from '../lib/quality/html-meta';
import { pathOfFile } from '../lib/quality/links';
import { emptyDemos, expectedTexts, missingTexts } from '../lib/quality/static-content';
import { site } from '../lib/site';
import { readRegistry } from './helpers';
import { exportedPages, parsePage } from './static-export';

/**
 * The head and the content of every exported page, from the static HTML alone (no browser): what a
 * crawler, a link preview or a reader without scripts gets.
 */
const registry = readRegistry();

function classifiedPages(): Array<{ page: string; kind: PageKind }> {
  const pages = exportedPages().map((page) => ({ page, kind: pageKind(pathOfFile(page), registry) }));
  const unknown = pages.filter(({ kind }) => kind === undefined).map(({ page }) => page);
  expect(unknown, 'exported pages that are neither a registry page, a redirect, a standalone demo nor the 404 page').toEqual([]);
  return pages.flatMap(({ page, kind }) => (kind ? [{ page, kind }] : []));
}

test('every page has a unique title, a description, a canonical URL and Open Graph tags as its kind needs', () => {
  const pages = classifiedPages().map(({ page, kind }) => ({ page, kind, meta: readHeadMeta(parsePage(page)) }));
  const docs = pages.filter(({ kind }) => kind.kind === 'doc');
  expect(docs.length, 'registry pages exported').toBe(registry.routes.length);

  const failures = checkHeadMeta(pages, site.url);
  expect(failures, `${failures.length} metadata problems in ${pages.length} pages:\n${formatMetaFailures(failures)}`).toEqual([]);
});

test('the main content of every page is in its HTML before any script runs', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { page, kind } of classifiedPages()) {
    const document = parsePage(page);
    const expected = expectedTexts(kind, registry);
    checked += expected.length;
    for (const text of missingTexts(document, expected)) problems.push(`${page}: missing "${text.slice(0, 80)}"`);
    for (const id of emptyDemos(document, kind, registry)) problems.push(`${page}: demo ${id} renders nothing without scripts`);
  }
  expect(checked, 'texts checked').toBeGreaterThan(registry.routes.length * 2);
  expect(problems, `${problems.length} pages lack content in their static HTML:\n${problems.join('\n')}`).toEqual([]);
});
