/**
 * title: 'VirtualTable compared: sticky header'
 * description: 'The same `sticky` table in a `Table` and a `VirtualTable` with the same props: scroll the page past either table and its header stays at the top of the window until the table has gone by.'
 * keywords: [VirtualTable, virtual, sticky, sticky header, compatibility, 虚拟滚动, 粘性表头, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：粘性表头'
 *   description: '同一个 `sticky` 表格分别交给 `Table` 和 `VirtualTable`，其余属性相同：页面滚过任一表格时，表头都停在窗口顶部，直到整个表格滚过去。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Flight {
  key: number;
  flight: string;
  from: string;
  to: string;
  departs: string;
  gate: string;
  status: string;
}

const airports = ['AMS', 'CDG', 'HND', 'JFK', 'SIN', 'SYD'];

const data: Flight[] = Array.from({ length: 40 }, (_, i) => ({
  key: i + 1,
  flight: `RC ${300 + i * 7}`,
  from: airports[i % airports.length],
  to: airports[(i + 3) % airports.length],
  departs: `${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '45' : '10'}`,
  gate: `${String.fromCharCode(65 + (i % 5))}${(i % 12) + 1}`,
  status: i % 4 ? 'On time' : 'Delayed',
}));

const columns: ColumnsType<Flight> = [
  { title: 'Flight', dataIndex: 'flight', key: 'flight', width: 120 },
  { title: 'From', dataIndex: 'from', key: 'from', width: 120 },
  { title: 'To', dataIndex: 'to', key: 'to', width: 120 },
  { title: 'Departs', dataIndex: 'departs', key: 'departs', width: 120 },
  { title: 'Gate', dataIndex: 'gate', key: 'gate', width: 120 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 140 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Flight> = { columns, data, sticky: true, scroll: { x: 740, y: 190 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Flight> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Flight> {...props} />
      </figure>
    </div>
  );
}
