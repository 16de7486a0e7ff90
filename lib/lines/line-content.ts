import type { Nodes } from 'mdast';
import { literalAttribute, type JsxElement } from '../markdown/jsx-element';
import { parseContent } from '../markdown/parse-content';
import { applyEdits, nodeSpan, type SourceEdit } from '../markdown/source-edits';
import { ContentError } from '../registry/errors';
import { isLineId, LINE_IDS, type LineId } from './lines';
import { lineLink } from './paths';
import { renameForLine } from './rename';

/** The MDX element that holds text for some lines only: `<Line only="1.x">…</Line>`. */
export const LINE_ELEMENT = 'Line';

/** The lines a `<Line only="…">` names (space-separated ids); an unknown or missing id fails, naming the file and line. */
function linesOf(file: string, element: JsxElement): LineId[] {
  const only = literalAttribute(element, 'only');
  const ids = only?.split(/\s+/).filter(Boolean) ?? [];
  const unknown = ids.find((id) => !isLineId(id));
  if (ids.length === 0 || unknown !== undefined) {
    throw new ContentError(
      file,
      `<${LINE_ELEMENT}> on line ${element.position?.start.line ?? '?'} needs only="…" naming lines among ${LINE_IDS.join(', ')}${unknown ? ` (not "${unknown}")` : ''}`,
    );
  }
  return ids as LineId[];
}

/** Blank text with the same line breaks: removed text keeps every later line where it was, so errors name the file's own lines. */
const sameLines = (text: string) => text.replace(/[^\n]/g, '');

interface Walk {
  file: string;
  source: string;
  line: LineId;
  edits: SourceEdit[];
}

function rename(node: Nodes, w: Walk): void {
  const { start, end } = nodeSpan(node);
  const text = w.source.slice(start, end);
  const renamed = renameForLine(text, w.line);
  if (renamed !== text) w.edits.push({ start, end, text: renamed });
}

/** The `](url` of a link (or a definition's url) moved onto the line; the text before it is left to the walk. */
function relink(node: Nodes & { url: string }, w: Walk): void {
  const target = lineLink(node.url, w.line);
  if (target === node.url) return;
  const { start, end } = nodeSpan(node);
  const at = w.source.lastIndexOf(node.url, end);
  if (at < start) throw new ContentError(w.file, `cannot find the address ${node.url} of the link on line ${nodeSpan(node).line}`);
  w.edits.push({ start: at, end: at + node.url.length, text: target });
}

function walk(node: Nodes, w: Walk, shared: boolean): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === LINE_ELEMENT) {
    const { start, end } = nodeSpan(node);
    const first = node.children[0];
    const last = node.children.at(-1);
    if (!linesOf(w.file, node).includes(w.line) || !first || !last) {
      w.edits.push({ start, end, text: sameLines(w.source.slice(start, end)) });
      return;
    }
    // The line's own text: the tags go, the text stays as written (names are not renamed in it, links not moved).
    const inner = { start: nodeSpan(first).start, end: nodeSpan(last).end };
    w.edits.push({ start, end: inner.start, text: sameLines(w.source.slice(start, inner.start)) });
    w.edits.push({ start: inner.end, end, text: sameLines(w.source.slice(inner.end, end)) });
    for (const child of node.children) walk(child, w, false);
    return;
  }
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      if (shared) rename(node, w);
      return;
    case 'link':
    case 'definition':
      if (shared) relink(node, w);
      break;
  }
  if ('children' in node) for (const child of node.children) walk(child, w, shared);
}

/**
 * A content file's text as one line shows it: `<Line only>` blocks for other lines removed and this line's
 * unwrapped; in a shared file's text (not a line's own file, `own`), the package names this line moved renamed (`rc-table` → `@rc-component/table`) and
 * site links moved onto the line (`/demo/x` → `/7.x/demo/x`), while a block's own text is taken as written. Line
 * numbers are kept. The registry outlines this
 * text, the Markdown copy is written from it and the MDX compile renders it, so all three agree on every line.
 */
export function lineContent(file: string, text: string, line: LineId, options: { mdx: boolean; own: boolean }): string {
  const tree = parseContent(file, text, options);
  const w: Walk = { file, source: text, line, edits: [] };
  // A line's own file (`content/1.x/changelog.md`) is written as that line reads, like a `<Line>` block.
  for (const child of tree.children) walk(child, w, !options.own);
  return w.edits.length === 0 ? text : applyEdits(text, w.edits);
}
