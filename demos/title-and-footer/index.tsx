/**
 * title: Title, footer and summary
 * description: The `title` and `footer` render functions receive the current rows and draw panels above and below the table, while `summary` adds totals inside it, either as `Table.Summary` cells or as raw `<tr>` rows; a toggle fixes the first column to show which summary cells stay with it.
 * keywords: [title, footer, summary, Table.Summary, tr, totals, fixed, 标题, 页脚, 总结栏, 合计, 固定列]
 * zh-CN:
 *   title: 标题与页脚
 *   description: '`title` 和 `footer` 渲染函数接收当前的行，在表格上方和下方渲染面板；`summary` 在表格内部加上合计，可以用 `Table.Summary` 的单元格，也可以直接写 `<tr>` 行；一个开关固定第一列，可以看出哪些总结栏单元格随它固定。'
 */
import { useState } from 'react';
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

const data: Expense[] = [
  { key: '1', item: 'Venue', category: 'Event', budget: 2000, spent: 1850 },
  { key: '2', item: 'Catering', category: 'Event', budget: 1200, spent: 1320 },
  { key: '3', item: 'Posters', category: 'Marketing', budget: 300, spent: 180 },
];

const sum = (rows: readonly Expense[], field: 'budget' | 'spent') => rows.reduce((total, row) => total + row[field], 0);

function useColumns(pinItem: boolean): ColumnsType<Expense> {
  return [
    { title: 'Item', dataIndex: 'item', key: 'item', width: 160, fixed: pinItem ? 'left' : undefined },
    { title: 'Category', dataIndex: 'category', key: 'category', width: 140 },
    { title: 'Budget', dataIndex: 'budget', key: 'budget', width: 110, align: 'right' },
    { title: 'Spent', dataIndex: 'spent', key: 'spent', width: 110, align: 'right' },
  ];
}

// rc-table's own cell class, so the raw cells get the padding and background of the cells it renders.
const rawCell = 'rc-table-cell';

export default function App() {
  const [pinItem, setPinItem] = useState(false);
  const columns = useColumns(pinItem);
  // Wider than the page once the first column is pinned, so there is something to scroll past it.
  const scroll = pinItem ? { x: 1200 } : undefined;

  return (
    <>
      <label>
        <input type="checkbox" checked={pinItem} onChange={(e) => setPinItem(e.target.checked)} /> Pin the Item column
      </label>
      <h2>Table.Summary</h2>
      <Table<Expense>
        columns={columns}
        data={data}
        scroll={scroll}
        // rc-table mistakes `title` for a legacy expand prop and warns unless `expandable` is present.
        expandable={{}}
        title={(rows) => `Conference budget, ${rows.length} items`}
        footer={(rows) => {
          const over = rows.filter((row) => row.spent > row.budget).length;
          return over ? `${over} item(s) over budget` : 'Everything is within budget';
        }}
        summary={(rows) => (
          <Table.Summary>
            {/* The label keeps to the first column: a cell spanning it and the next would be pinned whole on 7.x,
                covering the sums scrolling under it, and not at all on 1.x, which pins a cell only when both ends are
                fixed to one side. */}
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={1} />
              <Table.Summary.Cell index={2} align="right">
                {sum(rows, 'budget')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {sum(rows, 'spent')}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Remaining</Table.Summary.Cell>
              <Table.Summary.Cell index={1} />
              <Table.Summary.Cell index={2} colSpan={2} align="right">
                {sum(rows, 'budget') - sum(rows, 'spent')}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
      <h2>Raw &lt;tr&gt; rows</h2>
      <Table<Expense>
        columns={columns}
        data={data}
        scroll={scroll}
        // Plain rows go into <tfoot> as they are: no column index, so nothing about them is pinned.
        summary={(rows) => (
          <>
            <tr>
              <th className={rawCell} scope="row">
                Total
              </th>
              <td className={rawCell}>{new Set(rows.map((row) => row.category)).size} categories</td>
              <td className={rawCell} style={{ textAlign: 'right' }}>
                {sum(rows, 'budget')}
              </td>
              <td className={rawCell} style={{ textAlign: 'right' }}>
                {sum(rows, 'spent')}
              </td>
            </tr>
            <tr>
              <th className={rawCell} scope="row">
                Average
              </th>
              <td className={rawCell} />
              <td className={rawCell} style={{ textAlign: 'right' }}>
                {Math.round(sum(rows, 'budget') / rows.length)}
              </td>
              <td className={rawCell} style={{ textAlign: 'right' }}>
                {Math.round(sum(rows, 'spent') / rows.length)}
              </td>
            </tr>
          </>
        )}
      />
    </>
  );
}
