import { gzipSync } from 'node:zlib';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import { localeOfPath } from '@/lib/i18n/locales';
import { lineOfPath, sitePath } from '@/lib/lines/paths';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import type { Registry } from '@/lib/registry/types';
import { searchMetadataPath } from '@/lib/search/metadata-path';
import { toSearchMetadata } from '@/lib/search/metadata';
import { buildSearchIndex } from '@/lib/search/engine';
import { generatedApi, sitePayload } from './site-payload';

/**
 * Each payload's gzip budget. It loads on a reader's first search intent, never with a page. Issue 25's content
 * raised it from 40 KB: the migration guide, the changelog's 182 versions (headings and API names only) and six
 * demo pages; measured 44.1 KB (zh-CN) and 41.6 KB (English) on the 1.x line. Issue 46's fourteen troubleshooting
 * answers raised it to 64 KB: their text is what symptom queries find (their pairs' demos stay out of the payload);
 * measured 59.8 KB (zh-CN) and 55.2 KB (English) on the 1.x line.
 */
const PAYLOAD_BUDGET = 64 * 1024;

const registry = generated as Registry;
/** On the current line, in an edition. */
const inEdition = (locale: 'zh-CN' | 'en') => (path: string) => localeOfPath(path) === locale && lineOfPath(path) === '1.x';
/** An answer's demos (a troubleshooting pair, the compatibility matrix's) are found through its page (lib/search/metadata.ts): they are not in the payload. */
const answerPages = new Set(registry.routes.filter((route) => route.meta.frontmatter.answer).map((route) => route.id));
const currentLineDemos = Object.values(registry.demos).filter((demo) => demo.line === '1.x' && !answerPages.has(demo.routeId)).length;

describe('toSearchMetadata', () => {
  const metadata = toSearchMetadata(registry, searchTerms, 'zh-CN');

  it('keeps every zh-CN route, demo and nav item of the line, and no English one', () => {
    expect(metadata.routes.map((route) => route.path)).toEqual(registry.routes.map((route) => route.path).filter(inEdition('zh-CN')));
    expect(metadata.demos).toHaveLength(currentLineDemos);
    expect(metadata.nav.map((item) => item.link)).toEqual(registry.nav.map((item) => item.link).filter(inEdition('zh-CN')));
    expect(metadata.routes.length).toBeGreaterThan(0);
  });

  it("points each demo at the path of the page that embeds it, with the edition's title", () => {
    const demo = metadata.demos.find((entry) => entry.id === 'virtual');
    expect(demo).toMatchObject({ path: '/demo/virtual', ...registry.demos.virtual.asset.locales['zh-CN'] });
  });

  it("names the group of pages outside the nav in the edition's words", () => {
    expect(metadata.otherPagesTitle).toBe(zhCN.searchOtherPages);
  });

  it('leaves out demo sources, so the payload stays under 64 KB gzipped', () => {
    const json = JSON.stringify(metadata);
    expect(json).not.toContain('dependencies');
    expect(gzipSync(json, { level: 9 }).length).toBeLessThan(PAYLOAD_BUDGET);
  });

  it('carries the search vocabulary', () => {
    expect(metadata.terms).toEqual(searchTerms);
  });

  describe('of the English edition', () => {
    const english = toSearchMetadata(registry, searchTerms, 'en');

    it('keeps every English route, demo and nav item of the line, and no zh-CN one', () => {
      expect(english.routes.map((route) => route.path)).toEqual(registry.routes.map((route) => route.path).filter(inEdition('en')));
      expect(english.routes).toHaveLength(metadata.routes.length);
      expect(english.demos).toHaveLength(currentLineDemos);
      expect(english.demos.filter((demo) => !inEdition('en')(demo.path))).toEqual([]);
      expect(english.nav.map((item) => item.link)).toEqual(registry.nav.map((item) => item.link).filter(inEdition('en')));
    });

    it('points each demo at the English page that embeds it, with its English title and description', () => {
      const demo = english.demos.find((entry) => entry.id === 'virtual');
      expect(demo).toMatchObject({
        path: '/en/demo/virtual',
        title: registry.demos.virtual.asset.title,
        description: registry.demos.virtual.asset.description,
      });
      expect(english.otherPagesTitle).toBe(en.searchOtherPages);
    });

    it('stays under 64 KB gzipped too', () => {
      expect(gzipSync(JSON.stringify(english), { level: 9 }).length).toBeLessThan(PAYLOAD_BUDGET);
    });
  });
});

