/**
 * title: Cells merged with onCell (fix)
 * description: The same merges made by `onCell` returning `rowSpan` and `colSpan`, while `render` returns only the content. The cells merge the same way, and a merged cell lights up with whichever of its rows the pointer is on.
 * keywords: [onCell, colSpan, rowSpan, merge cells, render, hover, 合并单元格, 行合并, 列合并, 悬停高亮]
 * zh-CN:
 *   title: 用 onCell 合并单元格（修正）
 *   description: 同样的合并改由 `onCell` 返回 `rowSpan` 和 `colSpan`，`render` 只返回内容：单元格合并得一模一样，鼠标停在合并范围内的任何一行，合并的单元格都会跟着高亮。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Member {
  key: string;
  team: string;
  name: string;
  home?: string;
  mobile?: string;
}

const data: Member[] = [
  { key: '1', team: 'Design', name: 'Ada', home: '0571-2209 8811', mobile: '138 0000 1111' },
  { key: '2', team: 'Design', name: 'Lin', home: '0571-2209 8812', mobile: '138 0000 2222' },
  { key: '3', team: 'Engineering', name: 'Sam', home: '021-6677 1203', mobile: '139 1111 3333' },
  { key: '4', team: 'Engineering', name: 'Kai' },
  { key: '5', team: 'Engineering', name: 'Noor', home: '021-6677 1290', mobile: '139 1111 5555' },
];

// How many rows each Team cell spans: the first row of a team spans them all, the others 0 (not drawn).
const teamRowSpans = data.map((row, index) => {
  if (index > 0 && data[index - 1].team === row.team) return 0;
  let span = 1;
  while (data[index + span]?.team === row.team) span += 1;
  return span;
});

const hasPhone = (record: Member) => Boolean(record.home || record.mobile);

const columns: ColumnsType<Member> = [
  // onCell gets the record and the row index, and its props go onto the <td>.
  { title: 'Team', dataIndex: 'team', key: 'team', width: 140, onCell: (_, index = 0) => ({ rowSpan: teamRowSpans[index] }) },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120 },
  {
    title: 'Phone',
    colSpan: 2,
    dataIndex: 'home',
    key: 'home',
    onCell: (record) => ({ colSpan: hasPhone(record) ? 1 : 2 }),
    render: (home: string | undefined, record) => (hasPhone(record) ? home : 'No phone number on file'),
  },
  {
    title: 'Mobile',
    colSpan: 0,
    dataIndex: 'mobile',
    key: 'mobile',
    onCell: (record) => ({ colSpan: hasPhone(record) ? 1 : 0 }),
  },
];

export default function RenderVsOncellFix() {
  return <Table<Member> columns={columns} data={data} />;
}
