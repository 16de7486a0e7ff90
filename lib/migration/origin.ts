import type { Node } from '@babel/types';
import { packagePath } from './packages';

/**
 * Whose tables the code holds, which decides what the rules may touch:
 * - `table`: it renders the table from rc-table (or @rc-component/table), which the rules migrate;
 * - `antd-table`: it imports rc-table, but only to type or fill antd's table (`FixedType`, `Summary`): antd 5 runs on
 *   rc-table 7, so those imports and the file's dependencies stay as they are;
 * - `antd`: it imports antd and not the table;
 * - `no-imports`: a fragment, taken to be the table's columns;
 * - `other`: neither.
 */
export type CodeOrigin = 'table' | 'antd-table' | 'antd' | 'no-imports' | 'other';

/** The table's root exports that render a table or declare its columns: a file that uses one has a table of rc-table's own. */
const RENDERING_EXPORTS = new Set(['default', 'Table', 'VirtualTable', 'Column', 'ColumnGroup', 'genTable', 'genVirtualTable']);
/** The modules inside the package whose default export renders a table or declares a column (`rc-table/lib/Table`). */
const RENDERING_MODULE = /^\/(?:lib|es)\/(?:Table|VirtualTable|sugar\/Column|sugar\/ColumnGroup)(?:\/index)?(?:\.js)?$/;

/** antd's table in an import: its `Table…` names from the root (`Table`, `TableProps`, `TableColumnsType`), or its table module. */
const ANTD_ROOT = /^antd(?:\/(?:es|lib))?$/;
const ANTD_TABLE_MODULE = /^antd\/(?:es|lib)\/table(?:\/|$)/;
const ANTD_ANY = /^antd(?:\/|$)/;

/** A module a statement loads: imports, and `require('x')` statements. */
function loadedModule(node: Node): string | undefined {
  if (node.type === 'ImportDeclaration') return node.source.value;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'StringLiteral') {
    return node.arguments[0].value;
  }
  return undefined;
}

/** The names an import declaration takes at run time (`default`, `*`, or the imported name); type-only ones are left out. */
function runtimeNames(node: Node): string[] {
  if (node.type !== 'ImportDeclaration' || node.importKind === 'type') return [];
  return node.specifiers.flatMap((spec) => {
    if (spec.type === 'ImportDefaultSpecifier') return ['default'];
    if (spec.type === 'ImportNamespaceSpecifier') return ['*'];
    if (spec.importKind === 'type') return [];
    return [spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value];
  });
}

/** Whether an import brings antd's table: a `Table…` name from antd's root, or anything from its table module. */
function importsAntdTable(node: Node): boolean {
  if (node.type !== 'ImportDeclaration') return false;
  const source = node.source.value;
  if (ANTD_TABLE_MODULE.test(source)) return true;
  if (!ANTD_ROOT.test(source)) return false;
  return node.specifiers.some(
    (spec) => spec.type === 'ImportSpecifier' && /^Table/.test(spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value),
  );
}

/**
 * Decides whose tables `nodes` (a parsed file's, in source order) hold, given the table's package names on both
 * lines and whether the code names the table anywhere (`importsTable`). A `require` of the table, or a namespace import, is taken to render it: the rules cannot see what is used.
 */
export function originOf(nodes: readonly Node[], tableModules: readonly string[], usesTable: boolean): CodeOrigin {
  const modules = nodes.flatMap((node) => {
    const source = loadedModule(node);
    return source === undefined ? [] : [{ node, source }];
  });
  const tableImports = modules.flatMap(({ node, source }) => {
    const subpath = tableModules.map((name) => packagePath(source, name)).find((path) => path !== undefined);
    return subpath === undefined ? [] : [{ node, subpath }];
  });
  const antd = modules.some(({ source }) => ANTD_ANY.test(source));
  if (tableImports.length > 0) {
    const rendersTable = tableImports.some(({ node, subpath }) => {
      if (node.type === 'CallExpression') return true;
      const names = runtimeNames(node);
      if (subpath === '') return names.some((name) => name === '*' || RENDERING_EXPORTS.has(name));
      return RENDERING_MODULE.test(subpath) && names.some((name) => name === 'default' || name === '*');
    });
    return !rendersTable && modules.some(({ node }) => importsAntdTable(node)) ? 'antd-table' : 'table';
  }
  // The table reached some other way (`export … from`, `jest.mock`): its code, as before this rule knew antd.
  if (usesTable) return 'table';
  if (antd) return 'antd';
  return modules.length === 0 ? 'no-imports' : 'other';
}

/** The first import of antd in the code, for a finding's place and wording. */
export function firstAntdImport(nodes: readonly Node[]): { at: Node; from: string } | undefined {
  for (const node of nodes) {
    const source = loadedModule(node);
    if (source !== undefined && ANTD_ANY.test(source)) return { at: node, from: source };
  }
  return undefined;
}
