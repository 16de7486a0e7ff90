/**
 * title: rowClassName background hidden (problem)
 * description: '`rowClassName` puts the class on the `<tr>`, but each `<td>` paints its own background over the row: the overdue rows get their text colour and weight, not their tint.'
 * keywords: [rowClassName, className, row background, row colour, highlight row, css, 行背景色, 行样式不生效, 高亮行]
 * zh-CN:
 *   title: rowClassName 设置的行背景不显示（问题）
 *   description: '`rowClassName` 把类名加在 `<tr>` 上，可每个 `<td>` 都有自己的背景色，盖住了行的背景：逾期行的文字颜色和粗细生效了，底色却没有。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import './index.css';

interface Invoice {
  key: string;
  customer: string;
  due: string;
  amount: number;
  overdue: boolean;
}

const columns: ColumnsType<Invoice> = [
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 140 },
  // A column's className lands on its header cell and on each of its body cells.
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, className: 'styling-problem-amount', render: (amount: number) => `$${amount.toFixed(2)}` },
];

const invoices: Invoice[] = [
  { key: '1', customer: 'Acme Ltd.', due: '2 May', amount: 1200, overdue: false },
  { key: '2', customer: 'Globex', due: '28 April', amount: 860.5, overdue: true },
  { key: '3', customer: 'Initech', due: '14 May', amount: 240, overdue: false },
  { key: '4', customer: 'Umbrella', due: '19 April', amount: 75.25, overdue: true },
];

export default function StylingTheTableProblem() {
  return (
    <Table<Invoice>
      className="styling-problem-table"
      columns={columns}
      data={invoices}
      rowClassName={(invoice) => (invoice.overdue ? 'styling-problem-overdue' : '')}
    />
  );
}