describe('one payload per edition and line', () => {
  const payloads = {
    '1.x zh-CN': toSearchMetadata(registry, searchTerms, 'zh-CN', '1.x'),
    '7.x zh-CN': toSearchMetadata(registry, searchTerms, 'zh-CN', '7.x'),
    '1.x en': toSearchMetadata(registry, searchTerms, 'en', '1.x'),
    '7.x en': toSearchMetadata(registry, searchTerms, 'en', '7.x'),
  };
  const text = (payload: (typeof payloads)[keyof typeof payloads]) => JSON.stringify({ ...payload, terms: undefined });

  it("links every route, demo and nav item inside the payload's line", () => {
    for (const [name, payload] of Object.entries(payloads)) {
      const line = name.split(' ')[0];
      const links = [...payload.routes.map((r) => r.path), ...payload.demos.map((d) => d.path), ...payload.nav.map((n) => n.link)];
      expect([name, links.filter((link) => lineOfPath(link) !== line)]).toEqual([name, []]);
      expect(payload.routes.length).toBeGreaterThan(50);
    }
  });

  it("holds no text of the other line: each line's own blocks stay in its payloads", () => {
    // The 1.x home's own block names 1.12.0; the 7.x home's names 7.x as frozen.
    expect(text(payloads['1.x zh-CN'])).toContain('1.12.0');
    expect(text(payloads['7.x zh-CN'])).not.toContain('1.12.0');
    expect(text(payloads['7.x en'])).toContain('frozen at 7.55.1');
    expect(text(payloads['1.x en'])).not.toContain('frozen at 7.55.1');
    // The moved package names: 1.x's texts say @rc-component/table, 7.x's never do outside its note on the new line.
    expect(text(payloads['1.x en'])).toContain('@rc-component/tooltip');
    expect(text(payloads['7.x en'])).not.toContain('@rc-component/tooltip');
  });

  it('each stays under 64 KB gzipped', () => {
    for (const payload of Object.values(payloads)) expect(gzipSync(JSON.stringify(payload), { level: 9 }).length).toBeLessThan(PAYLOAD_BUDGET);
  });
});

describe('the payload of each edition and line, as its route writes it', () => {
  /**
   * gzip (Node's default level, as `npm run bench` measures) of each payload with issue 46's fourteen troubleshooting
   * answers (2026-11-30), each may grow by at most 10%. Before them (issue 26's baseline, 2026-11-26) they were
   * 44,203, 41,727, 32,674 and 31,447 bytes: the answers' text added 14–17 KB to each.
   */
  const BEFORE = { '1.x zh-CN': 61_355, '1.x en': 56_756, '7.x zh-CN': 46_387, '7.x en': 43_108 } as const;
  const PAYLOADS = [
    ['1.x', 'zh-CN'],
    ['1.x', 'en'],
    ['7.x', 'zh-CN'],
    ['7.x', 'en'],
  ] as const;

  it.each(PAYLOADS)('%s %s: grows by at most 10%% gzip', (line, locale) => {
    expect(gzipSync(JSON.stringify(sitePayload(locale, line))).length).toBeLessThanOrEqual(BEFORE[`${line} ${locale}`] * 1.1);
  });

  it.each(PAYLOADS)('%s %s: names every API row of the line on its home page, the deprecated ones marked, none that has no effect', (line, locale) => {
    const metadata = sitePayload(locale, line);
    const { api } = metadata;
    const tables = generatedApi(locale, line);
    expect(api?.path).toBe(sitePath('/', line, locale));
    const table = api?.tables.find((entry) => entry.id === 'Table');
    expect(table?.section).toBe('table');
    expect(table?.props).toEqual(tables.Table.map((row) => row.name));
    expect(table?.deprecated).toEqual(tables.Table.filter((row) => row.labels.includes('deprecated')).map((row) => row.name));
    const group = api?.tables.find((entry) => entry.id === 'ColumnGroup');
    expect(group?.props).toEqual(tables.ColumnGroup.filter((row) => !row.labels.includes('no-effect')).map((row) => row.name));
    // Each row links to its anchor on the line's home page.
    const links = buildSearchIndex(metadata, metadata.otherPagesTitle)
      .documents.filter((doc) => doc.kind === 'api')
      .map((doc) => doc.link);
    expect(links).toContain(`${api?.path}#api-table-onrow`);
    expect(links).toContain(`${api?.path}#api-summary-cell-index`);
  });

  it('names the 1.x-only options on 1.x only', () => {
    const props = (line: '1.x' | '7.x') => sitePayload('en', line).api?.tables.flatMap((table) => table.props) ?? [];
    expect(props('1.x')).toContain('showExpandAll');
    expect(props('7.x')).not.toContain('showExpandAll');
  });

  it('leaves out the related-demos lists, which describe other pages, and keeps every other section', () => {
    const english = sitePayload('en');
    const scrollY = english.routes.find((route) => route.path === '/en/demo/scroll-y');
    expect(scrollY?.toc.map((entry) => entry.title)).toEqual([]);
    expect(scrollY?.texts.every((text) => text.tocIndex === undefined)).toBe(true);
    const home = english.routes.find((route) => route.path === '/en');
    const registered = registry.routes.find((route) => route.path === '/en');
    expect(home?.toc).toEqual(registered?.meta.toc);
    expect(home?.texts).toEqual(registered?.meta.texts);
  });

  it('carries no API rows with the API parser off', () => {
    expect(toSearchMetadata(registry, searchTerms, 'en').api).toBeUndefined();
  });
});

describe('searchMetadataPath', () => {
  it('is the payload address of each edition and line', () => {
    expect(searchMetadataPath('zh-CN')).toBe('/search-metadata.json');
    expect(searchMetadataPath('en')).toBe('/en/search-metadata.json');
    expect(searchMetadataPath('zh-CN', '7.x')).toBe('/7.x/search-metadata.json');
    expect(searchMetadataPath('en', '7.x')).toBe('/en/7.x/search-metadata.json');
  });
});
