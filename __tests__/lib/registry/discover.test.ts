import fs from 'node:fs';
import path from 'node:path';
import { contentFiles, demoFolders, routePath } from '@/lib/registry/discover';
import { expectContentError, makeTempDir, projectFromTree, removeTempDirs } from './fixture';

afterEach(removeTempDirs);

describe('routePath', () => {
  it.each([
    ['index', '/'],
    ['changelog', '/changelog'],
    ['demo/index', '/demo'],
    ['demo/simple', '/demo/simple'],
    ['guide/advanced/index', '/guide/advanced'],
    ['reindex', '/reindex'],
    ['demo/reindex', '/demo/reindex'],
    ['index-page', '/index-page'],
  ])('%s → %s', (id, expected) => {
    expect(routePath(id)).toBe(expected);
  });
});

describe('contentFiles', () => {
  it('lists the .md and .mdx files under content/ in path order, each with its page id and posix path', () => {
    const root = projectFromTree({
      'content/index.mdx': '',
      'content/demo/simple.mdx': '',
      'content/changelog.md': '',
      'content/notes.txt': '',
      'content/api/descriptions.json': '{}',
    });

    expect(contentFiles(root).map(({ relative, routeId }) => ({ relative, routeId }))).toEqual([
      { relative: 'content/changelog.md', routeId: 'changelog' },
      { relative: 'content/demo/simple.mdx', routeId: 'demo/simple' },
      { relative: 'content/index.mdx', routeId: 'index' },
    ]);
    expect(contentFiles(root)[0].absolute).toBe(path.join(root, 'content', 'changelog.md'));
  });

  it('gives a tab file its page id and its key', () => {
    const root = projectFromTree({ 'content/demo/simple.$tab-faq-more.mdx': '' });

    expect(contentFiles(root)).toEqual([expect.objectContaining({ routeId: 'demo/simple', tabKey: 'faq-more' })]);
  });

  it('gives a page file no tab key', () => {
    const root = projectFromTree({ 'content/index.mdx': '' });

    expect(contentFiles(root)[0]).not.toHaveProperty('tabKey');
  });

  it('finds nothing in a root without content/', () => {
    expect(contentFiles(makeTempDir())).toEqual([]);
  });

  it('fails on a tab key that is not lower-case words, naming the file', () => {
    const root = projectFromTree({ 'content/index.$tab-Why_Keys.mdx': '' });

    expectContentError(() => contentFiles(root), 'content/index.$tab-Why_Keys.mdx', 'tab key "Why_Keys" must be lower-case words joined by hyphens');
  });
});

describe('demoFolders', () => {
  it('lists the folders under demos/, not the files', () => {
    const root = projectFromTree({ 'demos/simple/index.tsx': '', 'demos/toggle/index.tsx': '', 'demos/README.md': '' });

    expect(demoFolders(root).sort()).toEqual(['simple', 'toggle']);
  });

  it('finds none in a root without demos/', () => {
    const root = makeTempDir();
    fs.mkdirSync(path.join(root, 'content'));

    expect(demoFolders(root)).toEqual([]);
  });
});
