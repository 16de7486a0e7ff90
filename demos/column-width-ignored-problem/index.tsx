/**
 * title: Column widths ignored (problem)
 * description: Seven columns declare 1,080 px of `width` but the table has no `scroll.x`, so it stays as wide as its container and the browser squeezes every column below its `width`.
 * keywords: [column width, width not working, squeezed columns, table-layout, 列宽不生效, 列宽被压缩, width 无效]
 * zh-CN:
 *   title: 列宽不生效（问题）
 *   description: 七列的 `width` 加起来有 1080px，表格却没有设置 `scroll.x`，只能和容器一样宽，浏览器把每一列都压到了 `width` 以下。
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

export default function ColumnWidthIgnoredProblem() {
  return <Table<Order> columns={columns} data={data} />;
}
