/**
 * title: 'Summary fixed="top" stays put (fix)'
 * description: 'With `sticky` on, the table renders the header and the `fixed="top"` summary together in one sticky block, so the totals stay at the top of the scrolling panel, right under the header.'
 * keywords: [summary, Table.Summary, fixed, fixed top, totals row, sticky, scroll.y, 总结栏, 总结栏固定, 固定在顶部]
 * zh-CN:
 *   title: fixed="top" 的 Summary 停在表头下方（修正）
 *   description: '开启 `sticky` 后，表格把表头和 `fixed="top"` 的总结栏放进同一个粘性块里渲染，合计行就停在滚动面板顶部、紧贴表头下方。'
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

export default function SummaryFixedTopFix() {
  return (
    // The same panel; `sticky` makes `fixed="top"` count (a table of its own height would use `scroll={{ y: 240 }}`).
    <div style={{ height: 280, overflow: 'auto', border: '1px solid #ddd' }}>
      <Table<Expense>
        columns={columns}
        data={expenses}
        sticky
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
