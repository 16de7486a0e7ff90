/**
 * title: Sortable column for the mouse only (problem)
 * description: The sort toggle is a clickable `<span>` and the order is shown only by an arrow, so a keyboard cannot reach it, a screen reader hears no sort state, and the table has no caption to name it.
 * keywords: [accessibility, a11y, screen reader, keyboard, aria-sort, sortable header, caption, 无障碍, 读屏, 键盘, 排序]
 * zh-CN:
 *   title: 只能用眼睛和鼠标操作的排序列（问题）
 *   description: 排序开关是一个可点击的 `<span>`，排序方向只靠箭头表示：键盘到不了它，读屏软件听不到排序状态，表格也没有说明它是什么的标题。
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

export default function AccessibilityProblem() {
  const [order, setOrder] = useState<Order>('ascending');
  const sorted = [...products].sort((a, b) => (order === 'ascending' ? a.price - b.price : b.price - a.price));

  const columns: ColumnsType<Product> = [
    { title: 'Product', dataIndex: 'name', key: 'name' },
    { title: 'Stock', dataIndex: 'stock', key: 'stock', width: 100 },
    {
      title: (
        // Looks like a control, but is not one: no focus, no role, no state.
        <span style={{ cursor: 'pointer' }} onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}>
          Price {order === 'ascending' ? '▲' : '▼'}
        </span>
      ),
      dataIndex: 'price',
      key: 'price',
      width: 140,
      render: (price: number) => `$${price.toFixed(2)}`,
    },
  ];

  return <Table<Product> columns={columns} data={sorted} style={{ maxWidth: 560 }} />;
}
