import { lineById, type LineId } from './lines';

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
 * Shared text (a demo's code and comments, a page's prose and code) as `line` spells it: every package name that
 * moved on that line is replaced by its new one (`rc-table` → `@rc-component/table` on 1.x). Class names
 * (`rc-table-cell`, `.rc-table`) keep their prefix, which no line changed.
 */
export function renameForLine(text: string, line: LineId): string {
  const imports = lineById(line).imports;
  const pattern = namePattern(Object.keys(imports));
  return pattern ? text.replace(pattern, (name) => imports[name] ?? name) : text;
}

/** One import specifier as `line` spells it: `rc-tooltip/assets/bootstrap.css` → `@rc-component/tooltip/assets/bootstrap.css`. */
export function renameSpecifier(specifier: string, line: LineId): string {
  const imports = lineById(line).imports;
  const name = Object.keys(imports).find((source) => specifier === source || specifier.startsWith(`${source}/`));
  return name ? imports[name] + specifier.slice(name.length) : specifier;
}
