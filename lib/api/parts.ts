import path from 'node:path';
import ts from 'typescript';
import { lineById, type LineId } from '../lines/lines';

/**
 * The keys of the table's `classNames` prop on a line, as its declarations type them (`section`, `header.cell`):
 * the parts the part map outlines. A line whose table takes no `classNames` (7.x) has none, and its map shows the
 * class names the table sets instead. `prop` reads `styles`, whose keys must be the same.
 */
export function semanticKeys(root: string, line: LineId, prop: 'classNames' | 'styles' = 'classNames'): string[] {
  const { package: name, types } = lineById(line);
  const file = path.join(root, 'node_modules', name, types, 'Table.d.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const declaration = program
    .getSourceFile(file)
    ?.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'TableProps');
  if (!declaration) throw new Error(`${file} declares no TableProps`);
  const symbol = checker.getPropertyOfType(checker.getTypeAtLocation(declaration.name), prop);
  if (!symbol) return [];
  // A part's value is a class name (or a style object); a group's (`header`, `body`) is an object of parts.
  const isPart = (type: ts.Type) =>
    prop === 'classNames' ? (type.flags & ts.TypeFlags.StringLike) !== 0 : checker.getPropertyOfType(type, 'color') !== undefined;
  const keysOf = (type: ts.Type, prefix: string): string[] =>
    checker.getPropertiesOfType(type).flatMap((member) => {
      const memberType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(member, declaration));
      const key = `${prefix}${member.getName()}`;
      return isPart(memberType) ? [key] : keysOf(memberType, `${key}.`);
    });
  return keysOf(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration)), '');
}
