import { outlineContent } from '@/lib/registry/markdown';
import { expectContentError } from './fixture';

const FILE = 'content/guide.mdx';
const mdx = (source: string) => outlineContent(FILE, source, { mdx: true });
const md = (source: string) => outlineContent('content/guide.md', source, { mdx: false });

describe('outlineContent', () => {
  describe('toc', () => {
    it('lists every heading from level 2 down, with id, depth and plain-text title', () => {
      const { toc } = mdx(['## Install', '### Usage', '#### Props in *detail*', '## [API](/api) reference', '###### Deep'].join('\n\n'));

      expect(toc).toEqual([
        { id: 'install', depth: 2, title: 'Install' },
        { id: 'usage', depth: 3, title: 'Usage' },
        { id: 'props-in-detail', depth: 4, title: 'Props in detail' },
        { id: 'api-reference', depth: 2, title: 'API reference' },
        { id: 'deep', depth: 6, title: 'Deep' },
      ]);
    });

    it('gives Chinese headings github-slugger ids that keep the characters', () => {
      const { toc } = mdx('## 它是什么\n\n## 为什么设置了 fixed 列却没有固定\n');

      expect(toc).toEqual([
        { id: '它是什么', depth: 2, title: '它是什么' },
        { id: '为什么设置了-fixed-列却没有固定', depth: 2, title: '为什么设置了 fixed 列却没有固定' },
      ]);
    });

    it('reads inline code in a heading as its text', () => {
      const { toc } = mdx('## The `rowKey` prop\n\n### `scroll.x` and `fixed`\n');

      expect(toc).toEqual([
        { id: 'the-rowkey-prop', depth: 2, title: 'The rowKey prop' },
        { id: 'scrollx-and-fixed', depth: 3, title: 'scroll.x and fixed' },
      ]);
    });

    it('collapses whitespace in titles', () => {
      expect(mdx('## Many    spaces   here\n').toc).toEqual([{ id: 'many-spaces-here', depth: 2, title: 'Many spaces here' }]);
    });

    it('is empty for a body without headings', () => {
      expect(mdx('Only prose.\n').toc).toEqual([]);
    });
  });

  describe('texts', () => {
    it('keeps words of list items and table cells apart', () => {
      const { texts } = mdx('- apple\n- banana\n\n| a | b |\n| - | - |\n| c | d |\n');

      expect(texts.map((t) => t.value)).toEqual(['apple banana', 'a b c d']);
    });

    it('gives a heading with an image the id its rendered text gets', () => {
      expect(mdx('## Logo ![rc-table logo](x.png)\n').toc[0].id).toBe('logo');
    });

    const source = [
      'Intro before any heading.',
      'A second intro block.',
      '## Install',
      '```bash\nnpm install rc-table\n```',
      'Install it once.',
      '### Usage',
      'Render a `Table`\nwith columns.',
      '- first item\n- second item',
      '> A quote.',
      '| Prop | Type |\n| --- | --- |\n| data | array |',
    ].join('\n\n');

    it('tags prose blocks with a paraId that increases per block and the index of the heading above', () => {
      const { texts } = mdx(source);

      expect(texts.map(({ paraId, tocIndex }) => ({ paraId, tocIndex }))).toEqual([
        { paraId: 0, tocIndex: undefined },
        { paraId: 1, tocIndex: undefined },
        { paraId: 2, tocIndex: 0 },
        { paraId: 3, tocIndex: 1 },
        { paraId: 4, tocIndex: 1 },
        { paraId: 5, tocIndex: 1 },
        { paraId: 6, tocIndex: 1 },
      ]);
    });

    it('gives text before the first heading no tocIndex at all', () => {
      const { texts } = mdx(source);

      expect(texts[0]).toEqual({ value: 'Intro before any heading.', paraId: 0 });
      expect(texts[0]).not.toHaveProperty('tocIndex');
      expect(texts[1]).not.toHaveProperty('tocIndex');
    });

    it('reads the plain text of each block, whitespace collapsed', () => {
      const { texts } = mdx(source);

      expect(texts[2]).toEqual({ value: 'Install it once.', paraId: 2, tocIndex: 0 });
      expect(texts[3]).toEqual({ value: 'Render a Table with columns.', paraId: 3, tocIndex: 1 });
      expect(texts[4].value).toEqual(expect.stringContaining('first item'));
      expect(texts[4].value).toEqual(expect.stringContaining('second item'));
      expect(texts[5].value).toBe('A quote.');
      expect(texts[6].value).toEqual(expect.stringContaining('data'));
    });

    it('does not take code fences as texts', () => {
      const { texts } = mdx(source);

      expect(texts.some((t) => t.value.includes('npm install'))).toBe(false);
    });

    it('skips ESM, expressions, block JSX elements, thematic breaks and empty blocks without using a paraId', () => {
      const { texts } = mdx(
        [
          "import { Note } from './note';",
          'export const answer = 42;',
          '{answer}',
          '<Note>\n  Hidden in a block component\n</Note>',
          '---',
          '## Only',
          'Kept.',
          '<Demo id="simple" />',
          'Also kept.',
        ].join('\n\n'),
      );

      expect(texts).toEqual([
        { value: 'Kept.', paraId: 0, tocIndex: 0 },
        { value: 'Also kept.', paraId: 1, tocIndex: 0 },
      ]);
    });
  });

  describe('demos', () => {
    it('collects <Demo id="…" /> in document order', () => {
      const { demos } = mdx('<Demo id="b" />\n\n## Section\n\n<Demo id="a" />\n\nText.\n\n<Demo id="c"></Demo>\n');

      expect(demos).toEqual(['b', 'a', 'c']);
    });

    it('ignores other JSX elements', () => {
      expect(mdx('<Previewer id="x" />\n\n<demo id="y" />\n').demos).toEqual([]);
    });

    it('finds demos nested in other elements or inline', () => {
      const { demos } = mdx('<div>\n  <Demo id="inner" />\n</div>\n\n> <Demo id="quoted" />\n\nSee <Demo id="inline" /> here.\n');

      expect(demos).toEqual(['inner', 'quoted', 'inline']);
    });

    it('rejects an id that is not a demo folder name', () => {
      expectContentError(() => outlineContent('content/x.mdx', '<Demo id="../shared" />\n', { mdx: true }), 'content/x.mdx', 'is not a demo folder name');
    });

    it('is empty for a page without demos', () => {
      expect(mdx('## Title\n\nText.\n').demos).toEqual([]);
    });
  });

  describe('errors name the file and the reason', () => {
    it('rejects a repeated heading id on one page', () => {
      expectContentError(() => mdx('## Usage\n\nText.\n\n## Usage\n'), FILE, 'duplicate heading id "usage"');
    });

    it('rejects headings whose texts differ but whose ids are the same, at any depth', () => {
      const error = expectContentError(() => mdx('## API\n\n### api\n'), FILE, 'duplicate heading id "api"');
      expect(error.reason).toContain('"API"');
      expect(error.reason).toContain('"api"');
    });

    it('rejects a level-1 heading and says on which line', () => {
      expectContentError(() => mdx('Intro.\n\n# Title\n'), FILE, /level-1 heading on line 3/);
    });

    it('rejects a setext level-1 heading', () => {
      expectContentError(() => mdx('Title\n=====\n'), FILE, 'level-1 heading');
    });

    it('rejects a heading with no characters usable in an id', () => {
      expectContentError(() => mdx('## !!!\n'), FILE, 'has no characters usable in an id');
    });

    it.each([
      ['no id', '<Demo />'],
      ['an expression id', '<Demo id={name} />'],
      ['an empty id', '<Demo id="" />'],
      ['a boolean id attribute', '<Demo id />'],
    ])('rejects a <Demo> with %s', (_name, element) => {
      expectContentError(() => mdx(`Text.\n\n${element}\n`), FILE, /<Demo> needs a literal id attribute \(line 3\)/);
    });

    it.each([
      ['an unclosed element', '<div>\n\nText.\n'],
      ['an unbalanced expression', 'Some {text\n'],
      ['a stray less-than sign', 'a <3 b\n'],
    ])('rejects unparseable MDX: %s', (_name, source) => {
      expectContentError(() => mdx(source), FILE, 'cannot parse MDX');
    });
  });

  describe('Markdown (mdx: false)', () => {
    it('outlines headings and texts like MDX', () => {
      expect(md('Intro.\n\n## 1.0.0\n\n- First release.\n')).toEqual({
        toc: [{ id: '100', depth: 2, title: '1.0.0' }],
        texts: [
          { value: 'Intro.', paraId: 0 },
          { value: 'First release.', paraId: 1, tocIndex: 0 },
        ],
        demos: [],
      });
    });

    it('accepts what MDX cannot parse', () => {
      expect(md('a <3 b and {braces\n\n<div>\n').texts).toEqual([{ value: 'a <3 b and {braces', paraId: 0 }]);
    });

    it('does not treat <Demo> as a component', () => {
      expect(md('<Demo id="simple" />\n').demos).toEqual([]);
    });

    it('still rejects duplicate heading ids and level-1 headings', () => {
      expectContentError(() => md('## A\n\n## a\n'), 'content/guide.md', 'duplicate heading id "a"');
      expectContentError(() => md('# A\n'), 'content/guide.md', 'level-1 heading');
    });
  });
});
