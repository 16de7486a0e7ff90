/**
 * title: Semantic class names and styles
 * description: '`classNames` and `styles` reach the parts of the table by name: `section`, `title`, `footer` and `content` on the table, and `wrapper`, `row` and `cell` under `header` and `body`; pick a slot to mark it with a class, while `styles` sets a few inline styles on others.'
 * keywords: [classNames, styles, semantic, slot, title, footer, section, content, header, body, wrapper, row, cell, 语义化, 类名, 样式]
 * lines: [1.x]
 * zh-CN:
 *   title: 语义化类名与样式
 *   description: '`classNames` 和 `styles` 按名字找到表格的各个部位：表格上的 `section`、`title`、`footer`、`content`，以及 `header` 和 `body` 下的 `wrapper`、`row`、`cell`；选一个部位给它挂上标记类名，`styles` 则给另几个部位写上行内样式。'
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, TableProps } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import './style.css';

interface Expense {
  key: string;
  item: string;
  team: string;
  amount: number;
}

const data: Expense[] = [
  { key: '1', item: 'Laptops', team: 'Design', amount: 4200 },
  { key: '2', item: 'Conference', team: 'Sales', amount: 1800 },
  { key: '3', item: 'Licences', team: 'Engineering', amount: 960 },
  { key: '4', item: 'Coffee', team: 'Everyone', amount: 240 },
];

const columns: ColumnsType<Expense> = [
  { title: 'Item', dataIndex: 'item', key: 'item' },
  { title: 'Team', dataIndex: 'team', key: 'team' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => `$${amount}` },
];

const mark = 'semantic-class-names-mark';

// Each slot and the `classNames` that marks it.
const slots: Record<string, TableProps<Expense>['classNames']> = {
  section: { section: mark },
  title: { title: mark },
  footer: { footer: mark },
  content: { content: mark },
  'header.wrapper': { header: { wrapper: mark } },
  'header.row': { header: { row: mark } },
  'header.cell': { header: { cell: mark } },
  'body.wrapper': { body: { wrapper: mark } },
  'body.row': { body: { row: mark } },
  'body.cell': { body: { cell: mark } },
};

// Inline styles on some slots, whichever slot carries the mark.
const styles: TableProps<Expense>['styles'] = {
  title: { fontWeight: 600 },
  footer: { fontStyle: 'italic' },
  header: { cell: { textTransform: 'uppercase', letterSpacing: '0.04em' } },
  body: { cell: { fontVariantNumeric: 'tabular-nums' } },
};

export default function App() {
  const [slot, setSlot] = useState('header.cell');
  const [fixedHeader, setFixedHeader] = useState(false);

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginBottom: 12 }}>
        <label>
          Marked slot{' '}
          <select value={slot} onChange={(e) => setSlot(e.target.value)}>
            {Object.keys(slots).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={fixedHeader} onChange={(e) => setFixedHeader(e.target.checked)} /> Fixed header (scroll.y)
        </label>
      </div>
      <Table<Expense>
        columns={columns}
        data={data}
        // 1.12.0 still takes `title` for one of the old top-level expand props and warns unless `expandable` is given.
        expandable={{}}
        title={() => 'Expenses in May'}
        footer={(rows) => `${rows.length} expenses, $${rows.reduce((sum, row) => sum + row.amount, 0)} in all`}
        classNames={slots[slot]}
        styles={styles}
        // With scroll.y the header and the body sit in boxes of their own, and there is no content box to mark.
        scroll={fixedHeader ? { y: 160 } : undefined}
      />
    </>
  );
}
