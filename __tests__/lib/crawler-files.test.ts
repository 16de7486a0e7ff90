import { absoluteUrl, languageAlternates, llmsText, sitemapEntries } from '@/lib/crawler-files';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import type { Registry, RouteEntry } from '@/lib/registry/types';

function route(path: string, title: string, extra: Partial<RouteEntry['meta']['frontmatter']> = {}): RouteEntry {
  const id = path === '/' ? 'index' : path === '/en' ? 'en/index' : path.slice(1);
  return {
    id,
    path,
    line: '1.x',
    demos: [],
    meta: { frontmatter: { title, filename: `content/${id}.mdx`, lastUpdated: Date.UTC(2024, 0, 2), ...extra }, toc: [], texts: [], tabs: [] },
  };
}

const registry: Registry = {
  routes: [
    route('/', 'rc-table', { subtitle: 'React 表格组件', description: '首页' }),
    route('/changelog', 'Changelog', { nav: { title: 'Changelog', path: '/changelog' }, description: '版本记录' }),
    route('/demo', 'Demo', { nav: { title: 'Demo', path: '/demo' } }),
    route('/demo/simple', 'Simple', { subtitle: '基础表格', nav: { title: 'Demo', path: '/demo' }, description: '用 `columns` 和 `data`' }),
    route('/en', 'rc-table', { subtitle: 'React table component', description: 'Home' }),
    route('/en/changelog', 'Changelog', { nav: { title: 'Changelog', path: '/en/changelog' }, description: 'Release notes' }),
    route('/en/demo', 'Demos', { nav: { title: 'Demos', path: '/en/demo' } }),
    route('/en/demo/simple', 'Simple', { subtitle: 'Basic table', nav: { title: 'Demos', path: '/en/demo' }, description: 'With `columns` and `data`' }),
  ],
  demos: {},
  nav: [
    { title: 'Demo', order: 1, activePath: '/demo', link: '/demo' },
    { title: 'Changelog', order: 2, activePath: '/changelog', link: '/changelog' },
    { title: 'Demos', order: 1, activePath: '/en/demo', link: '/en/demo' },
    { title: 'Changelog', order: 2, activePath: '/en/changelog', link: '/en/changelog' },
  ],
  aliases: { '/demo/scrollX': '/demo/scroll-x' },
};

describe('absoluteUrl', () => {
  it('joins the site URL and a path with or without a trailing slash', () => {
    expect(absoluteUrl('https://example.com', '/demo')).toBe('https://example.com/demo');
    expect(absoluteUrl('https://example.com/', '/')).toBe('https://example.com/');
  });
});

describe('languageAlternates', () => {
  it("gives a page's address in each edition, and x-default in zh-CN's, from either edition", () => {
    const alternates = { 'zh-CN': '/demo/simple', en: '/en/demo/simple', 'x-default': '/demo/simple' };
    expect(languageAlternates('/demo/simple')).toEqual(alternates);
    expect(languageAlternates('/en/demo/simple')).toEqual(alternates);
  });

  it('maps the home pages onto each other, and makes the addresses absolute given the site URL', () => {
    expect(languageAlternates('/')).toEqual({ 'zh-CN': '/', en: '/en', 'x-default': '/' });
    expect(languageAlternates('/en', 'https://example.com')).toEqual({
      'zh-CN': 'https://example.com/',
      en: 'https://example.com/en',
      'x-default': 'https://example.com/',
    });
  });
});

describe('sitemapEntries', () => {
  const entries = sitemapEntries(registry, 'https://example.com');

  it('lists every page of both editions once, with its last update, and no redirect aliases', () => {
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.com/',
      'https://example.com/changelog',
      'https://example.com/demo',
      'https://example.com/demo/simple',
      'https://example.com/en',
      'https://example.com/en/changelog',
      'https://example.com/en/demo',
      'https://example.com/en/demo/simple',
    ]);
    expect(entries[0].lastModified).toEqual(new Date(Date.UTC(2024, 0, 2)));
    expect(entries[0].priority).toBeGreaterThan(entries[3].priority ?? 1);
  });

  it("gives an English page its zh-CN twin's priority", () => {
    expect(entries.slice(4).map((e) => e.priority)).toEqual(entries.slice(0, 4).map((e) => e.priority));
  });

  it('names both editions and x-default as the alternates of every entry', () => {
    expect(entries[3].alternates).toEqual({
      languages: { 'zh-CN': 'https://example.com/demo/simple', en: 'https://example.com/en/demo/simple', 'x-default': 'https://example.com/demo/simple' },
    });
    expect(entries[7].alternates).toEqual(entries[3].alternates);
    expect(entries[4].alternates).toEqual({
      languages: { 'zh-CN': 'https://example.com/', en: 'https://example.com/en', 'x-default': 'https://example.com/' },
    });
  });
});

describe('llmsText', () => {
  const text = llmsText(registry, 'https://example.com', { name: 'rc-table', description: 'Docs for rc-table', docs: zhCN.searchOtherPages }, 'zh-CN');

  it('starts with the site name and summary', () => {
    expect(text.split('\n').slice(0, 3)).toEqual(['# rc-table 1.x', '', '> Docs for rc-table']);
  });

  it('lists each page with its title, Chinese subtitle, Markdown URL and plain-text summary', () => {
    expect(text).toContain('- [Simple（基础表格）](https://example.com/demo/simple.md): 用 columns 和 data');
    expect(text).toContain('- [Demo](https://example.com/demo.md)\n');
    expect(text).toContain('- [rc-table（React 表格组件）](https://example.com/index.md): 首页');
  });

  it('groups pages outside the nav first, then in nav order', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([`## ${zhCN.searchOtherPages}`, '## Demo', '## Changelog']);
  });

  it('lists the zh-CN edition only', () => {
    expect(text).not.toContain('/en');
  });

  describe('of the English edition', () => {
    const english = llmsText(registry, 'https://example.com', { name: 'rc-table', description: en.siteDescription, docs: en.searchOtherPages }, 'en');

    it('lists the English pages only, with the subtitle in brackets and the Markdown copies under /en', () => {
      expect(english).toContain('- [Simple (Basic table)](https://example.com/en/demo/simple.md): With columns and data');
      expect(english).toContain('- [rc-table (React table component)](https://example.com/en/index.md): Home');
      expect(english).toContain('- [Changelog](https://example.com/en/changelog.md): Release notes');
      expect(english.match(/^- /gm)).toHaveLength(4);
      expect(english).not.toMatch(/https:\/\/example\.com\/(?!en\/)/);
    });

    it("groups its pages under the English edition's headings", () => {
      const headings = english.split('\n').filter((line) => line.startsWith('## '));
      expect(headings).toEqual(['## Documentation', '## Demos', '## Changelog']);
    });
  });
});
