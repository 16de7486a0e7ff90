import type { Nodes, Root, RootContent } from 'mdast';
import type { TextEntry } from '../registry/types';

/** Blocks whose text is not prose a reader searches for; block JSX elements (demos, API tables) are indexed on their own. */
const SKIPPED_BLOCKS = new Set<RootContent['type']>([
  'yaml',
  'code',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'html',
  'thematicBreak',
  'definition',
]);

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
 * The search texts: each top-level prose block's plain text, whitespace collapsed, numbered in order (`paraId`)
 * and tagged with the index of the top-level heading above it (`tocIndex`, as in the table of contents).
 */
export function searchTexts(tree: Root): TextEntry[] {
  const texts: TextEntry[] = [];
  let headings = 0;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      headings += 1;
      continue;
    }
    if (SKIPPED_BLOCKS.has(node.type)) continue;
    const value = textContent(node).replace(/\s+/g, ' ').trim();
    if (value === '') continue;
    texts.push({ value, paraId: texts.length, ...(headings > 0 ? { tocIndex: headings - 1 } : {}) });
  }
  return texts;
}
