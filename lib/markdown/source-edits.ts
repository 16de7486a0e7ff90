import type { Nodes } from 'mdast';

/** Text that replaces `source.slice(start, end)`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/** Where a node sits in the source it was parsed from. */
export function nodeSpan(node: Nodes): { start: number; end: number; line: number; column: number } {
  const position = node.position;
  if (position?.start.offset === undefined || position.end.offset === undefined) throw new Error(`the parser gave no position for a ${node.type} node`);
  return { start: position.start.offset, end: position.end.offset, line: position.start.line, column: position.start.column };
}

/** Removes a node; one that starts a line takes the blank lines after it along, so no gap is left. */
export function removal(source: string, node: Nodes): SourceEdit {
  const { start, end, column } = nodeSpan(node);
  const after = column === 1 ? end + (/^\s*/.exec(source.slice(end))?.[0].length ?? 0) : end;
  return { start, end: after, text: '' };
}

/** Replaces a node with Markdown; inside a list item or quote, the later lines keep the container's indent. */
export function replacement(source: string, node: Nodes, text: string): SourceEdit {
  const { start, end } = nodeSpan(node);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const indent = source.slice(lineStart, start).replace(/[^>\s]/g, ' ');
  const lines = text.split('\n').map((line, index) => (index === 0 ? line : line === '' ? indent.trimEnd() : indent + line));
  return { start, end, text: lines.join('\n') };
}

/** The source with every edit made; edits never overlap. One pass in source order, so thousands of edits stay linear. */
export function applyEdits(source: string, edits: readonly SourceEdit[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    parts.push(source.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(source.slice(at));
  return parts.join('');
}
