/**
 * title: Horizontal scrolling
 * description: When the columns are wider than the table, `scroll.x` sets the scroll width and the body scrolls sideways under a header that follows it.
 * keywords: [scroll, horizontal, overflow, wide table, 横向滚动, 滚动, 宽表格]
 * zh-CN:
 *   title: 横向滚动
 *   description: 各列加起来比表格宽时，用 `scroll.x` 设置滚动宽度，表体横向滚动，表头跟着移动。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Row {
  key: string;
  product: string;
  sku: string;
  stock: number;
  price: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

const columns: ColumnsType<Row> = [
  { title: 'Product', dataIndex: 'product', key: 'product', width: 140 },
  { title: 'SKU', dataIndex: 'sku', key: 'sku', width: 120 },
  ...months.map((month, index) => ({
    title: `${month} sales`,
    key: month,
    width: 120,
    render: (_: unknown, row: Row) => row.stock * (index + 1),
  })),
  { title: 'Price', dataIndex: 'price', key: 'price', width: 100, render: (price: number) => `$${price.toFixed(2)}` },
];

const data: Row[] = [
  { key: '1', product: 'Desk lamp', sku: 'DL-100', stock: 12, price: 39 },
  { key: '2', product: 'Notebook', sku: 'NB-220', stock: 40, price: 4.5 },
  { key: '3', product: 'Headphones', sku: 'HP-310', stock: 7, price: 129 },
  { key: '4', product: 'Keyboard', sku: 'KB-480', stock: 15, price: 89 },
];

export default function App() {
  return <Table<Row> columns={columns} data={data} scroll={{ x: 1400 }} style={{ maxWidth: 800 }} />;
}
