/**
 * @jest-environment node
 */
import { compile, run } from '@mdx-js/mdx';
import type { Heading, Root } from 'mdast';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { headingElements } from '@/components/mdx/Heading';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import remarkHeadingIds, { headingIdOf } from '@/lib/markdown/remark-heading-ids.mjs';
import { outlineContent } from '@/lib/registry/markdown';

function ids(markdown: string): string[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkHeadingIds);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children.filter((node): node is Heading => node.type === 'heading').map(headingIdOf);
}

describe('remark-heading-ids', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Padded  ', 'padded'],
    ['Why keys?', 'why-keys'],
    ['`scroll.x` & fixed', 'scrollx--fixed'],
    ['1.0.0', '100'],
    ['它是什么', '它是什么'],
    ['为什么设置了 fixed 列却没有固定', '为什么设置了-fixed-列却没有固定'],
    ['Many    spaces', 'many-spaces'],
    ['Logo ![alt text](x.png) here', 'logo-here'],
  ])('## %s → #%s', (title, id) => {
    expect(ids(`## ${title}\n`)).toEqual([id]);
  });

  it('does not de-duplicate: the same text always gives the same id (the registry fails on repeats)', () => {
    expect(ids('## API\n\n### API\n')).toEqual(['api', 'api']);
  });

  it('gives the rendered MDX headings exactly the ids of the registry’s TOC', async () => {
    const source = '## 它是什么\n\nText.\n\n### The `rowKey` prop\n\n## scroll.x & **fixed**\n\n#### Why keys?\n';
    const compiled = String(await compile(source, { outputFormat: 'function-body', remarkPlugins: [remarkGfm, remarkHeadingIds] }));
    const { default: Content } = (await run(compiled, { ...runtime, baseUrl: import.meta.url })) as { default: MDXContent };
    for (const messages of [zhCN, en]) {
      const html = renderToStaticMarkup(<Content components={headingElements(messages)} />);
      const rendered = [...html.matchAll(/<h[2-6] id="([^"]+)"/g)].map(([, id]) => id);
      expect(rendered).toEqual(outlineContent('content/x.mdx', source, { mdx: true }).toc.map((entry) => entry.id));
      expect(rendered).toEqual(['它是什么', 'the-rowkey-prop', 'scrollx--fixed', 'why-keys']);
      // The anchor link is named in the edition's words.
      expect(html).toContain(`aria-label="${messages.anchorLabel('它是什么')}"`);
    }
  });
});
