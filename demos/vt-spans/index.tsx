/**
 * title: 'VirtualTable compared: spans, grouped header'
 * description: 'The same columns, two of them grouped under a header with `children`, and the same `onCell` spans (a `rowSpan` of 3 or 2 down the first column, a `colSpan` of 2 across the session times) in a `Table` and a `VirtualTable` with the same props: each merged cell should cover the cells it merges, and each group header its columns.'
 * keywords: [VirtualTable, virtual, colSpan, rowSpan, onCell, merge cells, grouped header, children, compatibility, 虚拟滚动, 合并单元格, 表头分组, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：合并单元格与表头分组'
 *   description: '同一组列（其中两组用 `children` 归到分组表头下）和同样的 `onCell` 合并（第一列向下合并 3 行或 2 行，会场时间横向合并 2 列），分别交给 `Table` 和 `VirtualTable`，其余属性相同：每个合并后的单元格都应盖住它合并的那些单元格，每个分组表头都应盖住它下面的列。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Talk {
  key: number;
  /** The block of talks this row belongs to: blocks of three and two rows take turns. */
  block: string;
  /** The first row of a block spans the block's rows; the others 0. */
  blockSpan: number;
  start: string;
  end: string;
  /** Every fifth talk has no fixed time: its start cell spans the end column too. */
  open: boolean;
  title: string;
  speaker: string;
  room: string;
  seats: number;
}

const topics = ['Query plans', 'Sticky headers', 'Row virtualisation', 'Accessible tables', 'Column resizing', 'Tree data'];
const speakers = ['Amara Okafor', 'Lucas Meyer', 'Mei Tanaka', 'Sofia Ruiz', 'Omar Haddad', 'Nora Lind'];
const rooms = ['Hall A', 'Hall B', 'Room 101', 'Room 102'];

const time = (minutes: number) => `${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// 45 talks in 18 blocks: rows 1–3 are block 1, rows 4–5 block 2, rows 6–8 block 3, and so on.
const data: Talk[] = Array.from({ length: 45 }, (_, i) => {
  const pair = Math.floor(i / 5);
  const inPair = i % 5;
  const second = inPair >= 3;
  return {
    key: i + 1,
    block: `Block ${pair * 2 + (second ? 2 : 1)}`,
    blockSpan: inPair === 0 ? 3 : inPair === 3 ? 2 : 0,
    start: time((i % 8) * 30),
    end: time((i % 8) * 30 + 25),
    open: inPair === 4,
    title: `Talk ${i + 1}: ${topics[i % topics.length]}`,
    speaker: speakers[i % speakers.length],
    room: rooms[i % rooms.length],
    seats: 40 + ((i * 7) % 60),
  };
});

const columns: ColumnsType<Talk> = [
  { title: 'Block', dataIndex: 'block', key: 'block', width: 110, onCell: (record) => ({ rowSpan: record.blockSpan }) },
  {
    title: 'Session',
    key: 'session',
    children: [
      {
        title: 'Start',
        dataIndex: 'start',
        key: 'start',
        width: 90,
        render: (start: string, record) => (record.open ? 'Open floor' : start),
        onCell: (record) => ({ colSpan: record.open ? 2 : 1 }),
      },
      { title: 'End', dataIndex: 'end', key: 'end', width: 90, onCell: (record) => ({ colSpan: record.open ? 0 : 1 }) },
    ],
  },
  {
    title: 'Talk',
    key: 'talk',
    children: [
      { title: 'Title', dataIndex: 'title', key: 'title', width: 260 },
      { title: 'Speaker', dataIndex: 'speaker', key: 'speaker', width: 170 },
    ],
  },
  { title: 'Room', dataIndex: 'room', key: 'room', width: 140 },
  { title: 'Seats', dataIndex: 'seats', key: 'seats', width: 140 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Talk> = { columns, data, scroll: { x: 1000, y: 190 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Talk> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Talk> {...props} />
      </figure>
    </div>
  );
}
