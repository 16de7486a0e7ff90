/**
 * title: Each row expands on its own (fix)
 * description: '`rowKey="id"` gives each row the key of its record, so the expanded state, which is kept by key, belongs to one row only.'
 * keywords: [rowKey, row key, key, expand all rows, same key, duplicate key, 行 key, 展开一行全部展开, 主键]
 * zh-CN:
 *   title: 每行单独展开（修正）
 *   description: 用 `rowKey="id"` 让每行以记录的 `id` 作 key；展开状态按 key 记录，于是只展开被点的那一行。
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

export default function RowKeyFix() {
  return (
    <>
      <p>Click the Globex row to read its note.</p>
      <Table<Order>
        columns={columns}
        data={orders}
        // The field that identifies a record; a function such as `(order) => order.id` works too.
        rowKey="id"
        expandable={{ columnTitle: 'Note', expandRowByClick: true, expandedRowRender: (order) => order.note }}
        style={{ maxWidth: 640 }}
      />
    </>
  );
}
