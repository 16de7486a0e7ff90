/**
 * title: Accessible sortable column (fix)
 * description: 'A `<button>` in the title takes focus and Enter, `onHeaderCell` puts `aria-sort` on the sorted header, `caption` names the table, and `rowScope` makes each product name the header of its row.'
 * keywords: [accessibility, a11y, screen reader, keyboard, aria-sort, onHeaderCell, caption, rowScope, scope, 无障碍, 读屏, 键盘, 排序]
 * zh-CN:
 *   title: 键盘和读屏都能用的排序列（修正）
 *   description: 标题里放一个 `<button>`，可以获得焦点、按回车触发；`onHeaderCell` 给排序列的表头加上 `aria-sort`；`caption` 为表格命名；`rowScope` 让每个商品名成为所在行的行标题。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Product {
  key: string;
  name: string;
  stock: number;
  price: number;
}

const products: Product[] = [
  { key: 'lamp', name: 'Desk lamp', stock: 12, price: 39 },
  { key: 'notebook', name: 'Notebook', stock: 40, price: 4.5 },
  { key: 'headphones', name: 'Headphones', stock: 7, price: 129 },
  { key: 'keyboard', name: 'Keyboard', stock: 15, price: 89 },
];

type Order = 'ascending' | 'descending';

// A button that reads as the header text; the browser's focus ring stays.
const plainButton = { font: 'inherit', color: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer' };

export default function AccessibilityFix() {
  const [order, setOrder] = useState<Order>('ascending');
  const sorted = [...products].sort((a, b) => (order === 'ascending' ? a.price - b.price : b.price - a.price));

  const columns: ColumnsType<Product> = [
    // A <th scope="row"> per row: screen readers announce the product with each of its cells.
    { title: 'Product', dataIndex: 'name', key: 'name', rowScope: 'row' },
    { title: 'Stock', dataIndex: 'stock', key: 'stock', width: 100 },
    {
      title: (
        <button type="button" style={plainButton} onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}>
          Price <span aria-hidden="true">{order === 'ascending' ? '▲' : '▼'}</span>
        </button>
      ),
      dataIndex: 'price',
      key: 'price',
      width: 140,
      // Spread onto the <th>: the sort state a screen reader reads with the header.
      onHeaderCell: () => ({ 'aria-sort': order }),
      render: (price: number) => `$${price.toFixed(2)}`,
    },
  ];

  return <Table<Product> caption="Products in stock, sortable by price" columns={columns} data={sorted} style={{ maxWidth: 560 }} />;
}
