import path from 'node:path';
import ts from 'typescript';
import { controlOf } from './control';
import { releaseLabels, type DocTag } from './labels';
import type { ApiEntry, ExtractedProp } from './types';

/** Raised when an entry names a file, type or property the declarations do not have. */
export class ApiExtractError extends Error {}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** Collapses the declaration's line breaks and indentation; the text itself is kept whole. */
function normaliseType(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/;\s*}/g, ' }')
    .trim();
}

function typeText(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): string {
  const declaration = symbol.declarations?.[0];
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    return normaliseType(declaration.type.getText());
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  return checker.typeToString(type, at, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
}

function describeProp(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node, provided: boolean): ExtractedProp | undefined {
  const tags: DocTag[] = symbol.getJsDocTags(checker).map((tag) => ({ name: tag.name, text: tagText(tag) }));
  // rc-table marks its internal hooks `@private`: they are not part of the public API.
  if (tags.some((tag) => tag.name === 'private' || tag.name === 'internal')) return undefined;
  const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
  const { labels, deprecation } = releaseLabels(tags);
  const control = provided ? undefined : controlOf(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, at)), checker);
  return {
    name: symbol.getName(),
    type: typeText(symbol, checker, at),
    required: !provided && (symbol.flags & ts.SymbolFlags.Optional) === 0,
    ...(description ? { description } : {}),
    ...(defaultTag?.text ? { default: defaultTag.text } : {}),
    labels,
    ...(deprecation ? { deprecation } : {}),
    ...(control ? { control } : {}),
  };
}

function findDeclaration(source: ts.SourceFile, name: string): ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
  return source.statements.find(
    (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name,
  );
}

/** Reads the props of each entry from the declaration files under `root` with the TypeScript compiler. */
export function extractApi(root: string, entries: ApiEntry[]): Record<string, ExtractedProp[]> {
  const files = [...new Set(entries.map((entry) => path.join(root, entry.file)))];
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const result: Record<string, ExtractedProp[]> = {};
  for (const entry of entries) {
    const source = program.getSourceFile(path.join(root, entry.file));
    if (!source) throw new ApiExtractError(`API "${entry.id}": declaration file ${entry.file} not found`);
    const declaration = findDeclaration(source, entry.typeName);
    if (!declaration) throw new ApiExtractError(`API "${entry.id}": ${entry.typeName} is not declared in ${entry.file}`);
    let type = checker.getTypeAtLocation(declaration.name);
    if (entry.property) {
      const owner = checker.getPropertyOfType(type, entry.property);
      if (!owner) throw new ApiExtractError(`API "${entry.id}": ${entry.typeName} has no property ${entry.property}`);
      type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(owner, declaration));
    }
    const symbols = checker.getPropertiesOfType(type).filter((symbol) => !entry.ownOnly || symbol.declarations?.some((node) => node.parent === declaration));
    const props = symbols.flatMap((symbol) => describeProp(symbol, checker, declaration, entry.provided === true) ?? []);
    if (entry.children && !props.some((prop) => prop.name === 'children'))
      props.push({ name: 'children', type: 'React.ReactNode', required: false, labels: [] });
    result[entry.id] = props;
  }
  return result;
}
