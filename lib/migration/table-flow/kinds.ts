import type { NodePath } from '@babel/traverse';
import type { Node } from '@babel/types';
import { importedFrom } from './table-exports';

/** What a value is to the table: its columns (or one column), its `expandable`, or all its props. */
export type Kind = 'columns' | 'expandable' | 'props';

/** The table's exports whose type, when code names it, says a value is columns or a column. */
const COLUMN_TYPES = new Set(['ColumnsType', 'ColumnType', 'ColumnGroupType']);
/** Types that say a value is the table's props. */
const PROPS_TYPES = new Set(['TableProps', 'VirtualTableProps']);

/**
 * What a type annotation says a value is, when it names the table's types (`ColumnsType<T>`, `ColumnType<T>[]`,
 * `Array<ColumnType<T>>`, `TableProps<T>['columns']`, `ExpandableConfig<T>`), resolved through the imports seen from
 * `path`.
 */
export function typeKind(path: NodePath, type: Node | null | undefined, tableModules: readonly string[]): Kind | undefined {
  if (!type) return undefined;
  if (type.type === 'TSTypeAnnotation') return typeKind(path, type.typeAnnotation, tableModules);
  if (type.type === 'TSArrayType') return typeKind(path, type.elementType, tableModules) === 'columns' ? 'columns' : undefined;
  if (type.type === 'TSIndexedAccessType') {
    const index = type.indexType;
    const key = index.type === 'TSLiteralType' && index.literal.type === 'StringLiteral' ? index.literal.value : undefined;
    if (typeKind(path, type.objectType, tableModules) !== 'props') return undefined;
    return key === 'columns' ? 'columns' : key === 'expandable' ? 'expandable' : undefined;
  }
  if (type.type !== 'TSTypeReference') return undefined;
  if (type.typeName.type === 'Identifier' && type.typeName.name === 'Array') {
    const [item] = type.typeParameters?.params ?? [];
    return typeKind(path, item, tableModules) === 'columns' ? 'columns' : undefined;
  }
  let name = type.typeName;
  while (name.type === 'TSQualifiedName') name = name.left;
  if (name.type !== 'Identifier') return undefined;
  const imported = importedFrom(path.scope.getBinding(name.name), tableModules);
  const exported = imported === '*' && type.typeName.type === 'TSQualifiedName' ? type.typeName.right.name : imported;
  if (exported === undefined) return undefined;
  if (COLUMN_TYPES.has(exported)) return 'columns';
  if (PROPS_TYPES.has(exported)) return 'props';
  return exported === 'ExpandableConfig' ? 'expandable' : undefined;
}
