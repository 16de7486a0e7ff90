import { localeOfPath } from '@/lib/i18n/locales';
import { lineOfPath } from '@/lib/lines/paths';
import { activeNavItem, buildNav } from '@/lib/registry/nav';
import { buildSidebar, drawerNavItems, prevNext, sectionFor, type SidebarSection } from '@/lib/registry/sidebar';
import type { NavItem } from '@/lib/registry/types';
import { build, expectContentError, removeTempDirs, route, siteProject } from './fixture';

const docs = { title: 'Docs', path: '/docs' };
const blog = { title: 'Blog', path: '/blog' };

/** A docs section exercising every ordering rule, a blog section, and a page in no section. */
const routes = [
  route('docs/index', { title: 'Overview', nav: { ...docs, order: 1 } }),
  route('docs/start', { title: 'Start', nav: docs, order: -1 }),
  route('docs/zebra', { title: 'Zebra', nav: docs }),
  route('docs/second', { title: 'Second', nav: docs, group: { title: 'Basics', order: 1 }, order: 2 }),
  route('docs/first', { title: 'First', nav: docs, group: { title: 'Basics', order: 1 }, order: 1 }),
  route('docs/beta', { title: 'Beta', nav: docs, group: { title: 'Advanced', order: 2 } }),
  route('docs/alpha', { title: 'Alpha', nav: docs, group: { title: 'Advanced', order: 2 } }),
  route('docs/aardvark', { title: 'Aardvark', nav: docs, group: { title: 'Alpine', order: 2 } }),
  route('docs/early', { title: 'Early', nav: docs, group: { title: 'Negative', order: -5 } }),
  route('blog/index', { title: 'Blog', nav: { ...blog, order: 2 } }),
  route('blog/post', { title: 'Post', nav: blog }),
  route('about', { title: 'About' }),
];

describe('buildNav', () => {
  it('makes one item per nav path, ordered by nav.order then title', () => {
    expect(buildNav(routes)).toEqual([
      { title: 'Docs', order: 1, activePath: '/docs', link: '/docs' },
      { title: 'Blog', order: 2, activePath: '/blog', link: '/blog' },
    ]);
  });

  it('orders items with the same order by title, and items without an order last', () => {
    const nav = buildNav([
      route('c', { title: 'C', nav: { title: 'Charlie', path: '/c', order: 1 } }),
      route('b', { title: 'B', nav: { title: 'Bravo', path: '/b' } }),
      route('a', { title: 'A', nav: { title: 'Alpha', path: '/a', order: 1 } }),
      route('d', { title: 'D', nav: { title: 'Delta', path: '/d', order: 0 } }),
    ]);

    expect(nav.map((item) => item.title)).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo']);
  });

  it('rejects a nav path that is not a page, naming the page that declares it', () => {
    expectContentError(() => buildNav([route('a', { title: 'A', nav: { title: 'Gone', path: '/gone' } })]), 'content/a.mdx', 'nav path "/gone" is not a page');
  });
});

describe('activeNavItem', () => {
  const nav: NavItem[] = [
    { title: 'Home', order: 0, activePath: '/', link: '/' },
    { title: 'Demo', order: 1, activePath: '/demo', link: '/demo' },
    { title: 'Changelog', order: 2, activePath: '/changelog', link: '/changelog' },
  ];

  it.each([
    ['/demo', 'Demo'],
    ['/demo/simple', 'Demo'],
    ['/demo/nested/deeper', 'Demo'],
    ['/changelog', 'Changelog'],
    ['/', 'Home'],
  ])('%s → %s', (pathname, title) => {
    expect(activeNavItem(nav, pathname)?.title).toBe(title);
  });

  it.each(['/demo-x', '/demos', '/changelogs', '/api', '/other/demo'])('%s matches no item', (pathname) => {
    expect(activeNavItem(nav, pathname)).toBeUndefined();
  });

  it('matches nothing in an empty nav', () => {
    expect(activeNavItem([], '/demo')).toBeUndefined();
  });
});

