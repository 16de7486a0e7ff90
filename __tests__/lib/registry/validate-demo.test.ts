import { assertDemoIdFree, assertEveryDemoEmbedded, assertMayEmbedDemos, demoEmbeddings } from '@/lib/registry/validate-demo';
import { expectContentError, route } from './fixture';

const withDemos = (id: string, demos: string[]) => ({ ...route(id, { title: id }), demos });

describe('assertMayEmbedDemos', () => {
  it('lets a page below /demo/ embed demos, and an English one below /en/demo/', () => {
    expect(() => assertMayEmbedDemos('content/demo/simple.mdx', '/demo/simple', ['simple'])).not.toThrow();
    expect(() => assertMayEmbedDemos('content/en/demo/simple.mdx', '/en/demo/simple', ['simple'])).not.toThrow();
  });

  it('lets any page embed none', () => {
    expect(() => assertMayEmbedDemos('content/index.mdx', '/', [])).not.toThrow();
  });

  it.each([
    ['content/index.mdx', '/'],
    ['content/demo/index.mdx', '/demo'],
    ['content/demos.mdx', '/demos'],
    ['content/en/index.mdx', '/en'],
    ['content/en/demo/index.mdx', '/en/demo'],
    ['content/en/guide.mdx', '/en/guide'],
    ['content/guide/en/demo/x.mdx', '/guide/en/demo/x'],
  ])('fails for %s (%s), which embeds one', (file, pagePath) => {
    expectContentError(
      () => assertMayEmbedDemos(file, pagePath, ['simple']),
      file,
      "only pages under content/demo/ and content/troubleshooting/ (and an edition's, content/en/…) can",
    );
  });
});

describe('demoEmbeddings', () => {
  it('maps each demo id to the page that embeds it, in page order', () => {
    const pages = [withDemos('demo/a', ['one', 'two']), withDemos('demo/b', ['three'])];
    const embeddings = demoEmbeddings(pages);

    expect([...embeddings].map(([id, { route }]) => [id, route.id])).toEqual([
      ['one', 'demo/a'],
      ['two', 'demo/a'],
      ['three', 'demo/b'],
    ]);
  });

  it('fails on a demo embedded by a second page, naming that page and the first', () => {
    const pages = [withDemos('demo/a', ['one']), withDemos('demo/b', ['one'])];

    expectContentError(() => demoEmbeddings(pages), 'content/demo/b.mdx', 'duplicate demo id "one": it is already embedded by content/demo/a.mdx');
  });

  it('maps each demo to its zh-CN page, and lets the English twin embed it too', () => {
    const pages = [withDemos('demo/a', ['one']), withDemos('en/demo/a', ['one'])];

    expect([...demoEmbeddings(pages)].map(([id, { route }]) => [id, route.id])).toEqual([['one', 'demo/a']]);
  });

  it('keys a demo on another line by its standalone id there, so each line embeds it once', () => {
    const pages = [withDemos('demo/a', ['one']), { ...withDemos('7.x/demo/a', ['one']), line: '7.x' as const }];

    expect([...demoEmbeddings(pages)].map(([id, { name, route }]) => [id, name, route.id])).toEqual([
      ['one', 'one', 'demo/a'],
      ['7.x-one', 'one', '7.x/demo/a'],
    ]);
  });

  it('fails on a demo embedded by two pages of the English edition', () => {
    const pages = [withDemos('demo/a', ['one']), withDemos('en/demo/a', ['one']), withDemos('en/demo/b', ['one'])];

    expectContentError(() => demoEmbeddings(pages), 'content/en/demo/b.mdx', 'duplicate demo id "one": it is already embedded by content/en/demo/a.mdx');
  });

  it('fails on a demo embedded twice by one page', () => {
    expectContentError(() => demoEmbeddings([withDemos('demo/a', ['one', 'one'])]), 'content/demo/a.mdx', 'duplicate demo id "one"');
  });
});

describe('assertDemoIdFree', () => {
  it('passes when no heading of the page has the id', () => {
    const page = route('demo/simple', { title: 'Simple' });
    page.meta.toc = [{ id: 'usage', depth: 2, title: 'Usage' }];

    expect(() => assertDemoIdFree(page, 'simple')).not.toThrow();
  });

  it('fails when a heading of the page has it', () => {
    const page = route('demo/simple', { title: 'Simple' });
    page.meta.toc = [{ id: 'simple', depth: 3, title: 'Simple' }];

    expectContentError(() => assertDemoIdFree(page, 'simple'), 'content/demo/simple.mdx', 'duplicate id "simple": a heading and a demo share it');
  });
});

describe('assertEveryDemoEmbedded', () => {
  it('passes when every folder is embedded', () => {
    expect(() => assertEveryDemoEmbedded(['a', 'b'], new Set(['a', 'b', 'c']))).not.toThrow();
  });

  it('fails on the first folder no page embeds, naming it', () => {
    expectContentError(() => assertEveryDemoEmbedded(['a', 'orphan', 'lost'], new Set(['a'])), 'demos/orphan', 'no page embeds this demo');
  });
});
