/** @jest-environment node */
import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { pageMetadata, pageTitle, redirectMetadata, TITLE_MAX } from '@/lib/page-metadata';
import type { RouteEntry } from '@/lib/registry/types';
import { site } from '@/lib/site';

const route: RouteEntry = {
  id: 'demo/scroll-x',
  path: '/demo/scroll-x',
  line: '1.x',
  demos: [],
  meta: {
    frontmatter: { title: 'Scroll X', subtitle: '横向滚动', description: '横向滚动的表格', filename: 'content/demo/scroll-x.mdx', lastUpdated: 0 },
    toc: [],
    texts: [],
    tabs: [],
  },
};

describe('pageMetadata', () => {
  it('gives a page its title, description, canonical path and Open Graph tags', () => {
    const title = `Scroll X 横向滚动 · 1.x · ${site.name}`;
    expect(pageMetadata(route)).toMatchObject({
      title: { absolute: title },
      description: '横向滚动的表格',
      alternates: { canonical: '/demo/scroll-x' },
      openGraph: { title, description: '横向滚动的表格', url: '/demo/scroll-x', type: 'article' },
    });
  });

  it('leaves out a subtitle that would make the title too long, and keeps one that fits', () => {
    const long: RouteEntry = {
      ...route,
      meta: { ...route.meta, frontmatter: { ...route.meta.frontmatter, title: 'Sticky Header and Summary', subtitle: 'Header and totals stay in view' } },
    };
    expect(pageTitle(long)).toBe(`Sticky Header and Summary · 1.x · ${site.name}`);
    expect(`Sticky Header and Summary Header and totals stay in view · 1.x · ${site.name}`.length).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(route)).toBe(`Scroll X 横向滚动 · 1.x · ${site.name}`);
  });

  it('names both editions as hreflang alternates, and the edition in Open Graph', () => {
    const languages = { 'zh-CN': '/demo/scroll-x', en: '/en/demo/scroll-x', 'x-default': '/demo/scroll-x' };
    expect(pageMetadata(route)).toMatchObject({
      alternates: { languages, types: { 'text/markdown': '/demo/scroll-x.md' } },
      openGraph: { locale: 'zh_CN', alternateLocale: ['en_US'] },
    });
    const english: RouteEntry = {
      ...route,
      id: 'en/demo/scroll-x',
      path: '/en/demo/scroll-x',
      meta: {
        ...route.meta,
        frontmatter: { ...route.meta.frontmatter, subtitle: 'Horizontal scrolling', description: undefined, filename: 'content/en/demo/scroll-x.mdx' },
      },
    };
    expect(pageMetadata(english)).toMatchObject({
      title: { absolute: `Scroll X Horizontal scrolling · 1.x · ${site.name}` },
      description: en.siteDescription,
      alternates: { canonical: '/en/demo/scroll-x', languages, types: { 'text/markdown': '/en/demo/scroll-x.md' } },
      openGraph: { locale: 'en_US', alternateLocale: ['zh_CN'] },
    });
  });
});

describe('redirectMetadata', () => {
  it('says the line in the title and keeps canonical, hreflang and Open Graph within the line', () => {
    const seven: RouteEntry = {
      ...route,
      id: '7.x/demo/fixed-columns',
      path: '/7.x/demo/fixed-columns',
      line: '7.x',
      meta: { ...route.meta, frontmatter: { title: '固定列', filename: 'content/demo/fixed-columns.mdx', lastUpdated: 0 } },
    };
    expect(pageMetadata(seven)).toMatchObject({
      title: { absolute: '固定列 · 7.x · rc-table' },
      alternates: {
        canonical: '/7.x/demo/fixed-columns',
        languages: { 'zh-CN': '/7.x/demo/fixed-columns', en: '/en/7.x/demo/fixed-columns', 'x-default': '/7.x/demo/fixed-columns' },
        types: { 'text/markdown': '/7.x/demo/fixed-columns.md' },
      },
      openGraph: { title: '固定列 · 7.x · rc-table', url: '/7.x/demo/fixed-columns', siteName: 'rc-table 7.x' },
    });
    const home: RouteEntry = {
      ...seven,
      id: 'en/7.x/index',
      path: '/en/7.x',
      meta: { ...seven.meta, frontmatter: { title: 'rc-table', subtitle: 'React table component', filename: 'content/en/index.mdx', lastUpdated: 0 } },
    };
    expect(pageMetadata(home)).toMatchObject({
      title: { absolute: 'rc-table · 7.x · React table component' },
      alternates: { canonical: '/en/7.x', types: { 'text/markdown': '/en/7.x/index.md' } },
    });
  });

  it('gives a redirect page a title of its own, noindex and the target as canonical', () => {
    expect(redirectMetadata('/demo/scroll-x')).toEqual({
      title: { absolute: `${messages.movedTo} /demo/scroll-x - ${site.name}` },
      description: messages.siteDescription,
      alternates: { canonical: '/demo/scroll-x' },
      robots: { index: false },
    });
  });

  it("titles an English page's redirect in English", () => {
    expect(redirectMetadata('/en/demo/scroll-x')).toMatchObject({ title: { absolute: `${en.movedTo} /en/demo/scroll-x - ${site.name}` } });
  });
});
