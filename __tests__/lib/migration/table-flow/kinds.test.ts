/** @jest-environment node */
import { typeKind } from '@/lib/migration/table-flow/kinds';
import { TABLE_MODULES, parsed } from './parsed';

/** What the annotation of `value` in `const value: <type> = …` says it is, with `imports` above. */
function kindOf(imports: string, type: string) {
  const code = parsed(imports, `const value: ${type} = x;`);
  const id = code.name('value');
  if (id.node.type !== 'Identifier') throw new Error('no identifier');
  return typeKind(id, id.node.typeAnnotation, TABLE_MODULES);
}

const TYPES = "import type { ColumnsType, ColumnType, TableProps, ExpandableConfig } from 'rc-table';";

describe('what a value is by the type code gives it', () => {
  it("is columns for the table's column types, alone, in arrays and taken from its props", () => {
    expect(kindOf(TYPES, 'ColumnsType<Row>')).toBe('columns');
    expect(kindOf(TYPES, 'ColumnType<Row>[]')).toBe('columns');
    expect(kindOf(TYPES, 'Array<ColumnType<Row>>')).toBe('columns');
    expect(kindOf(TYPES, "TableProps<Row>['columns']")).toBe('columns');
    expect(kindOf("import * as Rc from '@rc-component/table/lib/interface';", 'Rc.ColumnsType<Row>')).toBe('columns');
  });

  it("is props or expandable for the table's props and expandable types", () => {
    expect(kindOf(TYPES, 'TableProps<Row>')).toBe('props');
    expect(kindOf(TYPES, 'ExpandableConfig<Row>')).toBe('expandable');
    expect(kindOf(TYPES, "TableProps<Row>['expandable']")).toBe('expandable');
  });

  it('is nothing for other props, arrays of props, and the same names from another package', () => {
    expect(kindOf(TYPES, "TableProps<Row>['rowKey']")).toBeUndefined();
    expect(kindOf(TYPES, 'TableProps<Row>[]')).toBeUndefined();
    expect(kindOf("import type { ColumnsType } from 'antd/es/table';", 'ColumnsType<Row>')).toBeUndefined();
    expect(kindOf(TYPES, 'Row[]')).toBeUndefined();
  });
});
