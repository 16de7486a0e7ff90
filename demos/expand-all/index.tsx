/**
 * title: Expand all rows
 * description: '`expandable.showExpandAll` puts an expand-all toggle in the expand column''s header, which opens or closes every row that can expand and reports through `onExpandAll`; `components.ExpandIcon` draws both that toggle and the row toggles, told apart by `type: ''all''` or `''row''`.'
 * keywords: [expand all, showExpandAll, onExpandAll, components.ExpandIcon, ExpandIcon, ExpandIconProps, 全部展开, 全部收起, 展开图标]
 * lines: [1.x]
 * zh-CN:
 *   title: 全部展开
 *   description: '`expandable.showExpandAll` 在展开列的表头放一个“全部展开”开关，一次展开或收起 `rowExpandable` 允许展开的每一行，并通过 `onExpandAll` 报告；`components.ExpandIcon` 同时绘制这个开关和每一行的开关，用 `type` 的 `''all''` 或 `''row''` 区分。'
 */
import { useState } from 'react';
import type { Key } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import ExpandIcon from './ExpandIcon';

interface Order {
  key: string;
  customer: string;
  total: number;
  note: string;
}

const data: Order[] = [
  { key: '1001', customer: 'Harbour Books', total: 128, note: 'Gift wrap, deliver before Friday.' },
  { key: '1002', customer: 'Northwind', total: 64, note: '' },
  { key: '1003', customer: 'Contoso', total: 310, note: 'Two parcels; the second ships from Oslo.' },
  { key: '1004', customer: 'Fabrikam', total: 42, note: 'Leave with the concierge.' },
  { key: '1005', customer: 'Tailspin', total: 99, note: '' },
  { key: '1006', customer: 'Litware', total: 215, note: 'Invoice to the Lima office.' },
];

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'key', key: 'order', width: 100 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 100, align: 'right', render: (total: number) => `$${total}` },
];

export default function App() {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const [lastCall, setLastCall] = useState('onExpandAll has not been called yet.');

  return (
    <>
      <p aria-live="polite">{lastCall}</p>
      <p>
        Rows open: {expandedKeys.length} of {data.filter((order) => order.note).length}
      </p>
      <Table<Order>
        columns={columns}
        data={data}
        components={{ ExpandIcon }}
        expandable={{
          showExpandAll: true,
          columnWidth: 120,
          // Rows without a note cannot expand; the expand-all toggle leaves them out.
          rowExpandable: (order) => order.note !== '',
          expandedRowRender: (order) => order.note,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          // Called by the header toggle only, with the state it moved every expandable row to.
          onExpandAll: (expanded) => setLastCall(`onExpandAll(${expanded}): every row with a note is ${expanded ? 'open' : 'closed'}.`),
        }}
      />
    </>
  );
}
