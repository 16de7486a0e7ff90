import type { Binding, NodePath } from '@babel/traverse';
import type { Node } from '@babel/types';
import { propertyName, unwrap } from '../ast';
import { packagePath } from '../packages';

/** Exports that render a table, whose `columns`, `expandable` and spread props are the table's. */
export const TABLE_COMPONENTS = new Set(['default', 'Table', 'VirtualTable']);
/** Exports that declare a column in JSX. */
export const COLUMN_COMPONENTS = new Set(['Column', 'ColumnGroup']);

/** Whether a binding is an import from one of `modules` (or a path inside one), with the export it imports. */
export function importedFrom(binding: Binding | undefined, modules: readonly string[]): string | undefined {
  // Babel binds type-only imports as `unknown`, others as `module`.
  if (binding?.kind !== 'module' && binding?.kind !== 'unknown') return undefined;
  const specifier = binding.path.node;
  const declaration = binding.path.parent;
  if (declaration.type !== 'ImportDeclaration') return undefined;
  const source = declaration.source.value;
  if (!modules.some((name) => packagePath(source, name) !== undefined)) return undefined;
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  if (specifier.type === 'ImportSpecifier') return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
  return undefined;
}

/**
 * The table's export a name refers to, seen from `path`: `Table`, `default`, `Column`, `*` for the namespace;
 * members of the default (`Table.Column`) and of the namespace too, names destructured from the table
 * (`const { Column } = Table`) and components that wrap it (`styled(Table)`, `memo(Table)`, as `Table`).
 */
export function tableExport(path: NodePath, name: Node, tableModules: readonly string[]): string | undefined {
  if (name.type === 'JSXIdentifier' || name.type === 'Identifier') {
    const binding = path.scope.getBinding(name.name);
    const imported = importedFrom(binding, tableModules);
    if (imported) return imported;
    if (binding?.path.node.type !== 'VariableDeclarator' || !binding.path.node.init) return undefined;
    const declarator = binding.path.node;
    const init = declarator.init ? unwrap(declarator.init) : undefined;
    if (declarator.id.type === 'ObjectPattern' && init && (init.type === 'Identifier' || init.type === 'MemberExpression')) {
      const from = tableExport(binding.path, init, tableModules);
      const property = declarator.id.properties.find((p) => p.type === 'ObjectProperty' && p.value.type === 'Identifier' && p.value.name === name.name);
      const key = property?.type === 'ObjectProperty' ? propertyName(property) : undefined;
      return from !== undefined && key !== undefined && TABLE_COMPONENTS.has(from) ? key : undefined;
    }
    return declarator.id.type === 'Identifier' && init && wrapsTable(binding.path, init, tableModules) ? 'Table' : undefined;
  }
  if (name.type === 'JSXMemberExpression' || name.type === 'MemberExpression') {
    const from = tableExport(path, name.object, tableModules);
    const property = name.property;
    const key = property.type === 'Identifier' || property.type === 'JSXIdentifier' ? property.name : undefined;
    if (from === '*') return key;
    return from !== undefined && TABLE_COMPONENTS.has(from) && key !== undefined && COLUMN_COMPONENTS.has(key) ? key : undefined;
  }
  return undefined;
}

/** `styled(Table)`, `styled(Table)\`…\``, `memo(Table)`: a component that renders the table with the props it gets. */
function wrapsTable(path: NodePath, init: Node, tableModules: readonly string[]): boolean {
  const node = init.type === 'TaggedTemplateExpression' ? init.tag : init;
  if (node.type !== 'CallExpression') return false;
  return node.arguments.some((argument) => {
    const exported = argument.type === 'Identifier' || argument.type === 'MemberExpression' ? tableExport(path, argument, tableModules) : undefined;
    return exported !== undefined && TABLE_COMPONENTS.has(exported);
  });
}
