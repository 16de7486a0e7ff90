/**
 * title: Row background on the cells (fix)
 * description: The rule targets the row's cells, `.overdue > td`, under the table's own `className`, so it paints where the cells paint and outranks the package's `.rc-table tbody tr td`.
 * keywords: [rowClassName, className, row background, row colour, highlight row, css, 行背景色, 行样式不生效, 高亮行]
 * zh-CN:
 *   title: 把行背景写在单元格上（修正）
 *   description: 规则写到行里的单元格上（`.overdue > td`），并加上表格自己的 `className` 作前缀：背景画在单元格所在的那一层，优先级也高过样式表里的 `.rc-table tbody tr td`。
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
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, className: 'styling-fix-amount', render: (amount: number) => `$${amount.toFixed(2)}` },
];

const invoices: Invoice[] = [
  { key: '1', customer: 'Acme Ltd.', due: '2 May', amount: 1200, overdue: false },
  { key: '2', customer: 'Globex', due: '28 April', amount: 860.5, overdue: true },
  { key: '3', customer: 'Initech', due: '14 May', amount: 240, overdue: false },
  { key: '4', customer: 'Umbrella', due: '19 April', amount: 75.25, overdue: true },
];

export default function StylingTheTableFix() {
  return (
    <Table<Invoice>
      className="styling-fix-table"
      columns={columns}
      data={invoices}
      rowClassName={(invoice) => (invoice.overdue ? 'styling-fix-overdue' : '')}
    />
  );
}
