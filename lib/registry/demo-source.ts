import matter from 'gray-matter';
import ts from 'typescript';
import { ContentError } from './errors';
import { checkFields, DemoHeaderSchema, type DemoHeader } from './schema';

/** The leading block comment of a demo entry, holding its metadata as YAML lines. */
const HEADER = /^\/\*\*\r?\n((?:[ \t]*\*.*\r?\n)*?)[ \t]*\*\/\r?\n+/;

/**
 * Splits a demo entry into its metadata header and the code a visitor sees. The header is written
 * once in the demo's own file; the shown (and copied, and sandboxed) source leaves it out.
 */
export function splitDemoHeader(file: string, source: string): { header: DemoHeader; code: string } {
  const match = HEADER.exec(source);
  if (!match) {
    throw new ContentError(file, 'a demo entry must start with a /** … */ comment holding title, description and keywords');
  }
  const yaml = match[1]
    .split(/\r?\n/)
    .map((line) => line.replace(/^[ \t]*\* ?/, ''))
    .join('\n');
  let data: Record<string, unknown>;
  try {
    data = matter(`---\n${yaml}\n---\n`, {}).data;
  } catch (error) {
    throw new ContentError(file, `malformed YAML in the demo header: ${(error as Error).message}`);
  }
  return { header: checkFields(DemoHeaderSchema, file, data), code: source.slice(match[0].length) };
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
