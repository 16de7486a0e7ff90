import { folderPages, isFolderPage } from '@/lib/hosting/folder-pages';

const files = new Set([
  'index.html',
  '404.html',
  'changelog.html',
  'changelog/__next._tree.txt',
  'demo.html',
  'demo/__next._tree.txt',
  'demo/simple.html',
  'demo/simple/__next.demo.txt',
  'en.html',
  'en/404.html',
  'en/demo/simple.html',
  'en/demo/simple/__next.demo.txt',
  '~demos/simple.html',
  '~demos/simple/__next.demo.txt',
  '_next/static/chunks/a.js',
  '_next.html',
]);

describe('folderPages', () => {
  it('copies each page into the folder named like it, at every depth', () => {
    expect(folderPages(files)).toEqual([
      { page: 'changelog.html', copy: 'changelog/index.html' },
      { page: 'demo.html', copy: 'demo/index.html' },
      { page: 'demo/simple.html', copy: 'demo/simple/index.html' },
      { page: 'en.html', copy: 'en/index.html' },
      { page: 'en/demo/simple.html', copy: 'en/demo/simple/index.html' },
      { page: '~demos/simple.html', copy: '~demos/simple/index.html' },
    ]);
  });

  it('leaves folders without a page beside them (en/demo, ~demos) and the bundler’s assets alone', () => {
    const copies = folderPages(files).map(({ copy }) => copy);
    expect(copies).not.toContain('en/demo/index.html');
    expect(copies).not.toContain('~demos/index.html');
    expect(copies.filter((copy) => copy.startsWith('_next'))).toEqual([]);
  });

  it('writes the copies again on a second run over the same export', () => {
    const again = new Set([...files, ...folderPages(files).map(({ copy }) => copy)]);
    expect(folderPages(again)).toEqual(folderPages(files));
  });
});

describe('isFolderPage', () => {
  const has = (file: string) => files.has(file);
  it('is a folder’s index.html with a page of the folder’s name beside it', () => {
    expect(isFolderPage('changelog/index.html', has)).toBe(true);
    expect(isFolderPage('en/demo/simple/index.html', has)).toBe(true);
    expect(isFolderPage('index.html', has)).toBe(false);
    expect(isFolderPage('en/demo/index.html', has)).toBe(false);
    expect(isFolderPage('changelog.html', has)).toBe(false);
  });
});
