/** @jest-environment node */
import { indexNodes } from '@/lib/migration/ast';
import { firstAntdImport, originOf } from '@/lib/migration/origin';
import { parseScript } from '@/lib/migration/parse';
import { parse } from './run';

const TABLE = ['rc-table', '@rc-component/table'];

function nodesOf(code: string) {
  const parsed = parseScript(parse, code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return indexNodes(parsed.ast.program).nodes;
}

const origin = (...lines: string[]) => {
  const code = lines.join('\n');
  return originOf(
    nodesOf(code),
    TABLE,
    TABLE.some((name) => code.includes(`'${name}`)),
  );
};

describe('whose tables code holds', () => {
  it("is the table's where the code renders rc-table's own table, from the root or a module that renders one", () => {
    expect(origin("import Table from 'rc-table';")).toBe('table');
    expect(origin("import { VirtualTable } from '@rc-component/table';", "import { Table } from 'antd';")).toBe('table');
    expect(origin("import MyTable from 'rc-table/lib/Table';", "import { Table } from 'antd';")).toBe('table');
    expect(origin("import * as RcTable from 'rc-table';", "import { Table } from 'antd';")).toBe('table');
    // What a require brings cannot be seen: it is taken to render the table.
    expect(origin("const Table = require('rc-table');", "import { Table as AntTable } from 'antd';")).toBe('table');
  });

  it("is antd's where rc-table only types or fills antd's table", () => {
    expect(origin("import type { FixedType } from 'rc-table/lib/interface';", "import { Table } from 'antd';")).toBe('antd-table');
    expect(origin("import { Summary } from 'rc-table';", "import type { TableProps } from 'antd';")).toBe('antd-table');
    expect(origin("import Summary from 'rc-table/lib/Footer/Summary';", "import type { ColumnsType } from 'antd/es/table';")).toBe('antd-table');
    expect(origin("import { type ColumnsType } from 'rc-table';", "import { TableColumnsType } from 'antd';")).toBe('antd-table');
  });

  it("is the table's where rc-table's types sit beside antd without its table (a Button is no table)", () => {
    expect(origin("import type { ColumnsType } from 'rc-table';", "import { Button } from 'antd';")).toBe('table');
  });

  it("is antd's for antd without the table, a fragment's with no imports, and other's otherwise", () => {
    expect(origin("import { Button } from 'antd';")).toBe('antd');
    expect(origin("import zhCN from 'antd/locale/zh_CN';")).toBe('antd');
    expect(origin('export const columns = [];')).toBe('no-imports');
    expect(origin("import dayjs from 'dayjs';")).toBe('other');
    // The table named by a re-export, not an import: its code all the same.
    expect(origin("export { default } from 'rc-table';")).toBe('table');
    // A name that only starts like antd is another package.
    expect(origin("import x from 'antd-mobile';")).toBe('other');
  });

  it('finds the first antd import, by statement and module', () => {
    const nodes = nodesOf("import React from 'react';\nimport { Table } from 'antd/es';\nimport 'antd/dist/reset.css';");
    const found = firstAntdImport(nodes);
    expect(found?.from).toBe('antd/es');
    expect(found?.at.loc?.start.line).toBe(2);
    expect(firstAntdImport(nodesOf("import React from 'react';"))).toBeUndefined();
  });
});
