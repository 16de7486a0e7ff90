import { gzipSync } from 'node:zlib';
import generated from '@/.generated/registry.json';
import searchTerms from '@/.generated/search-terms.json';
import type { Registry } from '@/lib/registry/types';
import { toSearchMetadata } from '@/lib/search/metadata';

const registry = generated as Registry;

describe('toSearchMetadata', () => {
  const metadata = toSearchMetadata(registry, searchTerms);

  it('keeps every route, demo and nav item', () => {
    expect(metadata.routes.map((route) => route.path)).toEqual(registry.routes.map((route) => route.path));
    expect(metadata.demos).toHaveLength(Object.keys(registry.demos).length);
    expect(metadata.nav.map((item) => item.link)).toEqual(registry.nav.map((item) => item.link));
  });

  it('points each demo at the path of the page that embeds it', () => {
    const demo = metadata.demos.find((entry) => entry.id === 'virtual');
    expect(demo).toMatchObject({ path: '/demo/virtual', title: registry.demos.virtual.asset.title });
  });

  it('leaves out demo sources, so the payload stays under 40 KB gzipped', () => {
    const json = JSON.stringify(metadata);
    expect(json).not.toContain('dependencies');
    expect(gzipSync(json, { level: 9 }).length).toBeLessThan(40 * 1024);
  });

  it('carries the search vocabulary', () => {
    expect(metadata.terms).toEqual(searchTerms);
  });
});