describe('buildSidebar', () => {
  let sections: SidebarSection[];

  beforeEach(() => {
    sections = buildSidebar(routes, buildNav(routes));
  });

  it('has one section per nav item, in nav order', () => {
    expect(sections.map((s) => s.navPath)).toEqual(['/docs', '/blog']);
  });

  it('puts ungrouped pages first, then groups by group.order then title', () => {
    expect(sections[0].groups.map((g) => g.title)).toEqual(['', 'Negative', 'Basics', 'Advanced', 'Alpine']);
  });

  it('orders items by order (default 0) then title', () => {
    expect(sections[0].groups.map((g) => g.items)).toEqual([
      [
        { title: 'Start', link: '/docs/start' },
        { title: 'Overview', link: '/docs' },
        { title: 'Zebra', link: '/docs/zebra' },
      ],
      [{ title: 'Early', link: '/docs/early' }],
      [
        { title: 'First', link: '/docs/first' },
        { title: 'Second', link: '/docs/second' },
      ],
      [
        { title: 'Alpha', link: '/docs/alpha' },
        { title: 'Beta', link: '/docs/beta' },
      ],
      [{ title: 'Aardvark', link: '/docs/aardvark' }],
    ]);
  });

  it('leaves pages of other nav paths, and pages without nav, out of a section', () => {
    expect(sections[1]).toEqual({
      navPath: '/blog',
      groups: [
        {
          title: '',
          items: [
            { title: 'Blog', link: '/blog' },
            { title: 'Post', link: '/blog/post' },
          ],
        },
      ],
    });
    const links = sections.flatMap((s) => s.groups.flatMap((g) => g.items.map((i) => i.link)));
    expect(links).not.toContain('/about');
  });

  it('orders a group by the lowest group.order its pages give', () => {
    const [section] = buildSidebar(
      [
        route('x/index', { title: 'X', nav: { title: 'X', path: '/x' } }),
        route('x/a', { title: 'A', nav: { title: 'X', path: '/x' }, group: { title: 'Late', order: 9 } }),
        route('x/b', { title: 'B', nav: { title: 'X', path: '/x' }, group: { title: 'Middle', order: 5 } }),
        route('x/c', { title: 'C', nav: { title: 'X', path: '/x' }, group: { title: 'Late', order: 1 } }),
      ],
      [{ title: 'X', order: 0, activePath: '/x', link: '/x' }],
    );

    expect(section.groups.map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      ['', ['X']],
      ['Late', ['A', 'C']],
      ['Middle', ['B']],
    ]);
  });

  it('marks a page that only one line has with that line', () => {
    const [section] = buildSidebar(
      [
        route('x/index', { title: 'X', nav: { title: 'X', path: '/x' } }),
        route('x/new', { title: 'New', nav: { title: 'X', path: '/x' }, lines: ['1.x'] }),
        route('x/both', { title: 'Both', nav: { title: 'X', path: '/x' }, lines: ['1.x', '7.x'] }),
      ],
      [{ title: 'X', order: 0, activePath: '/x', link: '/x' }],
    );
    expect(section.groups[0].items).toEqual([
      { title: 'Both', link: '/x/both' },
      { title: 'New', link: '/x/new', lineOnly: '1.x' },
      { title: 'X', link: '/x' },
    ]);
  });

  it('is empty without nav items', () => {
    expect(buildSidebar(routes, [])).toEqual([]);
  });

  describe('on the site fixture', () => {
    afterEach(removeTempDirs);

    it('builds the demo section from the pages under /demo', () => {
      const registry = build(siteProject());
      const sections = buildSidebar(registry.routes, registry.nav);

      expect(sections.filter((section) => localeOfPath(section.navPath) === 'zh-CN' && lineOfPath(section.navPath) === '1.x')).toEqual([
        {
          navPath: '/demo',
          groups: [
            { title: '', items: [{ title: 'Demos', link: '/demo' }] },
            {
              title: 'Basics',
              items: [
                { title: 'Plain', link: '/demo/plain' },
                { title: 'Toggle', link: '/demo/toggle' },
              ],
            },
          ],
        },
        { navPath: '/changelog', groups: [{ title: '', items: [{ title: 'Changelog', link: '/changelog' }] }] },
        { navPath: '/api', groups: [{ title: '', items: [{ title: 'API', link: '/api' }] }] },
      ]);
    });

    it('builds the English sections from the pages under /en, none of them in a zh-CN section', () => {
      const registry = build(siteProject());
      const sections = buildSidebar(registry.routes, registry.nav);

      expect(sections.find((section) => section.navPath === '/en/demo')).toEqual({
        navPath: '/en/demo',
        groups: [
          { title: '', items: [{ title: 'Demos', link: '/en/demo' }] },
          {
            title: 'Basics',
            items: [
              { title: 'Plain', link: '/en/demo/plain' },
              { title: 'Toggle', link: '/en/demo/toggle' },
            ],
          },
        ],
      });
      const links = (locale: 'zh-CN' | 'en') =>
        sections
          .filter((section) => localeOfPath(section.navPath) === locale)
          .flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.link)));
      expect(links('en').filter((link) => localeOfPath(link) !== 'en')).toEqual([]);
      expect(links('zh-CN').filter((link) => localeOfPath(link) !== 'zh-CN')).toEqual([]);
    });
  });
});

