/**
 * title: Fixed columns
 * description: Columns pinned with `fixed` stay in place while the rest scroll sideways; a fixed summary row and an optional vertical scroll complete the layout.
 * keywords: [fixed, sticky column, pin, first column, left, right, summary, 固定列, 总结栏, 合计]
 * zh-CN:
 *   title: 固定列
 *   description: 用 `fixed` 固定的列在其余列横向滚动时保持原位；再配合固定的总结栏，还可以开关纵向滚动。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: string;
  customer: string;
  region: string;
  items: number;
  total: number;
  status: string;
  note: string;
}

const columns: ColumnsType<Order> = [
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 120, fixed: 'left' },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 100, fixed: 'left' },
  { title: 'Items', dataIndex: 'items', key: 'items', width: 120 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 120, render: (total: number) => `$${total}` },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 160 },
  { title: 'Note', dataIndex: 'note', key: 'note', width: 360, ellipsis: true },
  { title: 'Carrier', key: 'carrier', width: 160, render: () => 'Parcel Post' },
  { title: 'Action', key: 'action', width: 100, fixed: 'right', render: () => <a href="#fixed-columns">Open</a> },
];

const data: Order[] = Array.from({ length: 9 }, (_, i) => ({
  key: String(i + 1),
  customer: `Customer ${i + 1}`,
  region: ['North', 'South', 'East'][i % 3],
  items: (i % 4) + 1,
  total: 30 + i * 17,
  status: i % 2 ? 'Shipped' : 'Processing',
  note: 'Leave the parcel at the front desk if nobody answers the door.',
}));

export default function App() {
  const [scrollY, setScrollY] = useState(true);
  const sum = (key: 'items' | 'total') => data.reduce((acc, row) => acc + row[key], 0);

  return (
    <>
      <label>
        <input type="checkbox" checked={scrollY} onChange={(e) => setScrollY(e.target.checked)} /> Fixed height (scroll.y)
      </label>
      <Table<Order>
        columns={columns}
        data={data}
        scroll={{ x: 1200, y: scrollY ? 240 : undefined }}
        style={{ marginTop: 12 }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                Total
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{sum('items')}</Table.Summary.Cell>
              <Table.Summary.Cell index={3}>${sum('total')}</Table.Summary.Cell>
              {/* Ends before the right-fixed Action column, which gets a cell of its own: 7.x pins a cell whole when
                  its last column is fixed right (a wide one would cover the sums), 1.x only when both ends are fixed
                  to that side. */}
              <Table.Summary.Cell index={4} colSpan={3} />
              <Table.Summary.Cell index={7} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}
