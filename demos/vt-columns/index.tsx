/**
 * title: 'VirtualTable compared: hidden, ellipsis, unsized'
 * description: 'The same columns in a `Table` and a `VirtualTable` with the same props: one is switched off with `hidden: true`, the summary is cut with `ellipsis: true`, and "Reporter" and "Component" have no `width`, so a plain table measures them from its rows; the header should line up with the body in both.'
 * keywords: [VirtualTable, virtual, hidden, ellipsis, width, measure row, column width, compatibility, 虚拟滚动, 隐藏列, 省略, 列宽, 测量行, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：隐藏列、省略号与不写宽度的列'
 *   description: '同一组列分别交给 `Table` 和 `VirtualTable`，其余属性相同：一列用 `hidden: true` 关掉，摘要列用 `ellipsis: true` 截断，“Reporter”和“Component”两列不写 `width`，普通表格会按行内容测出它们的宽度；两张表的表头都应与表体对齐。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Ticket {
  key: number;
  id: string;
  note: string;
  summary: string;
  reporter: string;
  component: string;
  status: string;
  updated: string;
}

const summaries = [
  'Export to CSV drops the last column when the header is fixed and the table scrolls sideways',
  'Keyboard focus is lost after a row is expanded and the page re-renders the body',
  'Sorting by date puts empty values first in one browser and last in the other',
  'The summary row shows the totals of the previous page after the filter changes',
];
const reporters = ['Amara Okafor', 'Lucas Meyer', 'Mei Tanaka', 'Sofia Ruiz', 'Omar Haddad'];
const components = ['Header', 'Body', 'Pagination', 'Filters', 'Export'];
const statuses = ['Open', 'In review', 'Closed'];

const data: Ticket[] = Array.from({ length: 40 }, (_, i) => ({
  key: i + 1,
  id: `T-${String(i + 1).padStart(3, '0')}`,
  note: `Hidden note ${i + 1}`,
  summary: summaries[i % summaries.length],
  reporter: reporters[i % reporters.length],
  component: components[(i * 2) % components.length],
  status: statuses[i % statuses.length],
  updated: `2024-05-${String((i % 28) + 1).padStart(2, '0')}`,
}));

const columns: ColumnsType<Ticket> = [
  { title: 'Ticket', dataIndex: 'id', key: 'id', width: 100 },
  // Switched off: neither its header nor its cells should show.
  { title: 'Internal note', dataIndex: 'note', key: 'note', width: 160, hidden: true },
  { title: 'Summary', dataIndex: 'summary', key: 'summary', width: 220, ellipsis: true },
  // No width: a plain table shares the rest of `scroll.x` between these two.
  { title: 'Reporter', dataIndex: 'reporter', key: 'reporter' },
  { title: 'Component', dataIndex: 'component', key: 'component' },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120 },
  { title: 'Updated', dataIndex: 'updated', key: 'updated', width: 140 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Ticket> = { columns, data, scroll: { x: 1000, y: 190 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Ticket> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Ticket> {...props} />
      </figure>
    </div>
  );
}
