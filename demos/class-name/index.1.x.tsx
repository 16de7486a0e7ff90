/**
 * title: Class names
 * description: 'Style hooks on every level, with `className` on the table, `columns[].className` on a column, `rowClassName` per row and `expandable.expandedRowClassName` for expanded rows; a checkbox makes the table scroll with `scroll.x` as a CSS `calc()` string and `scroll.y`, and every hook still lands.'
 * keywords: [className, rowClassName, expandedRowClassName, styling, css, scroll, calc, 类名, 样式, 行样式, 滚动]
 * zh-CN:
 *   title: 自定义类名
 *   description: 在表格的各个层级挂上类名：表格的 `className`、列的 `columns[].className`、按行计算的 `rowClassName`，以及展开行的 `expandable.expandedRowClassName`；勾选复选框后，表格用 CSS `calc()` 字符串作 `scroll.x`、再加上 `scroll.y` 滚动，各处的类名照样生效。
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import './style.css';

interface Invoice {
  key: string;
  customer: string;
  amount: number;
  status: 'paid' | 'overdue' | 'draft';
  note: string;
}

const columns: ColumnsType<Invoice> = [
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  // The class lands on both the header cell and the body cells of this column.
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, className: 'class-name-amount', render: (amount: number) => `$${amount.toFixed(2)}` },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
];

const data: Invoice[] = [
  { key: '1', customer: 'Acme Ltd.', amount: 1200, status: 'paid', note: 'Paid by bank transfer on 2 May.' },
  { key: '2', customer: 'Globex', amount: 860.5, status: 'overdue', note: 'Reminder sent; second reminder due next week.' },
  { key: '3', customer: 'Initech', amount: 240, status: 'draft', note: 'Waiting for the purchase order number.' },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  const [scrolls, setScrolls] = useState(false);

  return (
    <>
      <label>
        <input type="checkbox" checked={scrolls} onChange={(e) => setScrolls(e.target.checked)} />{' '}
        {"Scroll inside the table (scroll.x: 'calc(500px + 50%)', scroll.y: 160)"}
      </label>
      <Table<Invoice>
        className="class-name-table"
        columns={columns}
        data={data}
        rowClassName={(record, index) => `class-name-row-${record.status}${index % 2 ? ' class-name-row-even' : ''}`}
        expandable={{
          columnTitle: expandColumnTitle,
          defaultExpandedRowKeys: ['2'],
          expandedRowRender: (record) => record.note,
          expandedRowClassName: () => 'class-name-expanded',
        }}
        // A CSS width: 500px plus half the box the table scrolls in. The header and the body become two tables,
        // and every class above still lands on its cells and rows.
        scroll={scrolls ? { x: 'calc(500px + 50%)', y: 160 } : undefined}
        style={{ marginTop: 12 }}
      />
    </>
  );
}
