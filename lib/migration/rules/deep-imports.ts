import type { ImportDeclaration, ImportSpecifier } from '@babel/types';
import type { SourceEdit } from '../../markdown/source-edits';
import type { MovedPackage } from '../packages';
import { deepModule, laterVersion, rootExportSince, rootNameFor, FIRST_VERSION } from '../root-exports';
import { innerSpan, startOf, type ScriptContext } from './context';

type Specifier = ImportDeclaration['specifiers'][number];

/** A name the 1.x root exports: the specifier that imports it, and its root name. */
interface Rooted {
  spec: Specifier;
  root: string;
}

const importedName = (spec: Specifier): string | undefined =>
  spec.type === 'ImportDefaultSpecifier'
    ? 'default'
    : spec.type === 'ImportSpecifier'
      ? spec.imported.type === 'Identifier'
        ? spec.imported.name
        : spec.imported.value
      : undefined;

const endOf = (spec: { end?: number | null; start?: number | null }): number => spec.end ?? spec.start ?? 0;

/** How a root name is imported under the reader's local name: `Summary as FooterComponents`. */
const asLocal = (root: string, local: string): string => (root === local ? root : `${root} as ${local}`);

/** The offset just past the next `,` after `from`, with the spaces after it, or `from` if none comes before `limit`. */
function pastComma(code: string, from: number, limit: number): number {
  const comma = code.indexOf(',', from);
  if (comma < 0 || comma >= limit) return from;
  return comma + 1 + (/^[ \t]*/.exec(code.slice(comma + 1))?.[0].length ?? 0);
}

/** The end of the line `offset` is on, past its line break, or `limit` if that comes first. */
function lineEndAfter(code: string, offset: number, limit: number): number {
  const end = code.indexOf('\n', offset);
  return end < 0 || end >= limit ? limit : end + 1;
}

/** Whether a named specifier has its line to itself: only its comma and comments beside it. */
function ownsLine(code: string, spec: ImportSpecifier, limit: number): boolean {
  const lineStart = code.lastIndexOf('\n', startOf(spec) - 1) + 1;
  const rest = code.slice(endOf(spec), lineEndAfter(code, endOf(spec), limit));
  return /^\s*(?:\/\*.*?\*\/\s*)*$/.test(code.slice(lineStart, startOf(spec))) && /^\s*,?\s*(?:\/\/.*|\/\*.*\*\/)?\s*$/.test(rest);
}

/** A specifier's whole lines: the comment lines above it (after the previous name's line), and its own. */
function lineChunk(code: string, spec: ImportSpecifier, after: number, limit: number): { start: number; end: number } {
  const lineStart = code.lastIndexOf('\n', startOf(spec) - 1) + 1;
  return { start: Math.min(lineEndAfter(code, after, limit), lineStart), end: lineEndAfter(code, endOf(spec), limit) };
}

/** Whether the statement's braces start a new line: its names are set one a line. */
const onePerLine = (code: string, declaration: ImportDeclaration, first: ImportSpecifier): boolean =>
  code.slice(startOf(declaration), startOf(first)).includes('\n');

/** The edits that turn the root-exported names into root names in the statement itself, which then loads the root. */
function inPlace(context: ScriptContext, declaration: ImportDeclaration, rooted: Rooted[], to: string): SourceEdit[] {
  const { code } = context;
  const edits: SourceEdit[] = [{ ...innerSpan(declaration.source), text: to }];
  for (const { spec, root } of rooted) {
    if (spec.type === 'ImportSpecifier' && root !== importedName(spec)) {
      edits.push({ start: startOf(spec.imported), end: endOf(spec), text: asLocal(root, spec.local.name) });
    }
  }
  const defaultRoot = rooted.find((r) => r.spec.type === 'ImportDefaultSpecifier' && r.root !== 'default');
  if (!defaultRoot) return edits;
  // `import Column from` → `import { Column } from`: a default that the root exports by name joins the braces.
  const named = asLocal(defaultRoot.root, defaultRoot.spec.local.name);
  const brace = declaration.specifiers.length > 1 ? code.indexOf('{', endOf(defaultRoot.spec)) : -1;
  if (brace < 0) return [...edits, { start: startOf(defaultRoot.spec), end: endOf(defaultRoot.spec), text: `{ ${named} }` }];
  const space = /^\s*/.exec(code.slice(brace + 1))?.[0] ?? ' ';
  const gap = space.includes('\n') ? space.slice(space.lastIndexOf('\n')) : ' ';
  return [...edits, { start: startOf(defaultRoot.spec), end: brace, text: '' }, { start: brace + 1, end: brace + 1, text: `${gap}${named},` }];
}

/** A named specifier as the root exports it, in its own source text (a `type` mark kept). */
function rootedText(code: string, spec: ImportSpecifier, root: string | undefined): string {
  if (root === undefined || root === importedName(spec)) return code.slice(startOf(spec), endOf(spec));
  return code.slice(startOf(spec), startOf(spec.imported)) + asLocal(root, spec.local.name);
}

/** The import of the moved names from the root: `{ a, b }`, or their lines as they were, one a line. */
function rootStatement(code: string, declaration: ImportDeclaration, defaultPart: string | undefined, list: string | undefined, to: string): string {
  const quote = code[startOf(declaration.source)];
  const semicolon = code[endOf(declaration) - 1] === ';' ? ';' : '';
  const kind = declaration.importKind === 'type' ? 'type ' : '';
  return `import ${kind}${[defaultPart, list].filter((p) => p !== undefined).join(', ')} from ${quote}${to}${quote}${semicolon}`;
}

