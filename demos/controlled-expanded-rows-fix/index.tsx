/**
 * title: Expand icons that update the keys (fix)
 * description: '`onExpandedRowsChange` hands each click''s new keys back to the state that feeds `expandedRowKeys`, so the `+` icons and the buttons both open and close rows.'
 * keywords: [expandedRowKeys, controlled, onExpandedRowsChange, defaultExpandedRowKeys, expand all, collapse all, 受控展开, 展开全部, 展开行]
 * zh-CN:
 *   title: 展开图标更新受控的键（修正）
 *   description: '`onExpandedRowsChange` 把每次点击得到的新键交回给驱动 `expandedRowKeys` 的 state，`+` 图标和两个按钮就都能展开、收起行了。'
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

export default function ControlledExpandedRowsFix() {
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
          // Controlled: the table shows exactly these keys; a click reports new ones, and the state takes them.
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
        }}
      />
    </>
  );
}
