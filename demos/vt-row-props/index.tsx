/**
 * title: 'VirtualTable compared: row and cell props'
 * description: 'The same `rowClassName`, `onRow` and column `onCell` in a `Table` and a `VirtualTable` with the same props: overdue rows take a class the stylesheet tints, clicking a row names it under the table, and the Amount cells get a class, a style and a `title` from `onCell`.'
 * keywords: [VirtualTable, virtual, rowClassName, onRow, onCell, row click, cell props, compatibility, 虚拟滚动, 行类名, 行事件, 单元格属性, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：行与单元格属性'
 *   description: '同样的 `rowClassName`、`onRow` 和列的 `onCell` 分别交给 `Table` 和 `VirtualTable`，其余属性相同：逾期的行得到一个类名，样式表给它着色；点击一行，表格下方会写出是哪一行；金额单元格从 `onCell` 得到类名、样式和 `title`。'
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Invoice {
  key: number;
  number: string;
  customer: string;
  due: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const customers = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark'];
const statuses: Invoice['status'][] = ['Paid', 'Open', 'Overdue', 'Paid', 'Open'];

const data: Invoice[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  number: `INV-${String(i + 1).padStart(4, '0')}`,
  customer: customers[i % customers.length],
  due: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  amount: ((i * 373) % 2400) + 60,
  status: statuses[i % statuses.length],
}));

const euros = (amount: number) => `€${amount.toLocaleString('en-US')}`;

const columns: ColumnsType<Invoice> = [
  { title: 'Invoice', dataIndex: 'number', key: 'number', width: 120 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 140 },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    width: 120,
    align: 'right',
    render: euros,
    // A class for large amounts (the stylesheet tints it), a dotted underline and a tooltip on every amount.
    onCell: (invoice) => ({
      className: invoice.amount >= 1500 ? 'vt-row-props-large' : undefined,
      style: { textDecoration: 'underline dotted', cursor: 'help' },
      title: `${invoice.number}: ${euros(invoice.amount)} incl. VAT`,
    }),
  },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
];

// Overdue invoices get a class the stylesheet colours.
const rowClassName = (invoice: Invoice) => (invoice.status === 'Overdue' ? 'vt-row-props-overdue' : '');

/** One table and the line under it that names the last row clicked; rendered once with each component. */
function Half({ component: Component }: { component: ComponentType<TableProps<Invoice>> }) {
  const [clicked, setClicked] = useState<string>();

  // The same props for both tables: the component is the only difference.
  const props: TableProps<Invoice> = {
    columns,
    data,
    rowClassName,
    onRow: (invoice, index) => ({ onClick: () => setClicked(`${invoice.number} (index ${index})`) }),
    scroll: { x: 700, y: 190 },
  };

  return (
    <>
      <Component {...props} />
      <p style={{ margin: '8px 0 0' }} aria-live="polite">
        {clicked ? `Clicked row: ${clicked}` : 'Click a row.'}
      </p>
    </>
  );
}

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Half component={Table} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <Half component={VirtualTable} />
      </figure>
    </div>
  );
}
