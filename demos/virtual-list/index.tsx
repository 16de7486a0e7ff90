/**
 * title: Virtual list body
 * description: Passing a render function as `components.body` hands the rows to react-window's `Grid`, which draws only the visible part of 100,000 rows under the normal rc-table header.
 * keywords: [virtual list, react-window, Grid, components.body, custom body, big data, 自定义表体, 大数据, 虚拟滚动]
 * zh-CN:
 *   title: react-window 表体
 *   description: 把渲染函数传给 `components.body`，行数据就交给 react-window 的 `Grid`，十万行中只绘制可见部分，表头仍是 rc-table 原本的表头。
 */
import { useImperativeHandle, useRef } from 'react';
import Table from 'rc-table';
import type { ColumnsType, Reference, TableProps } from 'rc-table';
import { Grid, useGridRef } from 'react-window';
import type { CellComponentProps } from 'react-window';
import 'rc-table/assets/index.css';
import './style.css';

// rc-table exports no name for the render-function form of `components.body`, so it is taken from the public
// `TableProps` rather than from the package's internal `lib/interface`.
type CustomizeScrollBody<RecordType> = Extract<NonNullable<NonNullable<TableProps<RecordType>['components']>['body']>, (...args: never[]) => unknown>;

const teams = ['Platform', 'Payments', 'Search', 'Mobile'];

// A row computes its cells when they are read, so building 100,000 rows stays cheap: only the
// visible ones ever make their strings.
class Row {
  constructor(readonly key: number) {}

  get name() {
    return `User ${this.key + 1}`;
  }

  get email() {
    return `user${this.key + 1}@example.com`;
  }

  get team() {
    return teams[this.key % teams.length];
  }
}

const data: Row[] = Array.from({ length: 100000 }, (_, i) => new Row(i));

const fields: { field: 'name' | 'email' | 'team'; title: string; width: number }[] = [
  { field: 'name', title: 'Name', width: 160 },
  { field: 'email', title: 'Email', width: 240 },
  { field: 'team', title: 'Team', width: 160 },
];

// With a custom body every column needs a fixed width: the header uses it for its <col> elements.
const columns: ColumnsType<Row> = fields.map(({ field, title, width }) => ({ title, dataIndex: field, key: field, width }));

// The columns, plus the 1px left border the table's stylesheet gives its header (and the body below gives itself):
// the last column's right border stays inside the table.
const tableWidth = fields.reduce((sum, { width }) => sum + width, 0) + 1;
const bodyHeight = 300;
const rowHeight = 40;

type BodyInfo = Parameters<CustomizeScrollBody<Row>>[1];

function Cell({ ariaAttributes, columnIndex, rowIndex, style, rows }: CellComponentProps<{ rows: readonly Row[] }>) {
  return (
    <div {...ariaAttributes} className="virtual-list-cell" style={style}>
      {rows[rowIndex][fields[columnIndex].field]}
    </div>
  );
}

function VirtualBody({ rows, info }: { rows: readonly Row[]; info: BodyInfo }) {
  const gridRef = useGridRef(null);

  // The table's own `ref.scrollTo` is forwarded to whatever the body hands back through `info.ref`.
  useImperativeHandle(info.ref, () => ({
    // This body never scrolls sideways, so there is no horizontal position to keep in sync.
    scrollLeft: 0,
    scrollTo: ({ index, key, top }) => {
      if (typeof top === 'number') {
        gridRef.current?.element?.scrollTo({ top });
        return;
      }
      const rowIndex = key === undefined ? index : rows.findIndex((row) => row.key === key);
      if (rowIndex !== undefined && rowIndex >= 0) {
        gridRef.current?.scrollToRow({ index: rowIndex, align: 'start' });
      }
    },
  }));

  return (
    <Grid
      gridRef={gridRef}
      className="virtual-list-body"
      cellComponent={Cell}
      cellProps={{ rows }}
      columnCount={fields.length}
      // Leave room for the vertical scrollbar in the last column, as the header does.
      columnWidth={(index) => fields[index].width - (index === fields.length - 1 ? info.scrollbarSize : 0)}
      rowCount={rows.length}
      rowHeight={rowHeight}
      defaultHeight={bodyHeight}
      defaultWidth={tableWidth}
      style={{ height: bodyHeight, width: tableWidth }}
    />
  );
}

const renderBody: CustomizeScrollBody<Row> = (rows, info) => <VirtualBody rows={rows} info={info} />;

export default function App() {
  const tableRef = useRef<Reference>(null);

  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ index: 49999 })}>
          Go to row 50,000
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Back to top
        </button>
      </div>
      <Table<Row>
        ref={tableRef}
        style={{ width: tableWidth }}
        tableLayout="fixed"
        columns={columns}
        data={data}
        scroll={{ y: bodyHeight }}
        components={{ body: renderBody }}
      />
    </>
  );
}
