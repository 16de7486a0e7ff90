import { buildSearchIndex, fullMatches, searchSite } from '@/lib/search/engine';
import { flatText, hintAt, hintsOf, metadata, OTHER } from './fixture';

const index = buildSearchIndex(metadata, OTHER);
const search = (keywords: string) => searchSite(index, keywords);

describe('searchSite: weights', () => {
  it('counts 1 for a word in section text', () => {
    const hint = hintAt(search('giraffe'), '/changelog#100');
    expect(hint).toMatchObject({ type: 'content', priority: 1 });
  });

  it('counts 10 for a word in a section title', () => {
    expect(hintAt(search('usage'), '/demo/fixed#usage')).toMatchObject({ type: 'title', priority: 10 });
  });

  it('counts 10 for a word in a demo title', () => {
    expect(hintAt(search('pinned'), '/demo/fixed#fixed-basic')).toMatchObject({ type: 'demo', priority: 10 });
  });

  it('counts 100 for a word in the page title', () => {
    expect(hintAt(search('固定列'), '/demo/fixed')).toMatchObject({ type: 'page', priority: 100 });
  });

  it('counts a word found in both title and text once, at the higher weight', () => {
    // "sticky" is in the heading "Usage of sticky" and in its text.
    expect(hintAt(search('sticky'), '/demo/fixed#usage')).toMatchObject({ type: 'content', priority: 10 });
  });

  it('sums distinct words and counts a repeated word once', () => {
    expect(hintAt(search('usage width'), '/demo/fixed#usage')?.priority).toBe(11);
    expect(hintAt(search('usage usage USAGE'), '/demo/fixed#usage')?.priority).toBe(10);
  });
});

