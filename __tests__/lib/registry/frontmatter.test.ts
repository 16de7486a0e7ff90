import { parseFrontmatter } from '@/lib/registry/frontmatter';
import { catchContentError, expectContentError, page } from './fixture';

const FILE = 'content/demo/simple.mdx';

describe('parseFrontmatter', () => {
  it('reads every field and returns the body without the frontmatter', () => {
    const source = page(
      `
title: Simple
subtitle: 基础表格
description: The plainest table.
keywords: [basic, 基础]
toc: false
nav:
  title: Demo
  path: /demo
  order: 3
group:
  title: Basics
  order: 1
order: 2
hero:
  title: rc-table
  description: A table component
`,
      'Body text.\n',
    );

    const { data, body } = parseFrontmatter(FILE, source);

    expect(data).toEqual({
      title: 'Simple',
      subtitle: '基础表格',
      description: 'The plainest table.',
      keywords: ['basic', '基础'],
      toc: false,
      nav: { title: 'Demo', path: '/demo', order: 3 },
      group: { title: 'Basics', order: 1 },
      order: 2,
      hero: { title: 'rc-table', description: 'A table component' },
    });
    expect(body.trim()).toBe('Body text.');
    expect(body).not.toContain('title:');
  });

  it('needs only a title; every other field stays undefined', () => {
    const { data } = parseFrontmatter(FILE, page('title: Only a title'));

    expect(data.title).toBe('Only a title');
    for (const key of ['subtitle', 'description', 'keywords', 'toc', 'nav', 'group', 'order', 'hero'] as const) {
      expect(data[key]).toBeUndefined();
    }
  });

  it('reads toc: true', () => {
    expect(parseFrontmatter(FILE, page('title: T\ntoc: true')).data.toc).toBe(true);
  });

  it('reads search: names and search: last', () => {
    expect(parseFrontmatter(FILE, page('title: T\nsearch: names')).data.search).toBe('names');
    expect(parseFrontmatter(FILE, page('title: T\nsearch: last')).data.search).toBe('last');
  });

  it('leaves nav.order undefined when not given', () => {
    expect(parseFrontmatter(FILE, page('title: T\nnav:\n  title: Demo\n  path: /demo')).data.nav).toEqual({
      title: 'Demo',
      path: '/demo',
      order: undefined,
    });
  });

  it('defaults group.order to 0', () => {
    expect(parseFrontmatter(FILE, page('title: T\ngroup:\n  title: Basics')).data.group).toEqual({ title: 'Basics', order: 0 });
  });

  it('drops fields it does not know', () => {
    const { data } = parseFrontmatter(FILE, page('title: T\nlayout: wide\nnav:\n  title: Demo\n  path: /demo\n  icon: table'));

    expect(data).not.toHaveProperty('layout');
    expect(data.nav).not.toHaveProperty('icon');
  });

  it('accepts an empty keyword list', () => {
    expect(parseFrontmatter(FILE, page('title: T\nkeywords: []')).data.keywords).toEqual([]);
  });

  describe('errors name the file and the reason', () => {
    it.each<[string, string, string]>([
      ['malformed YAML', 'title: [unclosed', 'malformed YAML frontmatter'],
      ['YAML with a bad indentation', 'title: T\n  nav: x\n bad: y', 'malformed YAML frontmatter'],
      ['a missing title', 'subtitle: No title here', 'frontmatter is missing a "title"'],
      ['an empty title', 'title: "  "', 'frontmatter is missing a "title"'],
      ['a title that is not a string', 'title: [a, b]', 'frontmatter is missing a "title"'],
      ['a title that is a number', 'title: 3', 'frontmatter is missing a "title"'],
      ['frontmatter that is a list', '- title\n- T', 'frontmatter is missing a "title"'],
      ['nav with an empty path', 'title: T\nnav:\n  title: Demo\n  path: ""', 'frontmatter "nav" is missing a "path"'],
      ['nav that is a list', 'title: T\nnav: [Demo, /demo]', 'frontmatter "nav" must be an object with title and path'],
      ['nav without path', 'title: T\nnav:\n  title: Demo', 'frontmatter "nav" is missing a "path"'],
      ['nav without title', 'title: T\nnav:\n  path: /demo', 'frontmatter "nav" is missing a "title"'],
      ['nav.path not starting with "/"', 'title: T\nnav:\n  title: Demo\n  path: demo', 'frontmatter "nav.path" must start with "/"'],
      ['nav that is not an object', 'title: T\nnav: /demo', 'frontmatter "nav" must be an object with title and path'],
      ['nav.order that is not a number', 'title: T\nnav:\n  title: Demo\n  path: /demo\n  order: first', 'frontmatter "nav.order" must be a number'],
      ['group that is not an object', 'title: T\ngroup: Basics', 'frontmatter "group" must be an object with title and order'],
      ['group that is a list', 'title: T\ngroup: [Basics, 1]', 'frontmatter "group" must be an object with title and order'],
      ['group without title', 'title: T\ngroup:\n  order: 1', 'frontmatter "group" is missing a "title"'],
      ['group.order that is not a number', 'title: T\ngroup:\n  title: Basics\n  order: "1"', 'frontmatter "group.order" must be a number'],
      ['order that is infinite', 'title: T\norder: .inf', 'frontmatter "order" must be a number'],
      ['order that is not a number', 'title: T\norder: first', 'frontmatter "order" must be a number'],
      ['keywords that are a string', 'title: T\nkeywords: table', 'frontmatter "keywords" must be a list of strings'],
      ['keywords holding a number', 'title: T\nkeywords: [table, 7]', 'frontmatter "keywords" must be a list of strings'],
      ['toc that is a string', 'title: T\ntoc: "yes"', 'frontmatter "toc" must be true or false'],
      ['toc that is a number', 'title: T\ntoc: 1', 'frontmatter "toc" must be true or false'],
      ['search that is neither names nor last', 'title: T\nsearch: all', 'frontmatter "search" must be "names" or "last" (or left out)'],
      ['hero missing description', 'title: T\nhero:\n  title: Big', 'frontmatter "hero" is missing a "description"'],
      ['hero missing title', 'title: T\nhero:\n  description: Big', 'frontmatter "hero" is missing a "title"'],
      ['hero that is not an object', 'title: T\nhero: Big', 'frontmatter "hero" must be an object with title and description'],
      ['subtitle that is not a string', 'title: T\nsubtitle: 3', 'frontmatter "subtitle" must be a string'],
      ['description that is not a string', 'title: T\ndescription: [a]', 'frontmatter "description" must be a string'],
    ])('%s', (_name, yaml, reason) => {
      expectContentError(() => parseFrontmatter(FILE, page(yaml)), FILE, reason);
    });

    it('a file without frontmatter has no title', () => {
      expectContentError(() => parseFrontmatter(FILE, '## Just a body\n'), FILE, 'frontmatter is missing a "title"');
    });

    it('reports malformed YAML on every parse, not only the first (no cached result)', () => {
      const source = page('title: [unclosed');
      const first = catchContentError(() => parseFrontmatter('content/a.mdx', source));
      const second = catchContentError(() => parseFrontmatter('content/b.mdx', source));

      expect(first.message).toMatch(/^content\/a\.mdx: malformed YAML frontmatter/);
      expect(second.message).toMatch(/^content\/b\.mdx: malformed YAML frontmatter/);
    });
  });
});
