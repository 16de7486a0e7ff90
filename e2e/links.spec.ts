import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { apiAnchor } from '../lib/api/anchor';
import type { ApiProp } from '../lib/api/types';
import { checkLinks, formatLinkFailures, readPageLinks, type PageLinks } from '../lib/quality/links';
import { site } from '../lib/site';
import { readRegistry } from './helpers';
import { exportedFiles, exportedPages, parsePage } from './static-export';

/**
 * A crawl of out/ (no browser): every link and resource URL of every exported page resolves to an
 * exported file, every `#anchor` to an id of its target page, and external links opening a new tab
 * carry `rel="noopener noreferrer"`.
 */
/** The row ids an API table will have once its rows loaded: from the rows the registry build wrote. */
function apiRowAnchors(tableId: string): string[] {
  const file = path.join(__dirname, '..', '.generated', 'api', `${tableId}.json`);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiProp[]).map((prop) => apiAnchor(tableId, prop.name));
}

test('every internal link and #anchor of every exported page resolves', () => {
  const files = exportedFiles();
  const pages = new Map<string, PageLinks>(exportedPages().map((file) => [file, readPageLinks(parsePage(file), apiRowAnchors)]));
  const registry = readRegistry();
  // Every page of the registry and every standalone demo is in the crawl, so none can be skipped.
  expect(pages.size, 'exported HTML pages').toBeGreaterThanOrEqual(registry.routes.length + Object.keys(registry.demos).length);

  const references = [...pages.values()].flatMap((page) => page.references);
  const anchors = references.filter((reference) => reference.tag === 'a' && reference.url.includes('#'));
  const newTabs = references.filter((reference) => reference.target === '_blank');
  console.log(`links: ${pages.size} pages, ${references.length} references, ${anchors.length} links with #anchors, ${newTabs.length} new-tab links`);
  // The crawl must see the links it is meant to check: TOC anchors on every page, new-tab demo links.
  expect(anchors.length, 'links with #anchors').toBeGreaterThan(registry.routes.length);
  expect(newTabs.length, 'links opening a new tab').toBeGreaterThan(0);

  const failures = checkLinks(pages, files, site.url);
  expect(failures, `${failures.length} broken links:\n${formatLinkFailures(failures)}`).toEqual([]);
});
