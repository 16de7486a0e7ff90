/** A place in a file: 1-based line and column, as editors and compilers number them. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * A content problem that must stop the build; the message always starts with the file at fault. `at` is where in
 * the file, when the problem has a place (a YAML syntax error, a missing field's key, an element, an import);
 * a problem of the whole file (a page without its twin) has none.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly at?: SourcePosition,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** The line and column of a character offset in `text`. */
export function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** Where `needle` first occurs in `text` (a string, or a pattern), if it does. */
export function positionOf(text: string, needle: string | RegExp): SourcePosition | undefined {
  const offset = typeof needle === 'string' ? text.indexOf(needle) : text.search(needle);
  return offset < 0 ? undefined : positionAt(text, offset);
}

/** The start of a syntax-tree node (mdast, unist), when the parser recorded it. */
export function nodeStart(node: { position?: { start: { line: number; column: number } } }): SourcePosition | undefined {
  return node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;
}
