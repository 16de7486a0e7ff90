import { gzipSync } from 'node:zlib';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import { localeOfPath } from '@/lib/i18n/locales';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import type { Registry } from '@/lib/registry/types';
import { searchMetadataPath } from '@/lib/search/metadata-path';
import { toSearchMetadata } from '@/lib/search/metadata';
import { buildSearchIndex } from '@/lib/search/engine';
import { generatedApi, sitePayload } from './site-payload';

const registry = generated as Registry;
const inEdition = (locale: 'zh-CN' | 'en') => (path: string) => localeOfPath(path) === locale;

describe('toSearchMetadata', () => {
  const metadata = toSearchMetadata(registry, searchTerms, 'zh-CN');

  it('keeps every zh-CN route, demo and nav item, and no English one', () => {
    expect(metadata.routes.map((route) => route.path)).toEqual(registry.routes.map((route) => route.path).filter(inEdition('zh-CN')));
    expect(metadata.demos).toHaveLength(Object.keys(registry.demos).length);
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

  it('leaves out demo sources, so the payload stays under 40 KB gzipped', () => {
    const json = JSON.stringify(metadata);
    expect(json).not.toContain('dependencies');
    expect(gzipSync(json, { level: 9 }).length).toBeLessThan(40 * 1024);
  });

  it('carries the search vocabulary', () => {
    expect(metadata.terms).toEqual(searchTerms);
  });

  describe('of the English edition', () => {
    const english = toSearchMetadata(registry, searchTerms, 'en');

    it('keeps every English route, demo and nav item, and no zh-CN one', () => {
      expect(english.routes.map((route) => route.path)).toEqual(registry.routes.map((route) => route.path).filter(inEdition('en')));
      expect(english.routes).toHaveLength(metadata.routes.length);
      expect(english.demos).toHaveLength(Object.keys(registry.demos).length);
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

    it('stays under 40 KB gzipped too', () => {
      expect(gzipSync(JSON.stringify(english), { level: 9 }).length).toBeLessThan(40 * 1024);
    });
  });
});

describe('the payload of each edition, as its route writes it', () => {
  /**
   * gzip (Node's default level, as `npm run bench` measures) of each payload before issue 26 (2026-11-25): it may grow
   * by at most 10% per edition.
   */
  const BEFORE = { 'zh-CN': 32_670, en: 31_519 } as const;

  it.each(['zh-CN', 'en'] as const)('%s: grows by at most 10%% gzip', (locale) => {
    expect(gzipSync(JSON.stringify(sitePayload(locale))).length).toBeLessThanOrEqual(BEFORE[locale] * 1.1);
  });

  it.each(['zh-CN', 'en'] as const)('%s: names every API row on the home page, the deprecated ones marked, none that has no effect', (locale) => {
    const { api } = sitePayload(locale);
    const tables = generatedApi(locale);
    expect(api?.path).toBe(locale === 'en' ? '/en' : '/');
    const table = api?.tables.find((entry) => entry.id === 'Table');
    expect(table?.section).toBe('table');
    expect(table?.props).toEqual(tables.Table.map((row) => row.name));
    expect(table?.deprecated).toEqual(tables.Table.filter((row) => row.labels.includes('deprecated')).map((row) => row.name));
    const group = api?.tables.find((entry) => entry.id === 'ColumnGroup');
    expect(group?.props).toEqual(tables.ColumnGroup.filter((row) => !row.labels.includes('no-effect')).map((row) => row.name));
    // Each row links to its anchor on the home page.
    const metadata = sitePayload(locale);
    const links = buildSearchIndex(metadata, metadata.otherPagesTitle)
      .documents.filter((doc) => doc.kind === 'api')
      .map((doc) => doc.link);
    expect(links).toContain(`${api?.path}#api-table-onrow`);
    expect(links).toContain(`${api?.path}#api-summary-cell-index`);
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
  it("is each edition's payload address", () => {
    expect(searchMetadataPath('zh-CN')).toBe('/search-metadata.json');
    expect(searchMetadataPath('en')).toBe('/en/search-metadata.json');
  });
});
