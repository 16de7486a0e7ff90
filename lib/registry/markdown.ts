import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import remarkHeadingIds, { headingIdOf } from '../markdown/remark-heading-ids.mjs';
import { ContentError } from './errors';
import type { TextEntry, TocEntry } from './types';

export interface BodyOutline {
  toc: TocEntry[];
  texts: TextEntry[];
  /** Ids of the demos embedded with `<Demo id="…" />`, in document order. */
  demos: string[];
}

/** The MDX element that embeds a demo from `demos/<id>/`. */
export const DEMO_ELEMENT = 'Demo';

function parse(file: string, source: string, mdx: boolean): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(mdx ? [remarkMdx] : [])
    .use(remarkHeadingIds);
  try {
    return processor.runSync(processor.parse(source));
  } catch (error) {
    throw new ContentError(file, `cannot parse ${mdx ? 'MDX' : 'Markdown'}: ${(error as Error).message}`);
  }
}

/** Demo ids name a folder in demos/: lower-case words joined by hyphens. */
const DEMO_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function demoId(file: string, node: MdxJsxFlowElement | MdxJsxTextElement): string {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  if (!attribute || typeof attribute.value !== 'string' || attribute.value === '') {
    const line = node.position?.start.line;
    throw new ContentError(file, `<${DEMO_ELEMENT}> needs a literal id attribute${line ? ` (line ${line})` : ''}`);
  }
  if (!DEMO_ID.test(attribute.value)) {
    throw new ContentError(file, `<${DEMO_ELEMENT} id="${attribute.value}"> is not a demo folder name (lower-case words joined by hyphens)`);
  }
  return attribute.value;
}

/** Blocks whose text is not prose a reader searches for. */
const SKIPPED_BLOCKS = new Set<RootContent['type']>(['yaml', 'code', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'thematicBreak', 'definition']);

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Inline content joins as written; block children (list items, table cells, paragraphs) get a space between them. */
const INLINE_PARENTS = new Set<Nodes['type']>(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

function textContent(node: Nodes): string {
  if ('children' in node) {
    const separator = INLINE_PARENTS.has(node.type) ? '' : ' ';
    return (node.children as Nodes[]).map(textContent).join(separator);
  }
  if (node.type === 'image' || node.type === 'imageReference') return '';
  return 'value' in node && typeof node.value === 'string' ? node.value : '';
}

/**
 * Outlines a page body: headings (all depths) for the TOC, prose blocks as texts tagged with the
 * heading they sit under, and embedded demos. Repeated heading ids fail, since anchors must be unique.
 */
export function outlineBody(file: string, source: string, options: { mdx: boolean }): BodyOutline {
  const tree = parse(file, source, options.mdx);
  const toc: TocEntry[] = [];
  const texts: TextEntry[] = [];
  const demos: string[] = [];
  const headingTitles = new Map<string, string>();
  let paraId = 0;

  for (const node of tree.children) {
    if (node.type === 'heading') {
      if (node.depth === 1) {
        throw new ContentError(
          file,
          `level-1 heading on line ${node.position?.start.line ?? '?'}: the page title comes from frontmatter, start sections at ##`,
        );
      }
      // Image alt text is left out, as the rendered heading's text leaves it out.
      const title = normalise(toString(node, { includeImageAlt: false }));
      const id = headingIdOf(node);
      if (id === '') throw new ContentError(file, `heading "${title}" has no characters usable in an id`);
      const previous = headingTitles.get(id);
      if (previous !== undefined) {
        throw new ContentError(file, `duplicate heading id "${id}" (headings "${previous}" and "${title}")`);
      }
      headingTitles.set(id, title);
      toc.push({ id, depth: node.depth, title });
      continue;
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === DEMO_ELEMENT) {
      demos.push(demoId(file, node));
      continue;
    }
    // A demo may also sit inside other elements or inline.
    visit(node, (child) => {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === DEMO_ELEMENT) {
        demos.push(demoId(file, child));
      }
    });
    if (SKIPPED_BLOCKS.has(node.type) || node.type === 'mdxJsxFlowElement') continue;
    const value = normalise(textContent(node));
    if (value === '') continue;
    texts.push({ value, paraId, ...(toc.length > 0 ? { tocIndex: toc.length - 1 } : {}) });
    paraId += 1;
  }
  return { toc, texts, demos };
}
