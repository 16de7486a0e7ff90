/** @jest-environment node */
import { checkHeadMeta, formatMetaFailures, pageKind, readHeadMeta, type HeadMeta, type PageKind } from '@/lib/quality/html-meta';
import { parseHtml } from '@/lib/quality/html-tree';

const SITE = 'https://docs.example.com';

const head = (content: string) => readHeadMeta(parseHtml(`<!DOCTYPE html><html><head>${content}</head><body></body></html>`));

const docHead = (path: string, title: string) =>
  head(
    `<title>${title}</title><meta name="description" content="About ${title}"><link rel="canonical" href="${SITE}${path}">` +
      `<meta property="og:title" content="${title}"><meta property="og:description" content="About ${title}"><meta property="og:url" content="${SITE}${path}"><meta property="og:type" content="article">`,
  );

const doc = (path: string): PageKind => ({ kind: 'doc', path });

describe('readHeadMeta', () => {
  it('reads title, description, canonical, robots and Open Graph tags, and notes repeated meta', () => {
    const meta = head(
      '<title> Simple - rc-table </title><meta name="Description" content="A table"><link rel="canonical" href="https://docs.example.com/demo/simple">' +
        '<meta name="robots" content="noindex, nofollow"><meta property="og:title" content="Simple"><meta name="robots" content="noindex">' +
        '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000">',
    );
    expect(meta).toEqual<HeadMeta>({
      titles: ['Simple - rc-table'],
      description: 'A table',
      canonical: 'https://docs.example.com/demo/simple',
      robots: ['noindex', 'nofollow', 'noindex'],
      openGraph: { 'og:title': 'Simple' },
      repeated: ['robots'],
    });
  });
});

describe('pageKind', () => {
  const known = { routes: [{ path: '/' }, { path: '/demo/scroll-x' }], aliases: { '/demo/scrollX': '/demo/scroll-x' }, demos: { 'scroll-x': {} } };

  it('tells doc pages, redirects, standalone demos and the 404 page apart', () => {
    expect(pageKind('/', known)).toEqual({ kind: 'doc', path: '/' });
    expect(pageKind('/demo/scrollX', known)).toEqual({ kind: 'redirect', path: '/demo/scrollX', target: '/demo/scroll-x' });
    expect(pageKind('/~demos/scroll-x', known)).toEqual({ kind: 'standalone', path: '/~demos/scroll-x', demo: 'scroll-x' });
    expect(pageKind('/404', known)).toEqual({ kind: 'not-found', locale: 'zh-CN' });
    expect(pageKind('/en/404', known)).toEqual({ kind: 'not-found', locale: 'en' });
    expect(pageKind('/_not-found', known)).toEqual({ kind: 'not-found', locale: 'zh-CN' });
  });

  it('does not explain a page the registry does not know', () => {
    expect(pageKind('/stray', known)).toBeUndefined();
    expect(pageKind('/~demos/unknown', known)).toBeUndefined();
  });
});

describe('checkHeadMeta', () => {
  const notFound = head('<meta name="robots" content="noindex"><title>PAGE NOT FOUND - rc-table</title><meta name="description" content="Nothing here">');

  it('passes complete pages of every kind', () => {
    const failures = checkHeadMeta(
      [
        { page: 'index.html', kind: doc('/'), meta: docHead('', 'Home') },
        { page: 'demo/a.html', kind: doc('/demo/a'), meta: docHead('/demo/a', 'A') },
        {
          page: 'demo/aAlias.html',
          kind: { kind: 'redirect', path: '/demo/aAlias', target: '/demo/a' },
          meta: head(
            `<title>Moved to /demo/a</title><meta name="description" content="x"><meta name="robots" content="noindex"><link rel="canonical" href="${SITE}/demo/a">`,
          ),
        },
        {
          page: '~demos/a.html',
          kind: { kind: 'standalone', path: '/~demos/a', demo: 'a' },
          meta: head(
            `<title>A demo</title><meta name="description" content="x"><meta name="robots" content="noindex"><link rel="canonical" href="${SITE}/~demos/a">`,
          ),
        },
        { page: '404.html', kind: { kind: 'not-found', locale: 'zh-CN' }, meta: notFound },
        // Next writes the 404 page twice; the copies are one page and may share their title.
        { page: '_not-found.html', kind: { kind: 'not-found', locale: 'zh-CN' }, meta: notFound },
      ],
      SITE,
    );
    expect(failures).toEqual([]);
  });

  it('reports a missing or empty title, description and Open Graph tag, and a wrong canonical or og:url', () => {
    const meta = head(
      `<title></title><meta name="description" content=" "><link rel="canonical" href="/demo/a"><meta property="og:url" content="${SITE}/demo/b"><meta property="og:type" content="article">`,
    );
    const failures = checkHeadMeta([{ page: 'demo/a.html', kind: doc('/demo/a'), meta }], SITE);
    expect(formatMetaFailures(failures).split('\n')).toEqual([
      'demo/a.html: has an empty <title>',
      'demo/a.html: has no meta description',
      `demo/a.html: has canonical /demo/a, expected ${SITE}/demo/a`,
      'demo/a.html: has no og:title',
      'demo/a.html: has no og:description',
      `demo/a.html: has og:url ${SITE}/demo/b, expected ${SITE}/demo/a`,
    ]);
  });

  it('reports shared titles, repeated meta and the wrong indexing for a kind', () => {
    const standalone = head('<title>Home</title><meta name="description" content="x"><meta name="description" content="y">');
    const failures = checkHeadMeta(
      [
        { page: 'index.html', kind: doc('/'), meta: { ...docHead('/', 'Home'), robots: ['noindex'] } },
        { page: '~demos/a.html', kind: { kind: 'standalone', path: '/~demos/a', demo: 'a' }, meta: standalone },
        { page: '404.html', kind: { kind: 'not-found', locale: 'zh-CN' }, meta: { ...notFound, canonical: `${SITE}/404` } },
      ],
      SITE,
    );
    expect(failures).toEqual([
      { page: 'index.html', problem: 'is marked noindex' },
      { page: '~demos/a.html', problem: 'repeats <meta> description' },
      { page: '~demos/a.html', problem: 'is a standalone page but not marked noindex' },
      { page: '~demos/a.html', problem: `has no canonical URL (expected ${SITE}/~demos/a)` },
      { page: '404.html', problem: `has a canonical URL (${SITE}/404) though it is not a page of its own` },
      { page: 'index.html, ~demos/a.html', problem: 'share the <title> "Home"' },
    ]);
  });

  it('counts more than one <title> as a failure', () => {
    const meta = docHead('/demo/a', 'A');
    const failures = checkHeadMeta([{ page: 'demo/a.html', kind: doc('/demo/a'), meta: { ...meta, titles: ['A', 'B'] } }], SITE);
    expect(failures).toEqual([{ page: 'demo/a.html', problem: 'has 2 <title> elements' }]);
  });
});
