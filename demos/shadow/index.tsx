/**
 * title: Fixed column shadows
 * description: When content scrolls under `fixed` columns, the table sets class names that draw a shadow on the edge of the fixed area; here with grouped headers whose groups and leaves are fixed, and a second table whose column groups are fixed to both sides.
 * keywords: [shadow, fixed, ping, shadow-show, grouped header, column group, children, ellipsis, 阴影, 固定列, 表头分组]
 * zh-CN:
 *   title: 固定列阴影
 *   description: 内容滚动到 `fixed` 固定列下方时，表格切换类名，在固定区域的边缘画出阴影；第一个表格的表头分组中既有固定的分组也有固定的叶子列，第二个表格则在左右两侧各固定了一个分组。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Person {
  key: string;
  name: string;
  age: number;
  gender: 'Female' | 'Male';
  street: string;
  building: string;
  door: number;
  companyName: string;
  companyAddress: string;
}

const data: Person[] = Array.from({ length: 40 }, (_, i) => ({
  key: String(i + 1),
  name: `Person ${i + 1}`,
  age: 20 + (i % 30),
  gender: i % 2 ? 'Male' : 'Female',
  street: `${100 + i} Lakeside Avenue, North District`,
  building: `Block ${(i % 6) + 1}`,
  door: 2000 + i,
  companyName: `Company ${String.fromCharCode(65 + (i % 26))}`,
  companyAddress: `Suite ${i + 10}, ${i % 2 ? 'Harbour' : 'Station'} Road, Business Park`,
}));

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'left' },
  {
    title: 'Personal',
    key: 'personal',
    // A fixed group pins every leaf inside it.
    fixed: 'left',
    children: [
      { title: 'Age', dataIndex: 'age', key: 'age', width: 80 },
      { title: 'Gender', dataIndex: 'gender', key: 'gender', width: 90 },
    ],
  },
  {
    title: 'Address',
    key: 'address',
    children: [
      { title: 'Street', dataIndex: 'street', key: 'street', width: 200, ellipsis: true },
      {
        title: 'Block',
        key: 'block',
        children: [
          { title: 'Building', dataIndex: 'building', key: 'building', width: 110 },
          { title: 'Door No.', dataIndex: 'door', key: 'door', width: 110 },
        ],
      },
    ],
  },
  {
    title: 'Company',
    key: 'company',
    children: [
      { title: 'Address', dataIndex: 'companyAddress', key: 'companyAddress', width: 220, ellipsis: true },
      { title: 'Name', dataIndex: 'companyName', key: 'companyName', width: 160 },
    ],
  },
  { title: 'Contact', key: 'contact', width: 120, fixed: 'right', render: () => <a href="#shadow">Email</a> },
];

interface Shift {
  key: string;
  name: string;
  role: string;
  day: string;
  notes: string;
  planned: number;
  worked: number;
}

const shifts: Shift[] = [
  {
    key: 'mon',
    name: 'Rosa',
    role: 'Barista',
    day: 'Monday',
    notes: 'Opens the café and takes the early delivery of milk and pastries.',
    planned: 8,
    worked: 8.5,
  },
  { key: 'tue', name: 'Tomás', role: 'Cook', day: 'Tuesday', notes: 'Covers the lunch rush; leaves early for a dentist appointment.', planned: 6, worked: 5.5 },
  { key: 'wed', name: 'Mei', role: 'Cashier', day: 'Wednesday', notes: 'Counts the till at closing and locks up the back door.', planned: 7, worked: 7 },
];

// A `fixed` group pins all its leaves; the group header itself then carries the shadow at the pinned edge.
const shiftColumns: ColumnsType<Shift> = [
  {
    title: 'Staff',
    key: 'staff',
    fixed: 'left',
    children: [
      { title: 'Name', dataIndex: 'name', key: 'name', width: 100 },
      { title: 'Role', dataIndex: 'role', key: 'role', width: 100 },
    ],
  },
  { title: 'Day', dataIndex: 'day', key: 'day', width: 120 },
  { title: 'Notes', dataIndex: 'notes', key: 'notes', width: 420 },
  {
    title: 'Hours',
    key: 'hours',
    fixed: 'right',
    children: [
      { title: 'Planned', dataIndex: 'planned', key: 'planned', width: 90 },
      { title: 'Worked', dataIndex: 'worked', key: 'worked', width: 90 },
    ],
  },
];

export default function App() {
  return (
    <>
      <h2>Grouped header with pinned leaves</h2>
      <Table<Person> className="shadow-table" columns={columns} data={data} scroll={{ x: 1300, y: 320 }} />
      <h2>Column groups pinned to both sides</h2>
      <Table<Shift> className="shadow-table" columns={shiftColumns} data={shifts} scroll={{ x: 1200 }} />
    </>
  );
}
