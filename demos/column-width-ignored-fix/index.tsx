/**
 * title: Column widths ignored (fix)
 * description: 'The same columns with `scroll={{ x: ''max-content'' }}`: the table may grow past its container and scroll sideways, so every column keeps its `width`.'
 * keywords: [column width, scroll.x, max-content, horizontal scroll, 列宽不生效, 横向滚动, max-content]
 * zh-CN:
 *   title: 列宽不生效（修正）
 *   description: '同样的列加上 `scroll={{ x: ''max-content'' }}`：表格可以比容器宽并横向滚动，每一列都保持自己的 `width`。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: string;
  customer: string;
  product: string;
  address: string;
  status: string;
  total: number;
  placed: string;
}

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'key', key: 'key', width: 120 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 160 },
  { title: 'Product', dataIndex: 'product', key: 'product', width: 200 },
  { title: 'Shipping address', dataIndex: 'address', key: 'address', width: 260 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 100 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 100, render: (total: number) => `$${total.toFixed(2)}` },
  { title: 'Placed on', dataIndex: 'placed', key: 'placed', width: 140 },
];

const data: Order[] = [
  {
    key: 'SO-1041',
    customer: 'Ada Lovelace',
    product: 'Standing desk, oak',
    address: '12 Harbour Road, Bristol',
    status: 'Shipped',
    total: 489,
    placed: '2026-03-02',
  },
  {
    key: 'SO-1042',
    customer: 'Lin Wei',
    product: 'Monitor arm',
    address: '88 Nanjing West Road, Shanghai',
    status: 'Packing',
    total: 79.5,
    placed: '2026-03-03',
  },
  { key: 'SO-1043', customer: 'Sam Okafor', product: 'Desk lamp', address: '4 Allen Avenue, Lagos', status: 'Paid', total: 39, placed: '2026-03-03' },
];

export default function ColumnWidthIgnoredFix() {
  // 'max-content': the table is as wide as its columns need; the container scrolls when that is wider than it.
  return <Table<Order> columns={columns} data={data} scroll={{ x: 'max-content' }} />;
}