describe('searchSite: groups', () => {
  it('orders groups by nav order × 1000, pages outside the nav last', () => {
    const result = search('sticky');
    expect(result.map((group) => [group.title, group.priority])).toEqual([
      ['Demo', 1000],
      ['Changelog', 2000],
    ]);
    expect(search('install key').map((group) => [group.title, group.priority])).toEqual([[OTHER, 3000]]);
  });

  it('orders hints within a group by priority', () => {
    const priorities = hintsOf(search('fixed sticky'))
      .filter((hint) => hint.link.startsWith('/demo'))
      .map((hint) => hint.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});

describe('searchSite: documents and links', () => {
  it('links the text before the first heading to the page', () => {
    expect(hintAt(search('zebra'), '/')).toMatchObject({ type: 'content', pageTitle: 'Home 首页' });
  });

  it('links a heading section as path#id', () => {
    expect(hintAt(search('npm'), '/#install')).toMatchObject({ type: 'content' });
  });

  it('links a tab section as path?tab=key#id', () => {
    expect(hintAt(search('unique'), '/?tab=faq#why-keys')).toMatchObject({ type: 'content', pageTitle: 'Home 首页 - FAQ' });
  });

  it('finds demos by title, description and keywords, linked as path#demo-id', () => {
    expect(hintAt(search('钉住'), '/demo/fixed#fixed-basic')?.type).toBe('demo');
    expect(hintAt(search('pins'), '/demo/fixed#fixed-basic')?.type).toBe('demo');
  });

  it('finds Chinese text by any two-character piece', () => {
    for (const query of ['固定', '表头', '虚拟滚动', '固定表头']) expect(hintAt(search(query), '/demo/fixed#usage')).toBeDefined();
  });

  it('matches latin prefixes and typos of 4 letters or more', () => {
    expect(hintAt(search('gira'), '/changelog#100')).toBeDefined();
    expect(hintAt(search('girafe'), '/changelog#100')).toBeDefined();
    expect(hintAt(search('stiky'), '/demo/fixed#usage')).toBeDefined();
  });

  it('highlights matches in title and snippet as chunks', () => {
    const hint = hintAt(search('sticky'), '/demo/fixed#usage');
    expect(flatText(hint?.highlightTitleTexts ?? [])).toBe('Usage of [sticky]');
    expect(flatText(hint?.highlightTexts ?? [])).toContain('[sticky]');
  });
});

describe('searchSite: any input is safe', () => {
  const bad = [
    '.*+?^${}()|[]\\',
    '(((((((((a',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '😀🎉',
    '\ud800\udfff\ud800',
    '   ',
    '',
    'a'.repeat(10_000),
    '固'.repeat(10_000),
    'sticky '.repeat(2_000),
  ];

  it.each(bad.map((input) => [input.slice(0, 30), input]))('%s: no throw, fast, plain chunks', (_, input) => {
    const started = performance.now();
    const result = search(input);
    expect(performance.now() - started).toBeLessThan(500);
    for (const hint of hintsOf(result)) {
      for (const chunk of [...hint.highlightTexts, ...hint.highlightTitleTexts]) expect(typeof chunk.text).toBe('string');
    }
  });

  it('answers only-space and empty keywords with no result', () => {
    expect(search('   ')).toEqual([]);
    expect(search('')).toEqual([]);
  });

  it('never returns markup: a tag in the query is searched as its words', () => {
    const result = search('<script>alert(1)</script> giraffe');
    expect(hintAt(result, '/changelog#100')).toBeDefined();
    expect(JSON.stringify(result)).not.toMatch(/<|>/);
  });
});

describe('searchSite: graceful matching', () => {
  it('prefers entries that hold every word, then shows those that hold at least half', () => {
    const links = hintsOf(search('sticky width')).map((hint) => hint.link);
    expect(links[0]).toBe('/demo/fixed#usage');
    expect(links).toContain('/changelog#100');
  });

  it('never answers with nothing while some word is found', () => {
    const links = hintsOf(search('giraffe zebra')).map((hint) => hint.link);
    expect(links).toEqual(expect.arrayContaining(['/changelog#100', '/']));
  });

  it('finds Chinese words in any order', () => {
    // The text says 固定表头 and 虚拟滚动.
    for (const query of ['表头固定', '滚动虚拟']) {
      expect(hintAt(search(query), '/demo/fixed#usage')).toBeDefined();
      expect(hintsOf(search(query))[0]?.link.split('#')[0]).toBe('/demo/fixed');
    }
  });

  it('lets a page stand for words spread over its sections', () => {
    expect(hintsOf(search('place 虚拟滚动'))[0]?.link).toBe('/demo/fixed');
  });

  it('finds a synonym of a word the site does not use', () => {
    expect(hintsOf(search('冻结列'))[0]?.link).toBe('/demo/fixed');
    expect(hintAt(search('camelopard'), '/changelog#100')).toBeDefined();
  });

  it('never requires a stop word', () => {
    expect(hintsOf(search('how to giraffe'))[0]?.link).toBe('/changelog#100');
    expect(hintsOf(search('怎么 冻结列'))[0]?.link).toBe('/demo/fixed');
  });

  it('finds plurals, camel-case names, words typed as one name and dotted names', () => {
    expect(hintsOf(search('giraffes'))[0]?.link).toBe('/changelog#100');
    expect(hintsOf(search('giraffeOption'))[0]?.link).toBe('/changelog#100');
    expect(hintsOf(search('sticky prop'))[0]?.link).toBe('/changelog#100');
    expect(hintsOf(search('scroll.y'))[0]?.link).toBe('/changelog#090');
  });
});

describe('searchSite: title matches win', () => {
  it('ranks a title match above a body mention, across groups', () => {
    const result = search('ellipsis');
    expect(result.map((group) => group.title)).toEqual(['Changelog', 'Demo']);
    expect(hintsOf(result)[0]?.link).toBe('/changelog#090');
  });

  it('keeps the nav order among groups whose best entries match equally well', () => {
    expect(search('scroll').map((group) => group.title)).toEqual(['Demo', 'Changelog']);
  });
});

describe('fullMatches: what another line is asked', () => {
  it('counts the entries that cover the whole query and names the best one', () => {
    const found = fullMatches(index, 'usage sticky');
    expect(found.count).toBeGreaterThan(0);
    expect(found.best).toBe(hintsOf(search('usage sticky'))[0].link);
  });

  it('counts none when only part of the query is found, though the search shows partial hits', () => {
    expect(hintsOf(search('usage zebracorn')).length).toBeGreaterThan(0);
    expect(fullMatches(index, 'usage zebracorn')).toEqual({ count: 0 });
  });
});
