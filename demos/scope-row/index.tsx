/**
 * title: Row scope
 * description: With `rowScope` a column renders `<th>` row headers, and `rowgroup` combined with an `onCell` row span names a whole block of rows; a header `colSpan` puts one "Venue" heading over two columns.
 * keywords: [rowScope, scope, row, rowgroup, rowSpan, colSpan, onCell, row headers, accessibility, 行表头, 行分组, 合并单元格, 表头合并, 无障碍]
 * zh-CN:
 *   title: 行表头范围
 *   description: 设置了 `rowScope` 的列渲染为 `<th>` 行表头，`rowgroup` 配合 `onCell` 的 `rowSpan` 为一整组行命名；表头的 `colSpan` 让一个“Venue”标题覆盖两列。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Session {
  key: string;
  day: string;
  time: string;
  talk: string;
  building: string;
  room: string;
  // How many rows the day cell spans: the count on a day's first row, 0 on the rows it covers.
  daySpan: number;
}

const schedule: Record<string, Array<Omit<Session, 'key' | 'day' | 'daySpan'>>> = {
  Monday: [
    { time: '09:00', talk: 'Opening keynote', building: 'Main building', room: 'Hall A' },
    { time: '10:30', talk: 'Accessible tables', building: 'East wing', room: 'Room 2' },
    { time: '14:00', talk: 'Virtual scrolling', building: 'East wing', room: 'Room 1' },
  ],
  Tuesday: [
    { time: '09:30', talk: 'Design systems', building: 'Main building', room: 'Hall A' },
    { time: '11:00', talk: 'Closing panel', building: 'Main building', room: 'Hall A' },
  ],
};

const data: Session[] = Object.entries(schedule).flatMap(([day, sessions]) =>
  sessions.map((session, i) => ({ ...session, key: `${day}-${session.time}`, day, daySpan: i === 0 ? sessions.length : 0 })),
);

const columns: ColumnsType<Session> = [
  {
    title: 'Day',
    dataIndex: 'day',
    key: 'day',
    width: 120,
    // One <th scope="rowgroup"> covers all of the day's rows.
    rowScope: 'rowgroup',
    onCell: (record) => ({ rowSpan: record.daySpan }),
  },
  { title: 'Time', dataIndex: 'time', key: 'time', width: 100, rowScope: 'row' },
  { title: 'Talk', dataIndex: 'talk', key: 'talk' },
  // One "Venue" header cell over both columns; the covered column's header renders no cell.
  { title: 'Venue', dataIndex: 'building', key: 'building', width: 140, colSpan: 2 },
  { title: 'Room', dataIndex: 'room', key: 'room', width: 100, colSpan: 0 },
];

export default function App() {
  return <Table<Session> columns={columns} data={data} caption="Conference schedule" />;
}
