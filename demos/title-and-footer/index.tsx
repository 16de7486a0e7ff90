/**
 * title: Title, footer and summary
 * description: The `title` and `footer` render functions receive the current rows and draw panels above and below the table, while `summary` adds totals inside it.
 * keywords: [title, footer, summary, Table.Summary, totals, 标题, 页脚, 总结栏, 合计]
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Expense {
  key: string;
  item: string;
  category: string;
  budget: number;
  spent: number;
}

const columns: ColumnsType<Expense> = [
  { title: 'Item', dataIndex: 'item', key: 'item' },
  { title: 'Category', dataIndex: 'category', key: 'category', width: 140 },
  { title: 'Budget', dataIndex: 'budget', key: 'budget', width: 110, align: 'right' },
  { title: 'Spent', dataIndex: 'spent', key: 'spent', width: 110, align: 'right' },
];

const data: Expense[] = [
  { key: '1', item: 'Venue', category: 'Event', budget: 2000, spent: 1850 },
  { key: '2', item: 'Catering', category: 'Event', budget: 1200, spent: 1320 },
  { key: '3', item: 'Posters', category: 'Marketing', budget: 300, spent: 180 },
];

const sum = (rows: readonly Expense[], field: 'budget' | 'spent') => rows.reduce((total, row) => total + row[field], 0);

export default function App() {
  return (
    <Table<Expense>
      columns={columns}
      data={data}
      // rc-table 7 mistakes `title` for a legacy expand prop and warns unless `expandable` is present.
      expandable={{}}
      title={(rows) => `Conference budget, ${rows.length} items`}
      footer={(rows) => {
        const over = rows.filter((row) => row.spent > row.budget).length;
        return over ? `${over} item(s) over budget` : 'Everything is within budget';
      }}
      summary={(rows) => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              Total
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {sum(rows, 'budget')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {sum(rows, 'spent')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              Remaining
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={2} align="right">
              {sum(rows, 'budget') - sum(rows, 'spent')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
