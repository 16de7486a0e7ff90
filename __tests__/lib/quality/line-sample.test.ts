import { pageTemplate, spread, templateSample } from '@/lib/quality/line-sample';
import type { RouteEntry } from '@/lib/registry/types';

const page = (path: string, line: '1.x' | '7.x'): RouteEntry => ({
  id: path.slice(1) || 'index',
  path,
  line,
  demos: [],
  meta: { frontmatter: { title: path, filename: `content${path}.mdx`, lastUpdated: 0 }, toc: [], texts: [], tabs: [] },
});

describe('pageTemplate', () => {
  it.each([
    ['/', 'home'],
    ['/en/7.x', 'home'],
    ['/7.x/changelog', 'changelog'],
    ['/en/demo', 'demo-index'],
    ['/7.x/demo/simple', 'demo'],
    ['/en/troubleshooting', 'answer-index'],
    ['/7.x/troubleshooting/row-key', 'answer'],
    ['/en/guide', 'page'],
  ])('%s is a %s page', (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });
});

describe('templateSample', () => {
  const demos = (line: '1.x' | '7.x') => ['a', 'b', 'c', 'd', 'e'].map((name) => page(`${line === '7.x' ? '/7.x' : ''}/demo/${name}`, line));
  const routes = [page('/', '1.x'), page('/changelog', '1.x'), ...demos('1.x'), page('/7.x', '7.x'), page('/7.x/changelog', '7.x'), ...demos('7.x')];

  it('keeps every page of the current line, and of the other line its other templates, its own texts and a spread of its demos', () => {
    const own = new Set(['/7.x/demo/d']);
    const sample = templateSample(routes, (route) => own.has(route.path), 2).map((route) => route.path);
    expect(sample).toEqual([
      '/',
      '/changelog',
      '/demo/a',
      '/demo/b',
      '/demo/c',
      '/demo/d',
      '/demo/e',
      '/7.x',
      '/7.x/changelog',
      '/7.x/demo/a',
      '/7.x/demo/c',
      '/7.x/demo/d',
      '/7.x/demo/e',
    ]);
  });

  it("spreads the other line's answers like its demos, own text or not", () => {
    const answers = (line: '1.x' | '7.x') => ['a', 'b', 'c'].map((name) => page(`${line === '7.x' ? '/7.x' : ''}/troubleshooting/${name}`, line));
    const all = [...answers('1.x'), page('/7.x/troubleshooting', '7.x'), ...answers('7.x')];
    const sample = templateSample(all, (route) => route.path === '/7.x/troubleshooting/b', 2).map((route) => route.path);
    expect(sample).toEqual([
      '/troubleshooting/a',
      '/troubleshooting/b',
      '/troubleshooting/c',
      '/7.x/troubleshooting',
      '/7.x/troubleshooting/a',
      '/7.x/troubleshooting/c',
    ]);
  });

  it('spreads evenly from the first item', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(spread([1, 2], 1)).toEqual([1, 2]);
  });
});
