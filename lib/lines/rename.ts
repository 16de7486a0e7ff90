import { LINES, lineById, type LineId } from './lines';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A package name as a word: not part of a longer name (`rc-table-cell`, `@x/rc-table`), a class selector
 * (`.rc-table`) or a path (`react-component/rc-table`); a subpath may follow (`rc-table/assets/index.css`).
 */
function namePattern(names: readonly string[]): RegExp | undefined {
  if (names.length === 0) return undefined;
  const sorted = [...names].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\w@./-])(?:${sorted.join('|')})(?![\\w-])`, 'g');
}

/**
 * A version right after a name: `rc-table 7.55.1`, `rc-table 7`, `rc-table@7`, `rc-table v7`, `` `rc-table` 7.x ``.
 * Such a name is the package as published at that version, which the renamed package never was.
 */
const VERSION_AFTER = /^[`'"*]*(?:@|[ \t\u00a0]+v?|v)[\^~]?\d/;

/** Where a sentence of prose (or a line of code) ends: `.`, `!`, `?` before a space, a CJK full stop, a line break. */
const SENTENCE_END = /[.!?](?=\s)|[。！？]|\n/g;

/**
 * The lines whose names the shared sources use (those that rename nothing: 7.x), as a pattern of a version of
 * theirs (`7.x`, `7.55.1`): a sentence naming one is about that line.
 */
const SOURCE_LINE_VERSION = new RegExp(
  `(?<![\\w.])(?:${LINES.filter((line) => Object.keys(line.imports).length === 0)
    .map((line) => escape(line.id.replace(/\.x$/, '')))
    .join('|')})\\.(?:x|\\d+)(?![\\w])`,
);

/** The sentence of `text` around `offset`. */
function sentenceAt(text: string, offset: number): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    const at = match.index ?? 0;
    if (at < offset) start = at + match[0].length;
    else {
      end = at;
      break;
    }
  }
  return text.slice(start, end);
}

/**
 * Whether the name at `offset` stays as written: a name followed by a version (`rc-table 7.55.1`, `rc-table@7`)
 * names what was published under it, and a sentence naming a version of the sources' own line (`7.x`, `7.55.1`)
 * is about that line. A quoted name is a module specifier (`from 'rc-table'`) and always follows the line.
 */
function keepsName(text: string, offset: number, name: string): boolean {
  const before = text[offset - 1];
  if (before === "'" || before === '"') return false;
  if (VERSION_AFTER.test(text.slice(offset + name.length, offset + name.length + 8))) return true;
  return SOURCE_LINE_VERSION.test(sentenceAt(text, offset));
}

/**
 * Shared text (a demo's code and comments, a page's prose and code) as `line` spells it: every package name that
 * moved on that line is replaced by its new one (`rc-table` → `@rc-component/table` on 1.x). Class names
 * (`rc-table-cell`, `.rc-table`) keep their prefix, which no line changed. A name followed by a version, or in a
 * sentence about the sources' own line (7.x), stays as written: `rc-table 7.55.1` must not become a
 * `@rc-component/table 7.55.1` that was never published.
 */
export function renameForLine(text: string, line: LineId): string {
  const imports = lineById(line).imports;
  const pattern = namePattern(Object.keys(imports));
  if (!pattern) return text;
  return text.replace(pattern, (name: string, offset: number) => (keepsName(text, offset, name) ? name : (imports[name] ?? name)));
}

/** One import specifier as `line` spells it: `rc-tooltip/assets/bootstrap.css` → `@rc-component/tooltip/assets/bootstrap.css`. */
export function renameSpecifier(specifier: string, line: LineId): string {
  const imports = lineById(line).imports;
  const name = Object.keys(imports).find((source) => specifier === source || specifier.startsWith(`${source}/`));
  return name ? imports[name] + specifier.slice(name.length) : specifier;
}
