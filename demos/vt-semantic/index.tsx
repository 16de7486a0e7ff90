/**
 * title: 'VirtualTable compared: classNames and styles'
 * description: 'The same semantic `classNames` and `styles` (a class on the body''s `wrapper` and `row`, inline styles on `header.cell` and `body.cell`) in a `Table` and a `VirtualTable` with the same props: each slot should show its colour or style in both tables.'
 * keywords: [VirtualTable, virtual, classNames, styles, semantic, slot, wrapper, row, cell, compatibility, 虚拟滚动, 语义化, 类名, 样式, 兼容性]
 * lines: [1.x]
 * zh-CN:
 *   title: 'VirtualTable 对照：classNames 与 styles'
 *   description: '同样的语义化 `classNames` 和 `styles`（表体 `wrapper` 和 `row` 上的类名，`header.cell` 和 `body.cell` 上的行内样式）分别交给 `Table` 和 `VirtualTable`，其余属性相同：每个部位在两个表格里都应显出它的颜色或样式。'
 */
import Table, { VirtualTable } from '@rc-component/table';
import type { ColumnsType, TableProps } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import './style.css';

interface Expense {
  key: number;
  item: string;
  team: string;
  month: string;
  amount: number;
}

const items = ['Laptops', 'Conference', 'Licences', 'Coffee', 'Travel', 'Books', 'Hosting'];
const teams = ['Design', 'Sales', 'Engineering', 'Support'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const data: Expense[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  item: `${items[i % items.length]} #${i + 1}`,
  team: teams[i % teams.length],
  month: months[i % months.length],
  amount: ((i * 251) % 3000) + 40,
}));

const columns: ColumnsType<Expense> = [
  { title: 'Item', dataIndex: 'item', key: 'item', width: 220 },
  { title: 'Team', dataIndex: 'team', key: 'team', width: 160 },
  { title: 'Month', dataIndex: 'month', key: 'month', width: 140 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 180, align: 'right', render: (amount: number) => `$${amount}` },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Expense> = {
  columns,
  data,
  // Classes for the slots the stylesheet colours: the body's wrapper sets the text colour, each body row a tint.
  classNames: { body: { wrapper: 'vt-semantic-body', row: 'vt-semantic-row' } },
  // Inline styles for the cells: small capitals in the header, italics in the body.
  styles: { header: { cell: { textTransform: 'uppercase', letterSpacing: '0.06em' } }, body: { cell: { fontStyle: 'italic' } } },
  scroll: { x: 700, y: 190 },
};

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Expense> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Expense> {...props} />
      </figure>
    </div>
  );
}
