import type { Binding, NodePath } from '@babel/traverse';
import type { File, Node, ObjectExpression } from '@babel/types';
import { child, children } from '../child-paths';
import { columnValueTest } from './column-values';
import { createFollow, returnsOf } from './follow';
import { typeKind } from './kinds';
import { COLUMN_COMPONENTS, TABLE_COMPONENTS, tableExport } from './table-exports';

/** Babel's `traverse`, passed in like the parser: the worker gives `@babel/standalone`'s copy. */
export type Traverse = (parent: File, options: { enter(path: NodePath): void }) => void;

/** What reaches the table in one file: found by following values from where the table receives them, through names. */
export interface TableFlow {
  /** Object literals that are columns (or a column group) of a table. */
  columns: Set<ObjectExpression>;
  /** Object literals given as a table's `expandable`. */
  expandable: Set<ObjectExpression>;
  /** JSX elements of the table's own `Column` and `ColumnGroup`. */
  columnElements: Set<Node>;
  /** Variables that hold a table's columns (or one column): code reading them reads the table's `fixed`. */
  columnBindings: Set<Binding>;
  /** Variables holding a ref given to a table, and whether it is the virtual table's. */
  tableRefs: Map<Binding, boolean>;
  /** The same for refs the pasted code uses without declaring them (a fragment of a component). */
  undeclaredTableRefs: Map<string, boolean>;
  /** Local names imported from another module that flow into a table's columns (`import { columns } from './columns'`). */
  importedColumns: Map<string, Node>;
  /** Whether an expression surely holds one of the table's columns: `col` of `columns.filter((col) => …)`, `columns[0]`. */
  isColumnValue(path: NodePath): boolean;
}

/** Every path of a parsed file by its node, with the scopes Babel computed: the rules look names up through them. */
export function pathsOf(traverse: Traverse, file: File): Map<Node, NodePath> {
  const paths = new Map<Node, NodePath>();
  traverse(file, {
    enter(path) {
      paths.set(path.node, path);
    },
  });
  return paths;
}

/** The variable a ref expression starts from: `tableRef` of `tableRef`, `refs.table`. */
function refBase(node: Node): string | undefined {
  let current: Node = node;
  while (current.type === 'MemberExpression') current = current.object;
  return current.type === 'Identifier' ? current.name : undefined;
}

/**
 * Follows values into the table (`follow.ts`) from where it receives them: each table element's `columns`,
 * `expandable`, spread props and `ref`; values typed with the table's column or props types (`kinds.ts`), in a
 * declaration, a cast or a function's return type; the table's own `<Column>` elements; and a class component's
 * `columns` field. `tableModules` are the packages whose exports are the table (`table-exports.ts`).
 */
export function traceTableFlow(paths: ReadonlyMap<Node, NodePath>, tableModules: readonly string[]): TableFlow {
  const columnBindings = new Set<Binding>();
  const flow: TableFlow = {
    columns: new Set(),
    expandable: new Set(),
    columnElements: new Set(),
    columnBindings,
    tableRefs: new Map(),
    undeclaredTableRefs: new Map(),
    importedColumns: new Map(),
    isColumnValue: columnValueTest(columnBindings, tableModules),
  };
  const follow = createFollow(flow, tableModules);

  for (const [node, path] of paths) {
    if (node.type === 'JSXOpeningElement') {
      const exported = tableExport(path, node.name, tableModules);
      if (exported === undefined) continue;
      if (COLUMN_COMPONENTS.has(exported)) {
        flow.columnElements.add(node);
        continue;
      }
      if (!TABLE_COMPONENTS.has(exported)) continue;
      for (const attribute of children(path, 'attributes')) {
        const attr = attribute.node;
        if (attr.type === 'JSXSpreadAttribute') {
          follow(child(attribute, 'argument'), 'props');
          continue;
        }
        if (attr.type !== 'JSXAttribute' || attr.name.type !== 'JSXIdentifier' || attr.value?.type !== 'JSXExpressionContainer') continue;
        const value = child(attribute, 'value.expression');
        if (attr.name.name === 'columns') follow(value, 'columns');
        else if (attr.name.name === 'expandable') follow(value, 'expandable');
        else if (attr.name.name === 'ref') {
          const base = refBase(value.node);
          const binding = base ? value.scope.getBinding(base) : undefined;
          if (binding) flow.tableRefs.set(binding, exported === 'VirtualTable');
          else if (base) flow.undeclaredTableRefs.set(base, exported === 'VirtualTable');
        }
      }
    } else if (node.type === 'VariableDeclarator' && node.init) {
      const kind = node.id.type === 'Identifier' ? typeKind(path, node.id.typeAnnotation, tableModules) : undefined;
      if (kind) follow(child(path, 'init'), kind);
    } else if ((node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') && node.expression.type !== 'Identifier') {
      const kind = typeKind(path, node.typeAnnotation, tableModules);
      if (kind) follow(child(path, 'expression'), kind);
    } else if (path.isFunction() && 'returnType' in node && node.returnType) {
      const kind = typeKind(path, node.returnType, tableModules);
      if (kind) for (const result of returnsOf(path)) follow(result, kind);
    } else if (node.type === 'ClassProperty' && node.value && node.key.type === 'Identifier' && node.key.name === 'columns') {
      // Class components keep columns on the instance (`columns = [...]`, read as `this.columns`).
      follow(child(path, 'value'), 'columns');
    }
  }
  return flow;
}
