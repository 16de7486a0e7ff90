/**
 * title: 'VirtualTable compared: caption'
 * description: 'The same `caption` in a `Table` and a `VirtualTable` with the same props: the caption should be shown above the rows and give the table its accessible name.'
 * keywords: [VirtualTable, virtual, caption, accessible name, accessibility, compatibility, 虚拟滚动, 表格题注, 无障碍, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：表格题注'
 *   description: '同一个 `caption` 分别交给 `Table` 和 `VirtualTable`，其余属性相同：标题应显示在各行之上，并成为表格的无障碍名称。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: number;
  order: string;
  customer: string;
  items: number;
  total: string;
  shipped: string;
}

const customers = ['Amara Okafor', 'Lucas Meyer', 'Mei Tanaka', 'Sofia Ruiz', 'Omar Haddad'];

const data: Order[] = Array.from({ length: 40 }, (_, i) => ({
  key: i + 1,
  order: `SO-${String(i + 1).padStart(4, '0')}`,
  customer: customers[i % customers.length],
  items: (i % 6) + 1,
  total: `€${(18 + ((i * 23) % 240)).toFixed(2)}`,
  shipped: `2024-05-${String((i % 28) + 1).padStart(2, '0')}`,
}));

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'order', key: 'order', width: 130 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
  { title: 'Items', dataIndex: 'items', key: 'items', width: 100 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 140 },
  { title: 'Shipped', dataIndex: 'shipped', key: 'shipped', width: 150 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Order> = { columns, data, caption: 'Orders shipped in May 2024', scroll: { x: 720, y: 190 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Order> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Order> {...props} />
      </figure>
    </div>
  );
}
