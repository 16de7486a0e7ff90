/**
 * title: Virtual grid body with horizontal scroll
 * description: A react-window `Grid` replaces the body through `components.body`, and the `ref` and `onScroll` it receives keep the header scrolled sideways in step with 100,000 virtual rows.
 * keywords: [virtual grid, react-window, Grid, components.body, horizontal scroll, scroll sync, 虚拟网格, 横向滚动, 滚动同步]
 * zh-CN:
 *   title: 虚拟网格
 *   description: react-window 的 `Grid` 通过 `components.body` 替换表体，它收到的 `ref` 和 `onScroll` 让表头与十万行数据的表体同步横向滚动。
 */
import { useImperativeHandle } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import { Grid, useGridRef } from 'react-window';
import type { CellComponentProps } from 'react-window';
import 'rc-table/assets/index.css';
import './style.css';

// rc-table exports no name for the render-function form of `components.body`, so it is taken from the public
// `TableProps` rather than from the package's internal `lib/interface`.
type CustomizeScrollBody<RecordType> = Extract<NonNullable<NonNullable<TableProps<RecordType>['components']>['body']>, (...args: never[]) => unknown>;

interface Row {
  key: number;
  order: string;
  customer: string;
  address: string;
  total: string;
}

const data: Row[] = Array.from({ length: 100000 }, (_, i) => ({
  key: i,
  order: `#${100000 + i}`,
  customer: `Customer ${i + 1}`,
  address: `${(i % 400) + 1} Harbour Street, Unit ${(i % 30) + 1}`,
  total: `$${((i * 37) % 1000) + 0.99}`,
}));

const fields: { field: keyof Row; title: string; width: number }[] = [
  { field: 'order', title: 'Order', width: 150 },
  { field: 'customer', title: 'Customer', width: 200 },
  { field: 'address', title: 'Address', width: 350 },
  { field: 'total', title: 'Total', width: 150 },
];

const columns: ColumnsType<Row> = fields.map(({ field, title, width }) => ({ title, dataIndex: field, key: field, width }));

const scrollWidth = fields.reduce((sum, { width }) => sum + width, 0);
const viewWidth = 500;
const bodyHeight = 300;

type BodyInfo = Parameters<CustomizeScrollBody<Row>>[1];

function Cell({ ariaAttributes, columnIndex, rowIndex, style, rows }: CellComponentProps<{ rows: readonly Row[] }>) {
  const last = columnIndex === fields.length - 1;
  return (
    <div {...ariaAttributes} className={last ? 'virtual-list-grid-cell virtual-list-grid-cell-last' : 'virtual-list-grid-cell'} style={style}>
      {rows[rowIndex][fields[columnIndex].field]}
    </div>
  );
}

function VirtualBody({ rows, info }: { rows: readonly Row[]; info: BodyInfo }) {
  const gridRef = useGridRef(null);

  // rc-table writes `scrollLeft` on this object whenever the header (or another part) scrolls sideways.
  useImperativeHandle(info.ref, () => ({
    get scrollLeft() {
      return gridRef.current?.element?.scrollLeft ?? 0;
    },
    set scrollLeft(value: number) {
      const element = gridRef.current?.element;
      if (element) element.scrollLeft = value;
    },
  }));

  return (
    <Grid
      gridRef={gridRef}
      className="virtual-list-grid-body"
      cellComponent={Cell}
      cellProps={{ rows }}
      columnCount={fields.length}
      columnWidth={(index) => fields[index].width - (index === fields.length - 1 ? info.scrollbarSize : 0)}
      rowCount={rows.length}
      rowHeight={40}
      defaultHeight={bodyHeight}
      defaultWidth={viewWidth}
      style={{ height: bodyHeight, width: viewWidth }}
      // Report the grid's horizontal position so rc-table scrolls the header to match.
      onScroll={(event) => info.onScroll({ currentTarget: event.currentTarget, scrollLeft: event.currentTarget.scrollLeft })}
    />
  );
}

const renderBody: CustomizeScrollBody<Row> = (rows, info) => <VirtualBody rows={rows} info={info} />;

export default function App() {
  return (
    <Table<Row>
      style={{ width: viewWidth }}
      tableLayout="fixed"
      columns={columns}
      data={data}
      scroll={{ x: scrollWidth, y: bodyHeight }}
      components={{ body: renderBody }}
    />
  );
}
