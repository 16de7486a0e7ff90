/** @jest-environment node */
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { pageMetadata, redirectMetadata } from '@/lib/page-metadata';
import type { RouteEntry } from '@/lib/registry/types';
import { site } from '@/lib/site';

const route: RouteEntry = {
  id: 'demo/scroll-x',
  path: '/demo/scroll-x',
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
    const title = `Scroll X 横向滚动 - ${site.name}`;
    expect(pageMetadata(route)).toMatchObject({
      title: { absolute: title },
      description: '横向滚动的表格',
      alternates: { canonical: '/demo/scroll-x' },
      openGraph: { title, description: '横向滚动的表格', url: '/demo/scroll-x', type: 'article' },
    });
  });
});

describe('redirectMetadata', () => {
  it('gives a redirect page a title of its own, noindex and the target as canonical', () => {
    expect(redirectMetadata('/demo/scroll-x')).toEqual({
      title: { absolute: `${messages.movedTo} /demo/scroll-x - ${site.name}` },
      alternates: { canonical: '/demo/scroll-x' },
      robots: { index: false },
    });
  });
});
