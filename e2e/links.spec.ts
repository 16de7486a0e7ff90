import { expect, test } from '@playwright/test';
import { checkLinks, formatLinkFailures, readPageLinks, type PageLinks } from '../lib/quality/links';
import { site } from '../lib/site';
import { readRegistry } from './helpers';
import { exportedFiles, exportedPages, parsePage } from './static-export';

/**
 * A crawl of out/ (no browser): every link and resource URL of every exported page resolves to an
 * exported file, every `#anchor` to an id of its target page, and external links opening a new tab
 * carry `rel="noopener noreferrer"`.
 */
test('every internal link and #anchor of every exported page resolves', () => {
  const files = exportedFiles();
  const pages = new Map<string, PageLinks>(exportedPages().map((file) => [file, readPageLinks(parsePage(file))]));
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
