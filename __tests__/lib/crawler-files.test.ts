import { absoluteUrl, llmsText, sitemapEntries } from '@/lib/crawler-files';
import type { Registry, RouteEntry } from '@/lib/registry/types';

function route(path: string, title: string, extra: Partial<RouteEntry['meta']['frontmatter']> = {}): RouteEntry {
  return {
    id: path === '/' ? 'index' : path.slice(1),
    path,
    demos: [],
    meta: { frontmatter: { title, filename: `content${path}.mdx`, lastUpdated: Date.UTC(2024, 0, 2), ...extra }, toc: [], texts: [], tabs: [] },
  };
}

const registry: Registry = {
  routes: [
    route('/', 'rc-table', { subtitle: 'React 表格组件', description: '首页' }),
    route('/changelog', 'Changelog', { nav: { title: 'Changelog', path: '/changelog' }, description: '版本记录' }),
    route('/demo', 'Demo', { nav: { title: 'Demo', path: '/demo' } }),
    route('/demo/simple', 'Simple', { subtitle: '基础表格', nav: { title: 'Demo', path: '/demo' }, description: '用 `columns` 和 `data`' }),
  ],
  demos: {},
  nav: [
    { title: 'Demo', order: 1, activePath: '/demo', link: '/demo' },
    { title: 'Changelog', order: 2, activePath: '/changelog', link: '/changelog' },
  ],
  aliases: { '/demo/scrollX': '/demo/scroll-x' },
};

describe('absoluteUrl', () => {
  it('joins the site URL and a path with or without a trailing slash', () => {
    expect(absoluteUrl('https://example.com', '/demo')).toBe('https://example.com/demo');
    expect(absoluteUrl('https://example.com/', '/')).toBe('https://example.com/');
  });
});

describe('sitemapEntries', () => {
  it('lists every page once, with its last update, and no redirect aliases', () => {
    const entries = sitemapEntries(registry, 'https://example.com');
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.com/',
      'https://example.com/changelog',
      'https://example.com/demo',
      'https://example.com/demo/simple',
    ]);
    expect(entries[0].lastModified).toEqual(new Date(Date.UTC(2024, 0, 2)));
    expect(entries[0].priority).toBeGreaterThan(entries[3].priority ?? 1);
  });
});

describe('llmsText', () => {
  const text = llmsText(registry, 'https://example.com', { name: 'rc-table', description: 'Docs for rc-table' });

  it('starts with the site name and summary', () => {
    expect(text.split('\n').slice(0, 3)).toEqual(['# rc-table', '', '> Docs for rc-table']);
  });

  it('lists each page with its title, Chinese subtitle, Markdown URL and plain-text summary', () => {
    expect(text).toContain('- [Simple（基础表格）](https://example.com/demo/simple.md): 用 columns 和 data');
    expect(text).toContain('- [Demo](https://example.com/demo.md)\n');
    expect(text).toContain('- [rc-table（React 表格组件）](https://example.com/index.md): 首页');
  });

  it('groups pages outside the nav first, then in nav order', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Docs', '## Demo', '## Changelog']);
  });
});
