import matter from 'gray-matter';
import ts from 'typescript';
import { ContentError } from './errors';
import { checkDemoHeader, type DemoHeader } from './schema';
import { yamlKeyPosition, yamlSyntaxError, type YamlLine } from './yaml-position';

/** The leading block comment of a demo entry, holding its metadata as YAML lines. */
const HEADER = /^\/\*\*\r?\n((?:[ \t]*\*.*\r?\n)*?)[ \t]*\*\/\r?\n+/;

/**
 * Splits a demo entry into its metadata header and the code a visitor sees. The header is written
 * once in the demo's own file; the shown (and copied, and sandboxed) source leaves it out.
 */
export function splitDemoHeader(file: string, source: string): { header: DemoHeader; code: string } {
  const match = HEADER.exec(source);
  const whole = { line: 1, column: 1 };
  if (!match) {
    throw new ContentError(file, 'a demo entry must start with a /** … */ comment holding title, description and keywords', whole);
  }
  // The header's lines start on the file's line 2, each after its ` * `.
  const lines: YamlLine[] = match[1]
    .split(/\r?\n/)
    .slice(0, -1)
    .map((line, index) => {
      const prefix = /^[ \t]*\* ?/.exec(line)?.[0] ?? '';
      return { text: line.slice(prefix.length), line: index + 2, column: prefix.length + 1 };
    });
  let data: Record<string, unknown>;
  try {
    data = matter(`---\n${lines.map((line) => line.text).join('\n')}\n---\n`, {}).data;
  } catch (error) {
    const { reason, at } = yamlSyntaxError(error, lines);
    throw new ContentError(file, `malformed YAML in the demo header: ${reason}`, at);
  }
  return { header: checkDemoHeader(file, data, (keys) => yamlKeyPosition(lines, keys, whole)), code: source.slice(match[0].length) };
}

/** Every module specifier a source file imports or re-exports, in order, without duplicates. */
export function importSpecifiers(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, false);
  return [...new Set(importedFiles.map((f) => f.fileName))];
}

export { packageOf as packageName } from '../live/resolve';

export function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** The specifiers a source imports at run time: `import type` and type-only re-exports left out. */
export function valueImportSpecifiers(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!typeOnly && specifier && ts.isStringLiteral(specifier) && !specifiers.includes(specifier.text)) specifiers.push(specifier.text);
  }
  return specifiers;
}
