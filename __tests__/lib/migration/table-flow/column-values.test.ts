/** @jest-environment node */
import { columnValueTest } from '@/lib/migration/table-flow/column-values';
import { TABLE_MODULES, parsed } from './parsed';

/**
 * Whether the `nth` `name` of the code surely holds one of the table's columns, when the variable `columns` holds
 * the table's columns.
 */
function isColumn(lines: string[], name: string, nth: number) {
  const code = parsed("import type { ColumnType } from 'rc-table';", 'const columns = [];', ...lines);
  const binding = code.name('columns').scope.getBinding('columns');
  if (!binding) throw new Error('no columns');
  return columnValueTest(new Set([binding]), TABLE_MODULES)(code.name(name, nth));
}

describe("what surely holds one of the table's columns", () => {
  it("is an array method's item of the columns, an index into them, a loop's item and what find returns", () => {
    expect(isColumn(['columns.filter((col) => col.fixed);'], 'col', 1)).toBe(true);
    expect(isColumn(['columns.slice(1).some((col) => col.fixed);'], 'col', 1)).toBe(true);
    expect(isColumn(['props.columns.map((col) => col.fixed);'], 'col', 1)).toBe(true);
    expect(isColumn(['columns.reduce((sum, col) => sum + col.width, 0);'], 'col', 1)).toBe(true);
    expect(isColumn(['const first = columns[0];'], 'first', 0)).toBe(true);
    expect(isColumn(['for (const column of columns) use(column);'], 'column', 1)).toBe(true);
    expect(isColumn(['const pinned = columns.find((c) => c.fixed);', 'use(pinned);'], 'pinned', 1)).toBe(true);
    expect(isColumn(['for (const column of columns) { const { fixed } = column; use(fixed); }'], 'fixed', 2)).toBe(true);
    expect(isColumn(['function f(col: ColumnType<Row>) { return col; }'], 'col', 1)).toBe(true);
  });

  it("is not the accumulator, an item of another array, a method's other argument, or what map makes", () => {
    expect(isColumn(['columns.reduce((sum, col) => sum + col.width, 0);'], 'sum', 1)).toBe(false);
    expect(isColumn(['rows.filter((row) => row.fixed);'], 'row', 1)).toBe(false);
    expect(isColumn(['columns.forEach((col, index) => use(index));'], 'index', 1)).toBe(false);
    expect(isColumn(['const widths = columns.map((c) => c.width);', 'use(widths);'], 'widths', 1)).toBe(false);
    expect(isColumn(['function f(col) { return col; }'], 'col', 1)).toBe(false);
  });
});
