/**
 * title: Expand icons that do nothing (problem)
 * description: '''`expandedRowKeys` makes the open rows yours: the buttons set it, but a click on `+` only reports the new keys through `onExpandedRowsChange`, which nothing handles here, so the row stays closed.'''
 * keywords: [expandedRowKeys, controlled, onExpandedRowsChange, onExpand, expand icon not working, expand all, 展开无效, 点击展开没反应, 受控, 展开行]
 * zh-CN:
 *   title: 点了展开图标没反应（问题）
 *   description: '`expandedRowKeys` 让展开哪些行由你决定：两个按钮会改它，但点 `+` 只会通过 `onExpandedRowsChange` 报告新的键，这里没有处理，所以行一直收着。'
 */
import { useState } from 'react';
import type { Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: string;
  customer: string;
  total: number;
  items: string;
}

const data: Order[] = [
  { key: 'A-101', customer: 'Harbour Books', total: 128, items: '2 × Notebook, 1 × Pen set' },
  { key: 'A-102', customer: 'Northwind', total: 64, items: '4 × Mug' },
  { key: 'A-103', customer: 'Contoso', total: 310, items: '1 × Desk lamp, 3 × Cable' },
];

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'key', key: 'order', width: 120 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 100, render: (total: number) => `$${total}` },
];

export default function ControlledExpandedRowsProblem() {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);

  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button type="button" onClick={() => setExpandedKeys(data.map((order) => order.key))}>
          Expand all
        </button>
        <button type="button" onClick={() => setExpandedKeys([])}>
          Collapse all
        </button>
      </div>
      <Table<Order>
        columns={columns}
        data={data}
        expandable={{
          columnTitle: 'Items',
          expandedRowRender: (order) => order.items,
          // Controlled: the table shows exactly these keys and never changes them itself.
          expandedRowKeys: expandedKeys,
        }}
      />
    </>
  );
}
