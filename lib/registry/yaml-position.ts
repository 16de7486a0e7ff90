import type { SourcePosition } from './errors';

/** One line of YAML as it sits in its file: its text, and where that text starts. */
export interface YamlLine {
  text: string;
  line: number;
  column: number;
}

/** A mapping key at the start of a line: `title:`, `  path: /demo`, `"zh-CN":`. */
const KEY = /^([ \t]*)(["']?)([^"'#:\s][^"'#:]*?)\2[ \t]*:(?:\s|$)/;

const indentOf = (text: string) => /^[ \t]*/.exec(text)?.[0].length ?? 0;
const isBlank = (text: string) => /^\s*(#.*)?$/.test(text);

/**
 * Where a key path (`['nav', 'path']`) sits in block-style YAML, for an error about that field. A key not
 * written on a line of its own (a missing one, or one inside a flow mapping such as `nav: {title: Demo}`) is
 * placed at its nearest ancestor that is, and a path found nowhere at `whole`, the start of the block.
 */
export function yamlKeyPosition(lines: readonly YamlLine[], keys: readonly PropertyKey[], whole: SourcePosition): SourcePosition {
  let found = whole;
  let from = 0;
  let parentIndent = -1;
  for (const key of keys) {
    let match: number | undefined;
    let childIndent: number | undefined;
    for (let index = from; index < lines.length; index++) {
      const { text } = lines[index];
      if (isBlank(text)) continue;
      const indent = indentOf(text);
      if (indent <= parentIndent) break;
      childIndent ??= indent;
      const keyMatch = KEY.exec(text);
      if (indent === childIndent && keyMatch && keyMatch[3] === String(key)) {
        match = index;
        break;
      }
    }
    if (match === undefined) break;
    const line = lines[match];
    found = { line: line.line, column: line.column + indentOf(line.text) };
    from = match + 1;
    parentIndent = indentOf(line.text);
  }
  return found;
}

/** What js-yaml attaches to a syntax error: the reason alone, and where it stopped (0-based, in the text it read). */
interface YamlSyntaxError {
  reason?: string;
  mark?: { line: number; column: number };
}

/**
 * A js-yaml error from gray-matter, placed in the file through the YAML's `lines`. gray-matter hands js-yaml
 * the text after the opening `---` from that line's end on, so js-yaml's line n is `lines[n - 1]`; past the
 * last line is where the block closes.
 */
export function yamlSyntaxError(error: unknown, lines: readonly YamlLine[]): { reason: string; at?: SourcePosition } {
  const { reason, mark } = error as YamlSyntaxError;
  if (!mark) return { reason: (error as Error).message };
  const last = lines.at(-1);
  const line = lines[mark.line - 1] ?? (mark.line < 1 || !last ? undefined : { text: '', line: last.line + 1, column: 1 });
  return { reason: reason ?? (error as Error).message, at: line ? { line: line.line, column: line.column + mark.column } : undefined };
}