/**
 * The edits that move the root-exported names out of a statement whose other names stay on the deep path: the
 * statement keeps its layout and the names that stay; a new statement above it loads the moved ones from the
 * root, a list set one name a line moving its lines, comments and all.
 */
function split(context: ScriptContext, declaration: ImportDeclaration, rooted: Rooted[], moved: MovedPackage, renamed: string): SourceEdit[] {
  const { code } = context;
  const start = startOf(declaration);
  const sourceStart = startOf(declaration.source);
  const rootOf = (spec: Specifier) => rooted.find((r) => r.spec === spec)?.root;
  const named = declaration.specifiers.filter((s): s is ImportSpecifier => s.type === 'ImportSpecifier');
  const movedNamed = named.filter((s) => rootOf(s) !== undefined);
  const keptNamed = named.filter((s) => rootOf(s) === undefined);
  const defaultSpec = declaration.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
  const defaultRoot = defaultSpec && rootOf(defaultSpec);
  const edits: SourceEdit[] = [{ ...innerSpan(declaration.source), text: renamed }];
  let defaultPart: string | undefined;
  const namedParts: string[] = [];
  if (defaultSpec && defaultRoot !== undefined) {
    if (defaultRoot === 'default') defaultPart = defaultSpec.local.name;
    else namedParts.push(asLocal(defaultRoot, defaultSpec.local.name));
    edits.push({ start: startOf(defaultSpec), end: pastComma(code, endOf(defaultSpec), sourceStart), text: '' });
  }

  let list: string | undefined;
  if (movedNamed.length > 0) {
    const open = code.indexOf('{', start);
    const close = code.lastIndexOf('}', sourceStart);
    if (keptNamed.length === 0) {
      // No name stays in the braces: they go, with the comma before them.
      edits.push({ start: endOf(declaration.specifiers[0]), end: close + 1, text: '' });
      namedParts.push(...movedNamed.map((s) => rootedText(code, s, rootOf(s))));
    } else if (onePerLine(code, declaration, named[0]) && named.every((s) => ownsLine(code, s, close))) {
      list = `{\n${[...namedParts.map((p) => `${indentOf(code, start)}  ${p},\n`), ...movedLines(code, named, movedNamed, rootOf, open + 1, close, edits)].join('')}${indentOf(code, start)}}`;
    } else {
      namedParts.push(...movedNamed.map((s) => rootedText(code, s, rootOf(s))));
      edits.push({ start: open, end: close + 1, text: `{ ${keptNamed.map((s) => rootedText(code, s, undefined)).join(', ')} }` });
    }
  }
  list ??= namedParts.length > 0 ? `{ ${namedParts.join(', ')} }` : undefined;
  edits.push({ start, end: start, text: `${rootStatement(code, declaration, defaultPart, list, moved.to)}\n${indentOf(code, start)}` });
  return edits;
}

/** The leading spaces of the line `offset` is on. */
function indentOf(code: string, offset: number): string {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(code.slice(lineStart))?.[0] ?? '';
}

/** The lines of the moved names, each ending in a comma, and the edits that take them out of the statement. */
function movedLines(
  code: string,
  named: ImportSpecifier[],
  moved: ImportSpecifier[],
  rootOf: (spec: Specifier) => string | undefined,
  open: number,
  close: number,
  edits: SourceEdit[],
): string[] {
  const lines: string[] = [];
  let after = open;
  for (const spec of named) {
    const chunk = lineChunk(code, spec, after, close);
    after = endOf(spec);
    if (!moved.includes(spec)) continue;
    edits.push({ ...chunk, text: '' });
    const name = rootedText(code, spec, rootOf(spec));
    const rest = code.slice(endOf(spec), chunk.end);
    lines.push(code.slice(chunk.start, startOf(spec)) + name + (/^\s*,/.test(rest) ? rest : `,${rest}`));
  }
  return lines;
}

/**
 * A deep import of the table (`rc-table/lib/hooks/useColumns`): the names the 1.x root exports move to a root
 * import; any others stay on the deep path, renamed, with a warning that it is internal. The statement is edited
 * where it must change, so its comments and line breaks stay.
 */
export function deepImport(context: ScriptContext, declaration: ImportDeclaration, moved: MovedPackage, subpath: string): string[] {
  const { report } = context;
  const from = declaration.source.value;
  const renamed = moved.to + subpath;
  const inner = deepModule(subpath)?.module;
  const rooted: Rooted[] = [];
  const kept: Specifier[] = [];
  for (const spec of declaration.specifiers) {
    const imported = importedName(spec);
    const root = inner && imported ? rootNameFor(inner, imported) : undefined;
    if (root) rooted.push({ spec, root });
    else kept.push(spec);
  }
  const warnKept = () =>
    report.warn(startOf(declaration), 'deep-import', 'deep-import-internal', { from, to: renamed, names: kept.map((s) => s.local.name).join(', ') });
  if (rooted.length === 0) {
    report.change({ ...innerSpan(declaration.source), text: renamed }, 'package', 'package-renamed', { from, to: renamed });
    warnKept();
    return [renamed];
  }
  const edits = kept.length > 0 ? split(context, declaration, rooted, moved, renamed) : inPlace(context, declaration, rooted, moved.to);
  const names = rooted.map((r) => (r.root === 'default' ? 'Table' : r.root));
  const since = names.reduce((latest, name) => laterVersion(latest, rootExportSince(name)), FIRST_VERSION);
  report.changeAt(startOf(declaration), edits, 'deep-import', 'deep-import-root', { from, names: names.join(', '), since });
  if (kept.length === 0) return [moved.to];
  warnKept();
  return [moved.to, renamed];
}
