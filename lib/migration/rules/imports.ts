import type { Node, StringLiteral } from '@babel/types';
import { packagePath, splitSpecifier, type MovedPackage } from '../packages';
import { moveSibling } from '../sibling-moves';
import { deepModule } from '../root-exports';
import { innerSpan, startOf, type ScriptContext } from './context';
import { deepImport } from './deep-imports';

/** The string literal a node reads a module from: imports, exports, `require`, `import()`, `jest.mock`, `declare module`. */
function specifierOf(node: Node): StringLiteral | undefined {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
      return node.source;
    case 'ExportNamedDeclaration':
      return node.source ?? undefined;
    case 'TSImportType':
      return node.argument.type === 'StringLiteral' ? node.argument : undefined;
    case 'TSExternalModuleReference':
      return node.expression;
    case 'TSModuleDeclaration':
      return node.id.type === 'StringLiteral' ? node.id : undefined;
    case 'CallExpression': {
      const [first] = node.arguments;
      if (first?.type !== 'StringLiteral') return undefined;
      const callee = node.callee;
      const loads =
        callee.type === 'Import' ||
        (callee.type === 'Identifier' && callee.name === 'require') ||
        (callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          ['require', 'jest', 'vi'].includes(callee.object.name) &&
          callee.property.type === 'Identifier' &&
          !callee.computed);
      return loads ? first : undefined;
    }
    default:
      return undefined;
  }
}

/** Whether a statement is loaded at run time (the live editor must provide it), not erased with the types. */
function isRuntime(node: Node): boolean {
  if (node.type === 'ImportDeclaration') {
    if (node.importKind === 'type') return false;
    return node.specifiers.length === 0 || node.specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
  }
  if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') return node.exportKind !== 'type';
  return node.type === 'CallExpression';
}

/** Renames one module specifier that names a moved package, and says why. */
function renameSpecifier(context: ScriptContext, owner: Node, literal: StringLiteral, moved: MovedPackage, subpath: string): string[] {
  const { report } = context;
  const from = literal.value;
  const to = moved.to + subpath;
  const edit = { ...innerSpan(literal), text: to };
  if (moved.move === 'table') {
    if (owner.type === 'ImportDeclaration' && deepModule(subpath)) return deepImport(context, owner, moved, subpath);
    if (subpath.startsWith('/assets/')) {
      report.change(edit, 'stylesheet', 'stylesheet-moved', { from, to });
    } else {
      report.change(edit, 'package', 'package-renamed', { from, to });
      if (deepModule(subpath)) report.warn(startOf(literal), 'deep-import', 'deep-import-internal', { from, to, names: '' });
    }
    return [to];
  }
  // A replaced dependency is the reader's to switch (the project may not declare the new one): opt-in, as siblings are.
  if (moved.move === 'dependency' && !context.moveSiblings) {
    report.warn(startOf(literal), 'dependency', 'dependency-kept', { from: moved.from, to: moved.to, install: `npm install ${moved.from}` });
    return [from];
  }
  // clsx has one entry: `classnames/bind` and `classnames/dedupe` have no counterpart to rename to.
  if (moved.move === 'dependency' && moved.from === 'classnames' && subpath !== '') {
    report.warn(startOf(literal), 'dependency', 'classnames-subpath', { from });
    return [from];
  }
  if (moved.move === 'family') {
    if (!moveSibling(report, startOf(literal), edit, moved, from, context.moveSiblings)) return [from];
  } else {
    report.change(edit, 'dependency', 'dependency-moved', { from, to, install: `npm install ${moved.to}` });
  }
  if (subpath !== '' && !subpath.startsWith('/assets/')) report.warn(startOf(literal), 'dependency', 'dependency-deep-path', { from, to });
  return [to];
}

/** The imports rule: the table's package and stylesheet, its deep paths, and the packages that moved with it. */
export function rewriteImports(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    const literal = specifierOf(node);
    if (!literal) continue;
    context.specifiers.add(literal);
    const split = splitSpecifier(literal.value, context.moves);
    const runtime = isRuntime(node);
    const targets = split ? renameSpecifier(context, node, literal, split.moved, split.subpath) : [literal.value];
    if (runtime) for (const target of targets) if (!context.runtimeImports.includes(target)) context.runtimeImports.push(target);
  }
}

/**
 * The imports of code whose tables are antd's (`origin.ts`): none is renamed; each is noted as the imports rule notes
 * them, so the other rules and the live editor see the same modules.
 */
export function keepImports(context: ScriptContext): void {
  for (const node of context.index.nodes) {
    const literal = specifierOf(node);
    if (!literal) continue;
    context.specifiers.add(literal);
    if (isRuntime(node) && !context.runtimeImports.includes(literal.value)) context.runtimeImports.push(literal.value);
  }
}

/** Whether the code loads the table from either line: its own package or a path inside it. */
export function importsTable(context: Pick<ScriptContext, 'index' | 'table'>): boolean {
  return context.index.nodes.some((node) => {
    const value = specifierOf(node)?.value;
    return value !== undefined && [context.table.from, context.table.to].some((name) => packagePath(value, name) !== undefined);
  });
}
