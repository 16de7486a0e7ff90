/**
 * title: Cells merged from render (problem)
 * description: '''The Team cells span their rows through `render` returning `{ children, props: { rowSpan } }`. The cells merge, but a cell merged this way never takes the row hover highlight, so pointing at Lin leaves Design white beside a highlighted row.'''
 * keywords: [render props, colSpan, rowSpan, merge cells, onCell, deprecated, hover, 合并单元格, 行合并, 列合并, 悬停高亮]
 * zh-CN:
 *   title: 在 render 里合并单元格（问题）
 *   description: '''Team 列用 `render` 返回 `{ children, props: { rowSpan } }` 来合并行：单元格合并了，但这样合并的单元格从不带行悬停高亮，鼠标移到 Lin 这一行时，Design 那一格仍是白色。'''
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
  {
    title: 'Team',
    dataIndex: 'team',
    key: 'team',
    width: 140,
    render: (team: string, _, index) => ({ children: team, props: { rowSpan: teamRowSpans[index] } }),
  },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120 },
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
];

export default function RenderVsOncellProblem() {
  return <Table<Member> columns={columns} data={data} />;
}
