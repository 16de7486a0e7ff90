/**
 * title: Summary ends up at the bottom (problem)
 * description: '`<Table.Summary fixed="top">` is only honoured when the table has `scroll.y` or `sticky`; this table has neither, so the totals render as an ordinary footer after the last row and scroll away with it.'
 * keywords: [summary, Table.Summary, fixed, fixed top, totals row, sticky, scroll.y, 总结栏, 总结栏固定, 固定在顶部]
 * zh-CN:
 *   title: Summary 设了 fixed="top" 却在最底下（问题）
 *   description: '`<Table.Summary fixed="top">` 只在表格有 `scroll.y` 或 `sticky` 时才生效；这个表格两者都没有，合计行就成了普通的表尾，排在最后一行之后，跟着内容一起滚走。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Expense {
  key: string;
  item: string;
  team: string;
  amount: number;
}

const teams = ['Design', 'Sales', 'Support', 'Platform'];

const expenses: Expense[] = Array.from({ length: 20 }, (_, i) => ({
  key: String(i + 1),
  item: `Invoice ${2300 + i * 11}`,
  team: teams[i % teams.length],
  amount: 120 + ((i * 73) % 400),
}));

const columns: ColumnsType<Expense> = [
  { title: 'Item', dataIndex: 'item', key: 'item', width: 200 },
  { title: 'Team', dataIndex: 'team', key: 'team' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 140, align: 'right', render: (amount: number) => `$${amount}` },
];

const total = expenses.reduce((sum, row) => sum + row.amount, 0);

export default function SummaryFixedTopProblem() {
  return (
    // The panel that scrolls (a drawer, a dashboard pane): the table has neither `scroll.y` nor `sticky`.
    <div style={{ height: 280, overflow: 'auto', border: '1px solid #ddd' }}>
      <Table<Expense>
        columns={columns}
        data={expenses}
        summary={() => (
          <Table.Summary fixed="top">
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                Total
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{`$${total}`}</Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
