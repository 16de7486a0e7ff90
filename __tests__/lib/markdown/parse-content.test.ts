import type { Heading } from 'mdast';
import { parseContent } from '@/lib/markdown/parse-content';
import { headingIdOf } from '@/lib/markdown/remark-heading-ids.mjs';
import { expectContentError } from '../registry/fixture';

describe('parseContent', () => {
  it('gives a file’s unchanged text the tree it parsed before, so the outline and the Markdown copy share one parse', () => {
    const text = '## Usage\n\nText.\n';
    expect(parseContent('content/shared.mdx', text, { mdx: true })).toBe(parseContent('content/shared.mdx', text, { mdx: true }));
  });

  it('parses again when the text or the syntax changes', () => {
    const first = parseContent('content/edited.mdx', '## One\n', { mdx: true });
    const edited = parseContent('content/edited.mdx', '## Two\n', { mdx: true });
    expect(edited).not.toBe(first);
    expect(headingIdOf(edited.children[0] as Heading)).toBe('two');
    expect(parseContent('content/edited.mdx', '## Two\n', { mdx: false })).not.toBe(edited);
  });

  it('gives headings the ids the MDX compile gives them', () => {
    const tree = parseContent('content/ids.mdx', '## The `rowKey` prop\n\n### 它是什么\n', { mdx: true });
    expect(tree.children.map((node) => headingIdOf(node as Heading))).toEqual(['the-rowkey-prop', '它是什么']);
  });

  it('reads JSX only in MDX', () => {
    expect(parseContent('content/page.mdx', '<Demo id="x" />\n', { mdx: true }).children[0].type).toBe('mdxJsxFlowElement');
    expect(parseContent('content/page.md', '<Demo id="x" />\n', { mdx: false }).children[0].type).toBe('html');
  });

  it('names the file and the syntax when it cannot parse', () => {
    expectContentError(() => parseContent('content/broken.mdx', 'a <3 b\n', { mdx: true }), 'content/broken.mdx', 'cannot parse MDX');
  });
});
