/**
 * title: Column and row spans (legacy render)
 * description: The deprecated way to merge cells, where `render` returns an object with `children` and `props.colSpan` or `props.rowSpan`; prefer `onCell` in new code.
 * keywords: [colSpan, rowSpan, render, legacy, deprecated, 合并单元格, 旧写法, 已废弃]
 * zh-CN:
 *   title: 合并单元格（旧写法）
 *   description: 已废弃的合并单元格写法：`render` 返回带 `children` 和 `props.colSpan` 或 `props.rowSpan` 的对象；新代码请改用 `onCell`。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Contact {
  key: string;
  team: string;
  name: string;
  age: number;
  home?: string;
  mobile?: string;
  office: string;
}

const data: Contact[] = [
  { key: '1', team: 'Design', name: 'Ada', age: 32, home: '0571-2209 8811', mobile: '138 0000 1111', office: 'Hangzhou' },
  { key: '2', team: 'Design', name: 'Lin', age: 28, home: '0571-2209 8812', mobile: '138 0000 2222', office: 'Hangzhou' },
  { key: '3', team: 'Engineering', name: 'Sam', age: 41, home: '021-6677 1203', mobile: '139 1111 3333', office: 'Shanghai' },
  { key: '4', team: 'Engineering', name: 'Kai', age: 25, office: 'Shanghai' },
  { key: '5', team: 'Engineering', name: 'Noor', age: 36, home: '021-6677 1290', mobile: '139 1111 5555', office: 'Shanghai' },
  { key: '6', team: 'Support', name: 'Eve', age: 30, home: '010-8855 4400', mobile: '137 2222 6666', office: 'Beijing' },
];

const teamRowSpans = data.map((row, index) => {
  if (index > 0 && data[index - 1].team === row.team) return 0;
  let span = 1;
  while (data[index + span]?.team === row.team) span += 1;
  return span;
});

const hasPhone = (record: Contact) => Boolean(record.home || record.mobile);

// Returning `{ children, props }` from render still works, but rc-table logs a deprecation warning in development,
// and once one body cell has returned props, every body cell without `shouldCellUpdate` (not only these) calls its
// `render` again each time it re-renders, such as when the pointer moves over its row.
const columns: ColumnsType<Contact> = [
  {
    title: 'Team',
    dataIndex: 'team',
    key: 'team',
    width: 120,
    render: (team: string, _, index) => ({ children: team, props: { rowSpan: teamRowSpans[index] } }),
  },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 100 },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70 },
  {
    title: 'Phone',
    colSpan: 2,
    dataIndex: 'home',
    key: 'home',
    render: (home: string | undefined, record) => (hasPhone(record) ? home : { children: 'No phone number on file', props: { colSpan: 2 } }),
  },
  {
    title: 'Mobile',
    colSpan: 0,
    dataIndex: 'mobile',
    key: 'mobile',
    render: (mobile: string | undefined, record) => (hasPhone(record) ? mobile : { props: { colSpan: 0 } }),
  },
  { title: 'Office', dataIndex: 'office', key: 'office', width: 120 },
];

export default function App() {
  return <Table<Contact> columns={columns} data={data} />;
}
