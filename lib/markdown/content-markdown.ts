import type { Heading, Nodes, Root } from 'mdast';
import { ContentError, nodeStart } from '../registry/errors';
import { componentMarkdown, type ComponentScope } from './component-markdown';
import { literalAttribute, type JsxElement } from './jsx-element';
import type { MarkdownContext } from './markdown-context';
import { absoluteLinkEdit } from './site-links';
import { applyEdits, nodeSpan, removal, replacement, type SourceEdit } from './source-edits';

interface Conversion {
  file: string;
  source: string;
  pageUrl: string;
  context: MarkdownContext;
  /** Levels added to every heading (a tab's sections sit below the tab's own `##`). */
  shift: number;
  /** Depth of the last heading passed, so a demo's heading nests below it. */
  depth: number;
  edits: SourceEdit[];
}

function addEdit(edit: SourceEdit | undefined, c: Conversion): void {
  if (edit) c.edits.push(edit);
}

function lineOf(node: Nodes): number {
  return nodeSpan(node).line;
}

function component(element: JsxElement, c: Conversion): void {
  const handler = (c.context.components ?? componentMarkdown).get(element.name ?? '');
  if (!handler) {
    throw new ContentError(
      c.file,
      `<${element.name ?? ''}> on line ${lineOf(element)} has no Markdown form; add one in lib/markdown/component-markdown.ts`,
      nodeStart(element),
    );
  }
  const scope: ComponentScope = {
    file: c.file,
    context: c.context,
    headingDepth: Math.min(6, c.depth + 1),
    attribute: (name) => {
      const value = literalAttribute(element, name);
      if (value === undefined)
        throw new ContentError(c.file, `<${element.name ?? ''}> on line ${lineOf(element)} needs a literal ${name} attribute`, nodeStart(element));
      return value;
    },
  };
  c.edits.push(replacement(c.source, element, handler(element, scope)));
}

/** A heading moved down by the conversion's shift; `c.depth` follows it. */
function heading(node: Heading, c: Conversion): void {
  const depth = Math.min(6, node.depth + c.shift);
  const { start, end } = nodeSpan(node);
  if (depth > node.depth) {
    if (c.source[start] === '#') {
      c.edits.push({ start, end: start, text: '#'.repeat(depth - node.depth) });
    } else {
      // A setext heading (underlined): written as an ATX one at the new depth.
      const last = node.children.at(-1);
      c.edits.push({ start, end: start, text: `${'#'.repeat(depth)} ` });
      c.edits.push({ start: last ? nodeSpan(last).end : start, end, text: '' });
    }
  }
  c.depth = depth;
}

/** A `{/* comment *\/}` expression renders nothing; any other expression would need evaluating. */
const COMMENT_EXPRESSION = /^\s*\/\*[\s\S]*\*\/\s*$/;
const HTML_COMMENT = /^<!--[\s\S]*-->$/;

function walk(node: Nodes, c: Conversion): void {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      c.edits.push(removal(c.source, node));
      return;
    case 'code':
    case 'inlineCode':
      return;
    case 'html':
      if (!HTML_COMMENT.test(node.value.trim()))
        throw new ContentError(c.file, `raw HTML on line ${lineOf(node)} has no Markdown form; write it in Markdown`, nodeStart(node));
      c.edits.push(removal(c.source, node));
      return;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (!COMMENT_EXPRESSION.test(node.value))
        throw new ContentError(c.file, `the expression {${node.value}} on line ${lineOf(node)} has no Markdown form`, nodeStart(node));
      c.edits.push(removal(c.source, node));
      return;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      component(node, c);
      return;
    case 'heading':
      heading(node, c);
      break;
    case 'link':
      addEdit(absoluteLinkEdit(c.source, node, c.pageUrl), c);
      break;
    case 'image':
    case 'definition':
      addEdit(absoluteLinkEdit(c.source, node, c.pageUrl), c);
      return;
  }
  if ('children' in node) for (const child of node.children) walk(child, c);
}

/**
 * A content file's syntax tree as plain Markdown: imports, exports and comments dropped, every component
 * replaced by its Markdown form, site links made absolute. The author's own Markdown is kept as written:
 * only those spans of `source`, the text `tree` was parsed from, are edited.
 */
export function treeMarkdown(file: string, source: string, tree: Root, options: { pageUrl: string; context: MarkdownContext; shift?: number }): string {
  const shift = options.shift ?? 0;
  const c: Conversion = {
    file,
    source,
    pageUrl: options.pageUrl,
    context: options.context,
    shift,
    depth: 1 + shift,
    edits: [],
  };
  walk(tree, c);
  return applyEdits(source, c.edits).trim();
}
