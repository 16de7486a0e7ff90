import { gzipSync } from 'node:zlib';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import { localeOfPath } from '@/lib/i18n/locales';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import type { Registry } from '@/lib/registry/types';
import { searchMetadataPath } from '@/lib/search/metadata-path';
import { toSearchMetadata } from '@/lib/search/metadata';

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

describe('searchMetadataPath', () => {
  it("is each edition's payload address", () => {
    expect(searchMetadataPath('zh-CN')).toBe('/search-metadata.json');
    expect(searchMetadataPath('en')).toBe('/en/search-metadata.json');
  });
});