describe('sectionFor and prevNext', () => {
  let sections: SidebarSection[];

  beforeEach(() => {
    sections = buildSidebar(routes, buildNav(routes));
  });

  it('finds the section that lists a page', () => {
    expect(sectionFor(sections, '/docs/first')?.navPath).toBe('/docs');
    expect(sectionFor(sections, '/docs')?.navPath).toBe('/docs');
    expect(sectionFor(sections, '/blog/post')?.navPath).toBe('/blog');
  });

  it('finds no section for a page outside every section', () => {
    expect(sectionFor(sections, '/about')).toBeUndefined();
    expect(sectionFor(sections, '/docs/missing')).toBeUndefined();
  });

  it('follows the flattened sidebar order, across groups', () => {
    const section = sectionFor(sections, '/docs/zebra');

    expect(prevNext(section, '/docs/zebra')).toEqual({ prev: { title: 'Overview', link: '/docs' }, next: { title: 'Early', link: '/docs/early' } });
    expect(prevNext(section, '/docs/second')).toEqual({ prev: { title: 'First', link: '/docs/first' }, next: { title: 'Alpha', link: '/docs/alpha' } });
  });

  it('has no prev for the first page and no next for the last', () => {
    const section = sectionFor(sections, '/docs/start');

    expect(prevNext(section, '/docs/start')).toEqual({ prev: undefined, next: { title: 'Overview', link: '/docs' } });
    expect(prevNext(section, '/docs/aardvark')).toEqual({ prev: { title: 'Beta', link: '/docs/beta' }, next: undefined });
  });

  it('has neither for the only page of a section', () => {
    const single = buildSidebar(
      [route('solo', { title: 'Solo', nav: { title: 'Solo', path: '/solo' } })],
      [{ title: 'Solo', order: 0, activePath: '/solo', link: '/solo' }],
    );

    expect(prevNext(sectionFor(single, '/solo'), '/solo')).toEqual({ prev: undefined, next: undefined });
  });

  it('is empty for a page outside any section', () => {
    expect(prevNext(sectionFor(sections, '/about'), '/about')).toEqual({});
    expect(prevNext(undefined, '/docs')).toEqual({});
  });

  it('is empty for a page that is not in the given section', () => {
    expect(prevNext(sections[1], '/docs/first')).toEqual({});
  });
});

describe('drawerNavItems', () => {
  it("lists the nav items the drawer's section does not already list as pages", () => {
    const nav = buildNav(routes);
    const sections = buildSidebar(routes, nav);
    const docs = sectionFor(sections, '/docs/first');
    expect(docs?.groups.some((group) => group.items.some((item) => item.link === '/docs'))).toBe(true);
    expect(drawerNavItems(nav, docs).map((item) => item.link)).toEqual(nav.map((item) => item.link).filter((link) => link !== '/docs'));
  });

  it('lists every nav item when the drawer shows no section', () => {
    const nav = buildNav(routes);
    expect(drawerNavItems(nav, undefined)).toEqual(nav);
  });
});
