/**
 * title: Clicking one row expands every row (problem)
 * description: The records carry `id` but no `key`, and `rowKey` is left at its default `'key'`, so every row's key is `undefined`; the `key` on each column names columns only, and expanding one row expands all of them.
 * keywords: [rowKey, row key, key, expand all rows, same key, duplicate key, 行 key, 展开一行全部展开, 主键]
 * zh-CN:
 *   title: 点一行，所有行都展开了（问题）
 *   description: 数据只有 `id` 没有 `key`，`rowKey` 仍是默认的 `'key'`，每行的 key 都是 `undefined`；列上的 `key` 只标识列，于是展开一行，所有行都跟着展开。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  id: number;
  customer: string;
  total: number;
  note: string;
}

// Every column has a unique `key`: that identifies the column, not the row.
const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 100, render: (id: number) => `#${id}` },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 120, render: (total: number) => `$${total.toFixed(2)}` },
];

// As it comes from the API: an `id`, no `key`.
const orders: Order[] = [
  { id: 1001, customer: 'Acme Ltd.', total: 1200, note: 'Note: deliver to the loading bay.' },
  { id: 1002, customer: 'Globex', total: 860.5, note: 'Note: invoice the London office.' },
  { id: 1003, customer: 'Initech', total: 240, note: 'Note: waiting for the purchase order.' },
  { id: 1004, customer: 'Umbrella', total: 75.25, note: 'Note: gift wrap each item.' },
];

export default function RowKeyProblem() {
  return (
    <>
      <p>Click the Globex row to read its note.</p>
      <Table<Order>
        columns={columns}
        data={orders}
        expandable={{ columnTitle: 'Note', expandRowByClick: true, expandedRowRender: (order) => order.note }}
        style={{ maxWidth: 640 }}
      />
    </>
  );
}
