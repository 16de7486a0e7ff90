/** @jest-environment node */
import { tableExport } from '@/lib/migration/table-flow/table-exports';
import { TABLE_MODULES, parsed } from './parsed';

/** The table's export the first JSX element of the code names. */
function elementExport(...lines: string[]) {
  const code = parsed(...lines);
  const opening = code.find((node) => node.type === 'JSXOpeningElement');
  if (opening.node.type !== 'JSXOpeningElement') throw new Error('no element');
  return tableExport(opening, opening.node.name, TABLE_MODULES);
}

describe("which of the table's exports a name is", () => {
  it('reads imports from the root and from paths inside either package', () => {
    expect(elementExport("import Table from 'rc-table';", 'const a = <Table />;')).toBe('default');
    expect(elementExport("import { VirtualTable as VT } from '@rc-component/table';", 'const a = <VT />;')).toBe('VirtualTable');
    expect(elementExport("import Table from 'rc-table/lib/Table';", 'const a = <Table />;')).toBe('default');
    expect(elementExport("import * as Rc from 'rc-table';", 'const a = <Rc.Column />;')).toBe('Column');
  });

  it("reads the table's members, names destructured from it and components that wrap it", () => {
    expect(elementExport("import Table from 'rc-table';", 'const a = <Table.ColumnGroup />;')).toBe('ColumnGroup');
    expect(elementExport("import Table from 'rc-table';", 'const { Column } = Table;', 'const a = <Column />;')).toBe('Column');
    expect(elementExport("import Table from 'rc-table';", "import styled from 'styled-components';", 'const S = styled(Table)``;', 'const a = <S />;')).toBe(
      'Table',
    );
    expect(elementExport("import { Table } from 'rc-table';", "import { memo } from 'react';", 'const M = memo(Table);', 'const a = <M />;')).toBe('Table');
    // Any call given the table is taken for a component that wraps it: a higher-order component of the project's own.
    expect(elementExport("import Table from 'rc-table';", 'const Logged = withLogging(Table);', 'const a = <Logged />;')).toBe('Table');
  });

  it("is no export of the table's for another package's table, a member that is no column, or a name a function rebinds", () => {
    expect(elementExport("import { Table } from 'antd';", 'const a = <Table />;')).toBeUndefined();
    expect(elementExport("import Table from 'rc-table';", 'const a = <Table.Summary />;')).toBeUndefined();
    expect(elementExport("import Table from 'rc-table';", 'function f(Table) { return <Table />; }')).toBeUndefined();
    expect(elementExport("import { Table } from 'antd';", 'const { Column } = Table;', 'const a = <Column />;')).toBeUndefined();
  });
});
