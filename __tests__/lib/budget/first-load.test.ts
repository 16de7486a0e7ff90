import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFor, exportedPages, initialScriptUrls, measureFirstLoad, pagePathOf } from '@/lib/budget/first-load';
import { heavyLibrariesIn } from '@/lib/budget/heavy-libraries';

describe('initialScriptUrls', () => {
  it('takes script sources and script preloads once each, in document order', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>',
      '<link rel="stylesheet" href="/_next/s.css"/>',
      '<link rel="preload" href="/_next/font.woff2" as="font"/>',
      '<script src="/_next/b.js" async=""></script>',
      '<script src="/_next/a.js" async=""></script>',
      "<script src='/_next/c.js'></script>",
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script>',
    ].join('');
    expect(initialScriptUrls(html)).toEqual(['/_next/a.js', '/_next/b.js', '/_next/c.js']);
  });

  it('leaves out noModule scripts, which modern browsers do not run', () => {
    expect(initialScriptUrls('<script src="/polyfills.js" noModule=""></script><script src="/main.js"></script>')).toEqual(['/main.js']);
  });

  it('does not mistake a data-src or a prefetch for a load', () => {
    expect(initialScriptUrls('<script data-src="/lazy.js"></script><link rel="prefetch" as="script" href="/later.js"/>')).toEqual([]);
  });
});

describe('budgetFor', () => {
  it.each([
    ['/', 151],
    ['/changelog', 151],
    ['/404', 151],
    ['/demo', 151],
    ['/demo/simple', 227],
    ['/~demos/simple', 227],
    ['/~demos/7.x-simple', 227],
    ['/7.x', 151],
    ['/7.x/demo/simple', 227],
    ['/en/7.x/demo/simple', 235],
    ['/en', 162],
    ['/en/404', 162],
    ['/en/demo', 162],
    ['/en/demo/simple', 235],
    ['/demo/virtual-compatibility', 300],
    ['/en/7.x/demo/virtual-compatibility', 305],
    ['/migration', 157],
    ['/en/migration', 168],
    ['/troubleshooting', 151],
    ['/troubleshooting/row-key', 227],
    ['/en/7.x/troubleshooting/row-key', 235],
  ])('%s → %i KiB', (pagePath, budget) => {
    expect(budgetFor(pagePath)).toBe(budget);
  });
});

describe('pagePathOf', () => {
  it('maps export files to page paths', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('demo/simple.html')).toBe('/demo/simple');
    expect(pagePathOf('~demos/simple.html')).toBe('/~demos/simple');
  });
});

describe('measureFirstLoad and exportedPages', () => {
  function exportDir(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  it('sums the gzip -9 sizes of the scripts a page loads, each once', () => {
    const a = 'console.log("a");'.repeat(50);
    const b = 'window.b = 1;';
    const dir = exportDir({
      'demo/x.html': '<script src="/_next/a.js"></script><link rel="preload" as="script" href="/_next/a.js"/><script src="/_next/b.js"></script>',
      '_next/a.js': a,
      '_next/b.js': b,
    });
    const measured = measureFirstLoad(dir, 'demo/x.html');
    const expected = gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length;
    expect(measured.gzipBytes).toBe(expected);
    expect(measured.scripts.map((s) => s.url)).toEqual(['/_next/a.js', '/_next/b.js']);
    expect(exportedPages(dir)).toEqual(['demo/x.html']);
  });

  it('fails naming the page and a script missing from the export', () => {
    const dir = exportDir({ 'index.html': '<script src="/_next/gone.js"></script>' });
    expect(() => measureFirstLoad(dir, 'index.html')).toThrow('index.html loads /_next/gone.js, which is not in the export');
  });
});

describe('heavyLibrariesIn', () => {
  it('names each library whose marker occurs', () => {
    expect(heavyLibrariesIn('t.availablePresets=x;class M{constructor(){throw Error(\'MiniSearch: option "fields" must be provided\')}}')).toEqual([
      '@babel/standalone',
      'MiniSearch',
    ]);
    expect(heavyLibrariesIn('function plain(){}')).toEqual([]);
  });
});
