/**
 * title: Column and row spans
 * description: A column's `onCell` returns `colSpan` and `rowSpan` to merge body cells, including a note row whose single cell spans every column, and the column's own `colSpan` widens its header cell over its neighbour.
 * keywords: [colSpan, rowSpan, onCell, merge cells, span, full row, 合并单元格, 跨列, 跨行, 整行]
 * zh-CN:
 *   title: 合并单元格
 *   description: 列的 `onCell` 返回 `colSpan` 和 `rowSpan` 来合并表体单元格，最后的备注行只用一个单元格横跨所有列；列自身的 `colSpan` 则让表头单元格盖住相邻的一列。
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

/** A row that is one sentence across the whole table. */
interface Note {
  key: string;
  note: string;
}

type Row = Contact | Note;

const isNote = (row: Row): row is Note => 'note' in row;

const data: Row[] = [
  { key: '1', team: 'Design', name: 'Ada', age: 32, home: '0571-2209 8811', mobile: '138 0000 1111', office: 'Hangzhou' },
  { key: '2', team: 'Design', name: 'Lin', age: 28, home: '0571-2209 8812', mobile: '138 0000 2222', office: 'Hangzhou' },
  { key: '3', team: 'Engineering', name: 'Sam', age: 41, home: '021-6677 1203', mobile: '139 1111 3333', office: 'Shanghai' },
  { key: '4', team: 'Engineering', name: 'Kai', age: 25, office: 'Shanghai' },
  { key: '5', team: 'Engineering', name: 'Noor', age: 36, home: '021-6677 1290', mobile: '139 1111 5555', office: 'Shanghai' },
  { key: '6', team: 'Support', name: 'Eve', age: 30, home: '010-8855 4400', mobile: '137 2222 6666', office: 'Beijing' },
  { key: 'note', note: 'Directory checked on 3 June 2024. Report changes to the office manager.' },
];

// The first row of each team spans the whole group; the rows below it get rowSpan 0 and render no cell.
const teamOf = (row: Row | undefined) => (row && !isNote(row) ? row.team : undefined);
const teamRowSpans = data.map((row, index) => {
  const team = teamOf(row);
  if (team === undefined) return 1;
  if (index > 0 && teamOf(data[index - 1]) === team) return 0;
  let span = 1;
  while (teamOf(data[index + span]) === team) span += 1;
  return span;
});

const hasPhone = (record: Row) => !isNote(record) && Boolean(record.home || record.mobile);

// Every column after the first hides its cell in a note row, which the first column's cell spans.
const hiddenInNote = (record: Row) => (isNote(record) ? { colSpan: 0 } : {});

const columns: ColumnsType<Row> = [
  {
    title: 'Team',
    dataIndex: 'team',
    key: 'team',
    width: 120,
    render: (team: string | undefined, record) => (isNote(record) ? record.note : team),
    // Called while rendering, when `columns` is complete.
    onCell: (record, index = 0) => (isNote(record) ? { colSpan: columns.length } : { rowSpan: teamRowSpans[index] }),
  },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 100, onCell: hiddenInNote },
  { title: 'Age', dataIndex: 'age', key: 'age', width: 70, onCell: hiddenInNote },
  {
    // The header of this column covers the "Mobile" column too.
    title: 'Phone',
    colSpan: 2,
    dataIndex: 'home',
    key: 'home',
    render: (home: string | undefined, record) => (hasPhone(record) ? home : 'No phone number on file'),
    onCell: (record) => (isNote(record) ? { colSpan: 0 } : { colSpan: hasPhone(record) ? 1 : 2 }),
  },
  {
    title: 'Mobile',
    colSpan: 0,
    dataIndex: 'mobile',
    key: 'mobile',
    onCell: (record) => ({ colSpan: hasPhone(record) ? 1 : 0 }),
  },
  { title: 'Office', dataIndex: 'office', key: 'office', width: 120, onCell: hiddenInNote },
];

export default function App() {
  return <Table<Row> columns={columns} data={data} />;
}
