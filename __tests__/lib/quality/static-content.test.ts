/** @jest-environment node */
import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { parseHtml } from '@/lib/quality/html-tree';
import { emptyDemos, expectedTexts, missingTexts } from '@/lib/quality/static-content';
import type { DemoEntry, Registry, RouteEntry } from '@/lib/registry/types';

function route(path: string, demos: string[], extra: Partial<RouteEntry['meta']> = {}): RouteEntry {
  return {
    id: path.slice(1),
    path,
    line: '1.x',
    demos,
    meta: { frontmatter: { title: 'Fixed columns', filename: `content${path}.mdx`, lastUpdated: 0 }, toc: [], texts: [], tabs: [], ...extra },
  };
}

const demo = (id: string, title: string, description: string): DemoEntry => ({
  id,
  name: id,
  line: '1.x',
  routeId: `demo/${id}`,
  // The zh-CN block repeats the English texts here: these tests are about which texts a page must show, not their language.
  asset: { id, title, description, locales: { 'zh-CN': { title, description }, en: { title, description } }, keywords: [], dependencies: {} },
});

const registry: Registry = {
  routes: [
    route('/demo/fixed-columns', ['fixed-columns'], {
      toc: [{ id: 'related', depth: 2, title: '相关示例' }],
      texts: [
        { value: '固定列 让关键列 在滚动时保持可见。', paraId: 0 },
        { value: 'later text', paraId: 1 },
      ],
    }),
  ],
  demos: { 'fixed-columns': demo('fixed-columns', 'Fixed columns demo', 'Columns pinned with `fixed` stay put.') },
  nav: [],
  aliases: {},
};

const page = { kind: 'doc', path: '/demo/fixed-columns' } as const;

describe('expectedTexts', () => {
  it('asks a doc page for its title, first text block, headings and its demos', () => {
    expect(expectedTexts(page, registry)).toEqual([
      'Fixed columns',
      '固定列 让关键列 在滚动时保持可见。',
      '相关示例',
      'Fixed columns demo',
      'Columns pinned with fixed stay put.',
    ]);
  });

  it('asks the other kinds for what they show', () => {
    expect(expectedTexts({ kind: 'standalone', path: '/~demos/fixed-columns', demo: 'fixed-columns' }, registry)).toEqual(['Fixed columns demo']);
    expect(expectedTexts({ kind: 'redirect', path: '/demo/fixedColumns', target: '/demo/fixed-columns' }, registry)).toEqual([
      messages.movedTo,
      '/demo/fixed-columns',
    ]);
    expect(expectedTexts({ kind: 'not-found', locale: 'zh-CN' }, registry)).toEqual([messages.pageNotFound, messages.notFoundDescription, messages.backToHome]);
    expect(expectedTexts({ kind: 'not-found', locale: 'en' }, registry)).toEqual([en.pageNotFound, en.notFoundDescription, en.backToHome]);
    expect(expectedTexts({ kind: 'redirect', path: '/en/demo/fixedColumns', target: '/en/demo/fixed-columns' }, registry)).toEqual([
      en.movedTo,
      '/en/demo/fixed-columns',
    ]);
  });
});

describe('missingTexts', () => {
  const expected = expectedTexts(page, registry);

  it('finds the texts in the body, whatever the whitespace between the rendered blocks', () => {
    const html = `<body><h1>Fixed columns</h1><p>固定列<code>让关键列</code>在滚动时
      保持可见。</p><h2>相关示例</h2><section id="fixed-columns"><h3>Fixed columns demo</h3><p>Columns pinned with <code>fixed</code> stay put.</p></section></body>`;
    expect(missingTexts(parseHtml(html), expected)).toEqual([]);
  });

  it('does not count text that only a script carries (the RSC payload)', () => {
    const html = `<body><h1>Fixed columns</h1><script>self.__next_f.push([1,"相关示例 Fixed columns demo 固定列 让关键列 在滚动时保持可见。 Columns pinned with fixed stay put."])</script></body>`;
    expect(missingTexts(parseHtml(html), expected)).toEqual(expected.slice(1));
  });
});

describe('emptyDemos', () => {
  it('accepts a demo rendered into the static HTML', () => {
    const html =
      '<section id="fixed-columns"><div class="previewer-original"><div class="rc-table"><table><tbody><tr><td>Ada</td></tr></tbody></table></div></div></section>';
    expect(emptyDemos(parseHtml(html), page, registry)).toEqual([]);
  });

  it('reports a demo whose render is empty or missing', () => {
    expect(emptyDemos(parseHtml('<section id="fixed-columns"><div class="previewer-original"><div></div></div></section>'), page, registry)).toEqual([
      'fixed-columns',
    ]);
    expect(emptyDemos(parseHtml('<p>no previewer</p>'), page, registry)).toEqual(['fixed-columns']);
  });

  it('does not count the standalone page title as the demo', () => {
    const kind = { kind: 'standalone', path: '/~demos/fixed-columns', demo: 'fixed-columns' } as const;
    expect(emptyDemos(parseHtml('<main class="standalone-demo"><h1>Fixed columns demo</h1></main>'), kind, registry)).toEqual(['fixed-columns']);
    expect(emptyDemos(parseHtml('<main class="standalone-demo"><h1>Fixed columns demo</h1><div>Ada</div></main>'), kind, registry)).toEqual([]);
  });
});
