/** @jest-environment node */
import { migrated, where } from './run';

/**
 * The "don't break it" corpus: code in the shapes real 7.x projects have, each with the exact code the assistant
 * must give back and the findings it must list (`message@line:column`). Other libraries' `fixed`, antd files,
 * code that reads `fixed`, helpers that build columns, CSS-in-JS and class names built at run time. Stylesheets
 * have their own corpus (stylesheet-corpus.test.ts).
 */
interface Case {
  name: string;
  code: string;
  /** The expected code, as pairs of [old, new] replaced once each in the input; none means unchanged. */
  edits?: [string, string][];
  changes: string[];
  warnings: string[];
}

const CSS = "import 'rc-table/assets/index.css';\n";

const cases: Case[] = [
  {
    name: "Semantic UI's fixed menu beside a table",
    code: `import Table from 'rc-table';
${CSS}import { Menu } from 'semantic-ui-react';
const columns = [{ title: 'Name', dataIndex: 'name', fixed: 'left' }];
export const Page = () => (
  <>
    <Menu fixed="left" vertical />
    <Table columns={columns} data={[]} />
  </>
);`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@4:62'],
    warnings: [],
  },
  {
    name: 'a sidebar config in a file that imports the table',
    code: `import Table from 'rc-table';
const sidebar = { fixed: 'left', width: 200 };
const layout = { header: { fixed: 'right' } };
export const App = () => <Table columns={[]} data={[]} sidebar={sidebar} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: [],
  },
  {
    name: 'a fixed menu in code that imports nothing',
    code: `export const Nav = () => <Menu fixed="left" items={items} />;`,
    changes: [],
    warnings: [],
  },
  {
    name: 'columns in a file that imports something else, and not the table',
    code: `import { formatMoney } from './format';
export const columns = [
  { title: 'Total', dataIndex: 'total', render: formatMoney, fixed: 'right' },
  { title: 'Layout', fixed: 'left', width: 120 },
];`,
    changes: [],
    warnings: ['other-files@1:29', 'fixed-unreached@3:69'],
  },
  {
    name: 'an antd file',
    code: `import { Table } from 'antd';
const columns = [{ title: 'Name', dataIndex: 'name', fixed: 'left' }];
export const List = () => <Table columns={columns} dataSource={[]} />;`,
    changes: [],
    warnings: ['antd-file@1:1'],
  },
  {
    name: 'an antd table and an rc-table in one file',
    code: `import { Table as AntTable } from 'antd';
import Table from 'rc-table';
${CSS}const antColumns = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
const columns = [{ title: 'B', dataIndex: 'b', fixed: 'left' }];
export const Both = () => (
  <>
    <AntTable columns={antColumns} />
    <Table columns={columns} />
  </>
);`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["dataIndex: 'b', fixed: 'left'", "dataIndex: 'b', fixed: 'start'"],
    ],
    changes: ['package-renamed@2:20', 'stylesheet-moved@3:9', 'fixed-renamed@5:56'],
    // Said once: antd's columns were left on purpose.
    warnings: ['antd-beside@1:1'],
  },
  {
    // A whole project can type its antd columns this way: 1.x's FixedType ('start' | 'end' | …) would not fit antd 5.
    name: "an antd page that types its columns with rc-table's FixedType",
    code: `import type { FixedType } from 'rc-table/lib/interface';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
const side: FixedType = 'left';
const columns: ColumnsType<{ name: string }> = [{ title: 'Name', dataIndex: 'name', fixed: side }];
export const Page = () => <Table columns={columns} dataSource={[]} />;`,
    changes: [],
    warnings: ['antd-table-imports@1:1'],
  },
  {
    // Switching classnames and rc-util would leave imports that antd's project may not declare; Summary is rc-table 7's,
    // which antd 5's table reads.
    name: "an antd 5 table wrapper with classnames, rc-util and rc-table's Summary",
    code: `import classNames from 'classnames';
import omit from 'rc-util/lib/omit';
import Summary from 'rc-table/lib/Footer/Summary';
import { Table, type TableProps } from 'antd';
export function MyTable<T extends object>(props: TableProps<T>) {
  return <Table {...omit(props, ['title'])} className={classNames('my-table', props.className)} summary={() => <Summary.Row />} />;
}`,
    changes: [],
    warnings: ['antd-table-imports@3:1'],
  },
  {
    // antd 5 reads 'left' only: no finding may tell this file to name sides as 1.x does.
    name: 'an antd 5 demo with columns from another file and a pinned class built at run time',
    code: `import { Table } from 'antd';
import { columns } from './columns';
const pinnedClass = (side: string) => \`ant-table-cell-fix-\${side}\`;
export default () => <Table columns={columns} rowClassName={() => pinnedClass('left')} dataSource={[]} />;`,
    changes: [],
    warnings: ['antd-file@1:1'],
  },
  {
    name: 'a filter that reads the renamed value',
    code: `import Table, { type ColumnsType } from 'rc-table';
${CSS}const columns: ColumnsType<object> = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
const pinned = columns.filter((c) => c.fixed === 'left');
export const T = () => <Table columns={columns} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
      ["c.fixed === 'left'", "c.fixed === 'start'"],
    ],
    changes: ['package-renamed@1:42', 'stylesheet-moved@2:9', 'fixed-renamed@3:77', 'fixed-reader-renamed@4:51'],
    warnings: [],
  },
  {
    name: 'a switch over a column’s side',
    code: `import Table from 'rc-table';
${CSS}const columns = [{ title: 'A', dataIndex: 'a', fixed: 'right' }];
const sides = columns.map((column) => {
  switch (column.fixed) {
    case 'left':
      return 'L';
    case 'right':
      return 'R';
    default:
      return '';
  }
});
export const T = () => <Table columns={columns} title={() => sides.join()} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'right'", "fixed: 'end'"],
      ["case 'left'", "case 'start'"],
      ["case 'right'", "case 'end'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:56', 'fixed-reader-renamed@6:11', 'fixed-reader-renamed@8:11'],
    warnings: [],
  },
  {
    name: 'a list of sides and includes',
    code: `import Table from 'rc-table';
${CSS}const columns = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
const any = columns.some((col) => ['left', 'right'].includes(col.fixed as string));
export const T = () => <Table columns={columns} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
      ["['left', 'right']", "['start', 'end']"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:56', 'fixed-reader-renamed@4:37', 'fixed-reader-renamed@4:45'],
    warnings: [],
  },
  {
    name: "the user's own union type, inline and through an alias",
    code: `import Table from 'rc-table';
${CSS}type Side = 'left' | 'right';
interface Col { title: string; dataIndex: string; fixed?: 'left' | 'right' | boolean }
interface Other { fixed?: Side }
const columns: Col[] = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
export const T = () => <Table columns={columns} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["type Side = 'left' | 'right'", "type Side = 'start' | 'end'"],
      ["fixed?: 'left' | 'right' | boolean", "fixed?: 'start' | 'end' | boolean"],
      ["fixed: 'left' }", "fixed: 'start' }"],
    ],
    changes: [
      'package-renamed@1:20',
      'stylesheet-moved@2:9',
      'fixed-type-renamed@3:14',
      'fixed-type-renamed@3:23',
      'fixed-type-renamed@4:60',
      'fixed-type-renamed@4:69',
      'fixed-renamed@6:63',
    ],
    warnings: [],
  },
  {
    name: 'a fixed this file cannot tie to the table',
    code: `import Table from 'rc-table';
${CSS}const columns = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
export const T = ({ menu }: { menu: { fixed?: string } }) => <Table columns={columns} title={() => (menu.fixed === 'left' ? 'pinned' : '')} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left' }]", "fixed: 'start' }]"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:56'],
    warnings: ['fixed-reader-unsure@4:101'],
  },
  {
    name: 'a side destructured from a column',
    code: `import Table from 'rc-table';
${CSS}const columns = [{ title: 'A', dataIndex: 'a', fixed: 'right' }];
const { fixed } = columns[0];
export const T = () => <Table columns={columns} footer={() => (fixed === 'right' ? 'end' : '')} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'right'", "fixed: 'end'"],
      ["fixed === 'right'", "fixed === 'end'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:56', 'fixed-reader-renamed@5:75'],
    warnings: [],
  },
  {
    name: 'a helper that builds columns, typed and untyped',
    code: `import Table, { type ColumnsType } from 'rc-table';
${CSS}function makeColumns(): ColumnsType<object> {
  return [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
}
const actions = () => ({ title: 'Actions', key: 'op', fixed: 'right' as const });
export const T = () => <Table columns={[...makeColumns(), actions()]} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
      ["fixed: 'right'", "fixed: 'end'"],
    ],
    changes: ['package-renamed@1:42', 'stylesheet-moved@2:9', 'fixed-renamed@4:49', 'fixed-renamed@6:63'],
    warnings: [],
  },
  {
    name: 'a helper whose side comes from its parameter',
    code: `import Table from 'rc-table';
${CSS}const col = (title: string, fixed?: 'left' | 'right') => ({ title, dataIndex: title, fixed });
export const T = () => <Table columns={[col('a', 'left'), col('b')]} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9'],
    warnings: ['fixed-computed@3:86'],
  },
  {
    name: 'columns from useMemo, useState and push',
    code: `import Table from 'rc-table';
import { useMemo, useState } from 'react';
${CSS}export function T() {
  const memo = useMemo(() => [{ title: 'A', dataIndex: 'a', fixed: 'left' }], []);
  const [state] = useState([{ title: 'B', dataIndex: 'b', fixed: 'right' }]);
  const extra = [];
  extra.push({ title: 'C', dataIndex: 'c', fixed: 'left' });
  return <Table columns={[...memo, ...state, ...extra]} />;
}`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["dataIndex: 'a', fixed: 'left'", "dataIndex: 'a', fixed: 'start'"],
      ["fixed: 'right'", "fixed: 'end'"],
      ["dataIndex: 'c', fixed: 'left'", "dataIndex: 'c', fixed: 'start'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@3:9', 'fixed-renamed@5:69', 'fixed-renamed@6:67', 'fixed-renamed@8:52'],
    warnings: [],
  },
  {
    name: 'columns mapped from others, and spread table props',
    code: `import Table from 'rc-table';
${CSS}const base = [{ title: 'A', dataIndex: 'a' }];
const pinned = base.map((c) => ({ ...c, fixed: 'left' }));
const props = { columns: pinned, expandable: { expandedRowRender: () => null, fixed: 'right' } };
export const T = () => <Table {...props} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
      ["fixed: 'right'", "fixed: 'end'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@4:49', 'fixed-renamed@5:87'],
    warnings: [],
  },
  {
    name: "the table's Column, taken from Table, and another library's Column",
    code: `import Table from 'rc-table';
import { Column as ChartColumn } from 'charts';
${CSS}const { Column } = Table;
export const T = () => (
  <>
    <Table data={[]}>
      <Column title="A" dataIndex="a" fixed="left" />
    </Table>
    <ChartColumn fixed="left" />
  </>
);`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ['dataIndex="a" fixed="left"', 'dataIndex="a" fixed="start"'],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@3:9', 'fixed-renamed@8:46'],
    warnings: [],
  },
  {
    name: 'a styled table and a class component',
    code: `import Table from 'rc-table';
import styled from 'styled-components';
import React from 'react';
${CSS}const StyledTable = styled(Table)\`
  .rc-table-cell { padding: 4px; }
\`;
export class Report extends React.Component {
  columns = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];
  render() {
    return <StyledTable columns={this.columns} expandable={{ fixed: 'right' }} />;
  }
}`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
      ["fixed: 'right'", "fixed: 'end'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@4:9', 'fixed-renamed@9:52', 'fixed-renamed@11:70'],
    warnings: [],
  },
  {
    name: 'pinned columns without the stylesheet',
    code: `import Table from 'rc-table';
const columns = [{ title: 'A', dataIndex: 'a', fixed: true }];
export const T = () => <Table columns={columns} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['stylesheet-missing@2:55'],
  },
  {
    name: 'no stylesheet and nothing pinned',
    code: `import Table from 'rc-table';
const columns = [{ title: 'A', dataIndex: 'a', fixed: false }];
export const T = () => <Table columns={columns} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: [],
  },
  {
    name: 'scrollTo with a config made elsewhere, and the window’s scrollTo',
    code: `import Table from 'rc-table';
import { useRef } from 'react';
export function T({ target }: { target: { key: string } }) {
  const ref = useRef(null);
  const jump = () => {
    ref.current.scrollTo(target);
    window.scrollTo(0, 0);
  };
  return <Table ref={ref} columns={[]} title={() => <button onClick={jump}>Go</button>} />;
}`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['scroll-to-computed@6:5'],
  },
  {
    name: 'class names put together at run time',
    code: `import Table from 'rc-table';
const prefixCls = 'rc-table';
const side = 'left';
const a = \`\${prefixCls}-cell-fix-left-last\`;
const b = 'rc-table-cell-fix-' + side;
const c = \`\${prefixCls}-cell\`;
export const T = () => <Table columns={[]} className={[a, b, c].join(' ')} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['class-built@4:11', 'class-built@5:11'],
  },
  {
    name: 'CSS-in-JS: a styled-components template and an object of styles',
    code: `import styled from 'styled-components';
export const Wrap = styled.div\`
  .rc-table-ping-left .rc-table-cell-fix-left-last { box-shadow: none; }
\`;
export const styles = { '.rc-table-cell-fix-right': { background: 'white' }, color: 'red' };`,
    edits: [
      ['.rc-table-ping-left .rc-table-cell-fix-left-last', '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow'],
      ["'.rc-table-cell-fix-right'", "'.rc-table-cell-fix-end'"],
    ],
    changes: ['class-renamed@3:4', 'class-ltr-scoped@3:22', 'class-renamed@3:24', 'class-renamed@5:27'],
    warnings: [],
  },
  {
    name: 'CSS-in-JS: z-indexes in a styled-components template, as in a stylesheet',
    code: `import Table from 'rc-table';
import styled from 'styled-components';
${CSS}export const Frame = styled.div\`
  .rc-table-cell-fix-left { z-index: 4; }
  .rc-table-header { z-index: \${(p: { z: number }) => p.z}; }
  .rc-table-sticky-scroll { z-index: 5; }
\`;
export const T = () => <Frame><Table columns={[]} /></Frame>;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ['.rc-table-cell-fix-left {', ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start, :where(.rc-table-rtl) .rc-table-cell-fix-end {'],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@3:9', 'class-direction-split@5:3'],
    warnings: ['z-index-pinned@5:29', 'z-index-table@7:29'],
  },
  {
    name: 'CSS-in-JS: a shadow drawn on a nested ::after, found as in a stylesheet',
    code: `import styled from 'styled-components';
export const Wrap = styled.div\`
  .rc-table-cell-fix-left-last {
    &::after { box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15); }
  }
\`;`,
    edits: [['.rc-table-cell-fix-left-last {', ':where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow {']],
    changes: ['class-ltr-scoped@3:3', 'class-renamed@3:4'],
    warnings: ['shadow-pseudo@3:4'],
  },
  {
    name: 'CSS-in-JS: a pinned cell nested in a right-to-left table takes the right-to-left name',
    code: `import { css } from '@emotion/react';
export const rtlCells = css\`
  .rc-table-rtl {
    .rc-table-cell-fix-left { background: white; }
  }
\`;`,
    edits: [['.rc-table-cell-fix-left {', '.rc-table-cell-fix-end {']],
    changes: ['class-renamed-rtl@4:6'],
    warnings: [],
  },
  {
    name: 'CSS-in-JS: a left-to-right-only class keeps to left-to-right tables, and is reported where code touches its selector',
    code: `import styled from 'styled-components';
export const Wrap = styled.div\`
  .page .rc-table-cell-fix-left-last { border-right: 1px solid #eee; }
  \${Cell}.rc-table-cell-fix-right-first { color: red; }
\`;`,
    edits: [
      ['.page .rc-table-cell-fix-left-last', '.page :where(.rc-table:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow'],
      ['}.rc-table-cell-fix-right-first', '}.rc-table-cell-fix-end-shadow'],
    ],
    changes: ['class-ltr-scoped@3:9', 'class-renamed@3:10', 'class-renamed@4:11'],
    warnings: ['class-ltr-unscoped@4:11'],
  },
  {
    name: 'CSS-in-JS that PostCSS cannot read (a typo in a declaration): its classes are still renamed, one by one',
    code: `import styled from 'styled-components';
export const Wrap = styled.div\`
  .rc-table-cell-fix-left { background: white; }
  .rc-table-ping-left .rc-table-cell-fix-left-last { box-shadow none; }
\`;`,
    edits: [
      ['.rc-table-cell-fix-left {', '.rc-table-cell-fix-start {'],
      ['.rc-table-ping-left .rc-table-cell-fix-left-last', '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start-shadow'],
    ],
    changes: ['class-renamed@3:4', 'class-renamed@4:4', 'class-ltr-scoped@4:22', 'class-renamed@4:24'],
    warnings: [],
  },
  {
    name: 'a table wrapper importing classnames and rc-util: both kept (the project may not declare clsx), each with the command that declares it',
    code: `import Table from 'rc-table';
import classNames from 'classnames';
import omit from 'rc-util/lib/omit';
export const Grid = (props: { className?: string; data: object[] }) => (
  <Table {...omit(props, ['className'])} className={classNames('grid', props.className)} columns={[]} />
);`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['dependency-kept@2:24', 'dependency-kept@3:18'],
  },
  {
    name: 'a direct @rc-component/context import',
    code: `import Table from 'rc-table';
import { createContext, useContext } from '@rc-component/context';
export const Ctx = createContext<number>();
export const T = () => <Table columns={[]} summary={() => useContext(Ctx, (v) => v)} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['context-import@2:43'],
  },
  {
    name: 'columns imported from another file',
    code: `import Table from 'rc-table';
import { columns } from './columns';
export const T = () => <Table columns={columns} />;`,
    edits: [["'rc-table'", "'@rc-component/table'"]],
    changes: ['package-renamed@1:20'],
    warnings: ['columns-imported@3:40'],
  },
  {
    name: 'an expand config in a variable',
    code: `import Table from 'rc-table';
${CSS}const expandable = { expandedRowRender: () => null, fixed: 'left' as const };
export const T = () => <Table columns={[]} expandable={expandable} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:61'],
    warnings: [],
  },
  {
    name: "a local variable that shadows the table's name",
    code: `import Table from 'rc-table';
${CSS}function Layout() {
  const Table = (props: { columns: { fixed: string }[] }) => <div>{props.columns.length}</div>;
  return <Table columns={[{ fixed: 'left' }]} />;
}
export { Layout };`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9'],
    warnings: [],
  },
  {
    name: 'a VirtualTable with columns and a ref',
    code: `import { VirtualTable } from 'rc-table';
import { useRef } from 'react';
${CSS}export function V({ to }: { to: { index: number } }) {
  const ref = useRef(null);
  const columns = [{ title: 'A', dataIndex: 'a', width: 100, fixed: 'left' }];
  return <VirtualTable ref={ref} columns={columns} scroll={{ x: 800, y: 400 }} title={() => <a onClick={() => ref.current.scrollTo(to)}>go</a>} />;
}`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
    ],
    changes: ['package-renamed@1:31', 'stylesheet-moved@3:9', 'fixed-renamed@6:70'],
    warnings: [],
  },
  {
    name: 'a table with its own prefixCls, pinned, with the package stylesheet loaded',
    code: `import Table from 'rc-table';
${CSS}const columns = [{ title: 'Id', dataIndex: 'id', fixed: 'left' }];
export const Grid = () => <Table prefixCls="ledger" columns={columns} data={[]} scroll={{ x: 900 }} />;`,
    edits: [
      ["'rc-table'", "'@rc-component/table'"],
      ["'rc-table/assets/index.css'", "'@rc-component/table/assets/index.css'"],
      ["fixed: 'left'", "fixed: 'start'"],
    ],
    changes: ['package-renamed@1:20', 'stylesheet-moved@2:9', 'fixed-renamed@3:58'],
    warnings: ['prefix-sticky@4:34'],
  },
];

function applied(code: string, edits: readonly [string, string][] = []): string {
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the expected edit's text is not in the code: ${from}`);
    return text.replace(from, to);
  }, code);
}

describe('the migration corpus', () => {
  it('has at least 25 cases, each named once', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = migrated(c.code);
    expect(result.code).toBe(applied(c.code, c.edits));
    expect(where(result.changes)).toEqual(c.changes);
    expect(where(result.warnings)).toEqual(c.warnings);
  });
});
