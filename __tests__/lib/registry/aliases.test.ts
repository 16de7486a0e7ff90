import { camelCase, pathAliases, registryAliases } from '@/lib/registry/aliases';
import { bilingual, build, expectContentError, page, projectFromTree, removeTempDirs, route } from './fixture';

afterEach(removeTempDirs);

describe('camelCase and pathAliases', () => {
  it.each([
    ['scroll-x', 'scrollX'],
    ['fixed-columns', 'fixedColumns'],
    ['row-2-span', 'row2Span'],
    ['simple', 'simple'],
  ])('camelCase(%s) → %s', (name, expected) => {
    expect(camelCase(name)).toBe(expected);
  });

  it('maps the camel-case spelling of a kebab-case last segment to the page, and nothing else', () => {
    const routes = [
      route('index', { title: 'Home' }),
      route('demo/scroll-x', { title: 'S' }),
      route('demo/simple', { title: 'Simple' }),
      route('guide-book/fixed-columns', { title: 'F' }),
    ];

    expect(pathAliases(routes)).toEqual({ '/demo/scrollX': '/demo/scroll-x', '/guide-book/fixedColumns': '/guide-book/fixed-columns' });
  });

  it('never shadows a real page', () => {
    const routes = [route('demo/scroll-x', { title: 'Kebab' }), route('demo/scrollX', { title: 'Camel' })];

    expect(pathAliases(routes)).toEqual({});
  });

  it('is part of the built registry', () => {
    const root = projectFromTree(bilingual({ 'content/demo/scroll-x.mdx': page('title: Scroll') }));

    // Of the zh-CN pages only: the old site's addresses were never under /en. Every line has them.
    expect(build(root).aliases).toEqual({ '/demo/scrollX': '/demo/scroll-x', '/7.x/demo/scrollX': '/7.x/demo/scroll-x' });
  });
});

describe('registryAliases', () => {
  it('adds the old demo file names to the camel-case spellings, one alias per page', () => {
    const routes = [route('demo/scroll-x', { title: 'S' }), route('demo/scroll-xy', { title: 'XY' })];

    expect(registryAliases(routes, ['scrollXY.tsx'])).toEqual({ '/demo/scrollX': '/demo/scroll-x', '/demo/scrollXY': '/demo/scroll-xy' });
  });

  it('fails, naming the list, when an old demo file name has no page', () => {
    expectContentError(
      () => registryAliases([route('demo/simple', { title: 'Simple' })], ['gone.tsx']),
      'lib/registry/legacy-demo-names.ts',
      'no page is there',
    );
  });
});
