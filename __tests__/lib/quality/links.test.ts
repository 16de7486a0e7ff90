/** @jest-environment node */
import { parseHtml } from '@/lib/quality/html-tree';
import { checkLinks, fileForPath, formatLinkFailures, pathOfFile, readPageLinks, type PageLinks } from '@/lib/quality/links';

const SITE = 'https://docs.example.com';

const page = (body: string, head = '') => readPageLinks(parseHtml(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`));

describe('fileForPath', () => {
  const files = new Set([
    'index.html',
    'demo.html',
    'demo/simple.html',
    '~demos/simple.html',
    'guide/index.html',
    'sitemap.xml',
    'favicon.svg',
    '_next/static/chunks/a.js',
  ]);

  it('serves clean URLs, the root and static files like the preview server', () => {
    expect(fileForPath('/', files)).toBe('index.html');
    expect(fileForPath('/demo', files)).toBe('demo.html');
    expect(fileForPath('/demo/simple', files)).toBe('demo/simple.html');
    expect(fileForPath('/demo/simple.html', files)).toBe('demo/simple.html');
    expect(fileForPath('/~demos/simple', files)).toBe('~demos/simple.html');
    expect(fileForPath('/guide', files)).toBe('guide/index.html');
    expect(fileForPath('/sitemap.xml', files)).toBe('sitemap.xml');
    expect(fileForPath('/_next/static/chunks/a.js', files)).toBe('_next/static/chunks/a.js');
  });

  it('drops a trailing slash, which the server redirects away', () => {
    expect(fileForPath('/demo/simple/', files)).toBe('demo/simple.html');
  });

  it('finds nothing for a path without a file', () => {
    expect(fileForPath('/demo/missing', files)).toBeUndefined();
    expect(fileForPath('/', new Set())).toBeUndefined();
  });
});

describe('pathOfFile', () => {
  it('maps out/ files to the addresses they are served at', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('demo/simple.html')).toBe('/demo/simple');
    expect(pathOfFile('guide/index.html')).toBe('/guide');
    expect(pathOfFile('404.html')).toBe('/404');
  });
});

describe('readPageLinks', () => {
  it('collects links, page links, resources and anchors, but nothing inside scripts or templates', () => {
    const links = page(
      '<h2 id="usage">Usage</h2><a name="legacy"></a><a href="/demo#x" target="_blank" rel="Noopener noreferrer">x</a><img src="/a.png" alt=""><template><a href="/in-template"></a><p id="templated"></p></template><script>document.write(\'<a href="/in-script">\')</script>',
      '<link rel="canonical" href="https://docs.example.com/"><script src="/app.js"></script>',
    );
    expect(links.references).toEqual([
      { tag: 'link', url: 'https://docs.example.com/', target: undefined, rel: ['canonical'] },
      { tag: 'script', url: '/app.js', target: undefined, rel: [] },
      { tag: 'a', url: '/demo#x', target: '_blank', rel: ['noopener', 'noreferrer'] },
      { tag: 'img', url: '/a.png', target: undefined, rel: [] },
    ]);
    expect([...links.anchors].sort()).toEqual(['legacy', 'usage']);
  });
});

describe('checkLinks', () => {
  const files = new Set(['index.html', 'demo/simple.html', 'demo/tabs.html', 'robots.txt', 'app.js']);
  const run = (pages: Record<string, PageLinks>) => checkLinks(new Map(Object.entries(pages)), files, SITE);

  it('passes links to exported pages, files and existing anchors, absolute or relative', () => {
    const failures = run({
      'index.html': page(
        '<h2 id="api">API</h2><a href="#api">a</a><a href="#">top</a><a href="/demo/simple#%E7%A4%BA%E4%BE%8B">b</a><a href="demo/simple">c</a><a href="/robots.txt">d</a>',
        '<link rel="canonical" href="https://docs.example.com"><script src="/app.js"></script>',
      ),
      'demo/simple.html': page('<h2 id="示例">示例</h2><a href="../#api">home</a><a href="?tab=api#示例">tab</a><a href="/demo/simple/">slash</a>'),
      'demo/tabs.html': page(''),
    });
    expect(failures).toEqual([]);
  });

  it('reports every missing page, file and anchor with its page and URL', () => {
    const failures = run({
      'index.html': page(
        '<a href="/demo/missing">a</a><a href="#nowhere">b</a><a href="/demo/simple#gone">c</a><a href="/robots.txt#x">d</a>',
        '<link rel="alternate" href="https://docs.example.com/feed.xml"><script src="/gone.js"></script>',
      ),
      'demo/simple.html': page(''),
    });
    expect(failures).toEqual([
      { page: 'index.html', url: 'https://docs.example.com/feed.xml', reason: 'no exported file for /feed.xml' },
      { page: 'index.html', url: '/gone.js', reason: 'no exported file for /gone.js' },
      { page: 'index.html', url: '/demo/missing', reason: 'no exported file for /demo/missing' },
      { page: 'index.html', url: '#nowhere', reason: 'no element with id "nowhere" in index.html' },
      { page: 'index.html', url: '/demo/simple#gone', reason: 'no element with id "gone" in demo/simple.html' },
      { page: 'index.html', url: '/robots.txt#x', reason: '#x points into robots.txt, which is not an HTML page' },
    ]);
    expect(formatLinkFailures(failures.slice(0, 1))).toBe('index.html: https://docs.example.com/feed.xml — no exported file for /feed.xml');
  });

  it('requires noopener and noreferrer on external links that open a new tab, and nothing else of external links', () => {
    const failures = run({
      'index.html': page(
        [
          '<a href="https://github.com/x" target="_blank" rel="noopener noreferrer">ok</a>',
          '<a href="https://github.com/y" target="_blank" rel="noopener">half</a>',
          '<a href="https://github.com/z" target="_blank">none</a>',
          '<a href="https://github.com/w">same tab</a>',
          '<a href="mailto:a@example.com" target="_blank">mail</a>',
        ].join(''),
      ),
    });
    expect(failures).toEqual([
      { page: 'index.html', url: 'https://github.com/y', reason: 'opens a new tab without rel="noreferrer"' },
      { page: 'index.html', url: 'https://github.com/z', reason: 'opens a new tab without rel="noopener noreferrer"' },
    ]);
  });
});
