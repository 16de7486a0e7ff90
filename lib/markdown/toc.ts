import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { ContentError, nodeStart } from '../registry/errors';
import type { TocEntry } from '../registry/types';
import { headingIdOf } from './remark-heading-ids.mjs';

/**
 * The page's outline: every top-level heading (all depths) with the id remark-heading-ids gave it. A level-1
 * heading fails (the title comes from frontmatter), and so does a repeated id, since anchors must be unique.
 */
export function tableOfContents(file: string, tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  const titles = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    if (node.depth === 1) {
      throw new ContentError(
        file,
        `level-1 heading on line ${node.position?.start.line ?? '?'}: the page title comes from frontmatter, start sections at ##`,
        nodeStart(node),
      );
    }
    // Image alt text is left out, as the rendered heading's text leaves it out.
    const title = toString(node, { includeImageAlt: false }).replace(/\s+/g, ' ').trim();
    const id = headingIdOf(node);
    if (id === '') throw new ContentError(file, `heading "${title}" has no characters usable in an id`, nodeStart(node));
    const previous = titles.get(id);
    if (previous !== undefined) throw new ContentError(file, `duplicate heading id "${id}" (headings "${previous}" and "${title}")`, nodeStart(node));
    titles.set(id, title);
    toc.push({ id, depth: node.depth, title });
  }
  return toc;
}
