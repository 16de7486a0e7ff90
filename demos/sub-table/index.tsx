/**
 * title: Sub-table rows in a scrolling table
 * description: One hundred orders each hold their line items, and each line item its shipments, as nested rows found through `expandable.childrenColumnName`; `rowKey` builds a unique key per level and `scroll.y` keeps the table short.
 * keywords: [sub table, nested rows, tree data, childrenColumnName, rowKey, scroll.y, 子表格, 嵌套行, 树形数据, 纵向滚动]
 * zh-CN:
 *   title: 多层树形数据
 *   description: 一百个订单下嵌套明细，部分明细下再嵌套发货记录，这些嵌套行通过 `expandable.childrenColumnName` 读取；`rowKey` 为每一层生成唯一的键，`scroll.y` 限制表格高度。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Line {
  id: string;
  label: string;
  amount: number;
  lines?: Line[];
}

// Three levels: order → line item → shipment. The nested rows live in `lines`, not `children`.
const data: Line[] = Array.from({ length: 100 }, (_, order) => ({
  id: `order-${order + 1}`,
  label: `Order ${order + 1}`,
  amount: 90 + order,
  lines: [
    {
      id: `order-${order + 1}/item-1`,
      label: 'Keyboard',
      amount: 60 + order,
      lines: ['Warehouse A', 'Warehouse B', 'Warehouse C'].map((from, i) => ({
        id: `order-${order + 1}/item-1/shipment-${i + 1}`,
        label: `Shipment from ${from}`,
        amount: 20 + i,
      })),
    },
    { id: `order-${order + 1}/item-2`, label: 'Mouse', amount: 30 },
  ],
}));

const columns: ColumnsType<Line> = [
  { title: 'Item', dataIndex: 'label', key: 'label' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, align: 'right', render: (amount: number) => `$${amount}` },
  {
    title: 'Position',
    key: 'position',
    width: 100,
    // The index passed to render counts rows within the row's own level, not across the whole table.
    render: (_, __, index) => index + 1,
  },
];

export default function App() {
  return <Table<Line> columns={columns} data={data} rowKey={(line) => line.id} expandable={{ childrenColumnName: 'lines' }} scroll={{ y: 360 }} />;
}
