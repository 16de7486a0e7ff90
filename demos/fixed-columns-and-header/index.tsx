/**
 * title: Fixed columns and header
 * description: Combining `fixed` columns with `scroll.x` and `scroll.y` fixes the header to the top and key columns to both sides; a second table sizes its columns to their content with `'max-content'` as `scroll.x` and sticks its header with `sticky`. Both keep their layout when there is no data.
 * keywords: [fixed, fixed header, sticky, max-content, sticky column, scroll, empty, 固定列, 固定表头, 粘性表头, 空数据]
 * zh-CN:
 *   title: 固定表头和列
 *   description: '`fixed` 列配合 `scroll.x` 和 `scroll.y`，把表头固定在顶部、关键列固定在两侧；第二个表格以 `''max-content''` 作为 `scroll.x` 按内容决定列宽，并用 `sticky` 开启粘性表头。没有数据时两个表格都保持原有布局。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Employee {
  key: string;
  name: string;
  id: string;
  department: string;
  title: string;
  office: string;
  phone: string;
  email: string;
  manager: string;
  started: string;
}

const departments = ['Finance', 'Research', 'Sales', 'Support'];
const offices = ['Berlin', 'Lisbon', 'Osaka', 'Denver'];

const data: Employee[] = Array.from({ length: 20 }, (_, i) => ({
  key: String(i + 1),
  name: `Employee ${i + 1}`,
  id: `E-${1000 + i}`,
  department: departments[i % departments.length],
  title: i % 3 ? 'Specialist' : 'Team lead',
  office: offices[i % offices.length],
  phone: `+1 555 01${String(i).padStart(2, '0')}`,
  email: `employee${i + 1}@example.com`,
  manager: `Employee ${(i % 4) + 1}`,
  started: `20${String(10 + (i % 14))}-0${(i % 9) + 1}-15`,
}));

const columns: ColumnsType<Employee> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 140, fixed: 'left' },
  { title: 'ID', dataIndex: 'id', key: 'id', width: 100, fixed: 'left' },
  { title: 'Department', dataIndex: 'department', key: 'department', width: 140 },
  { title: 'Title', dataIndex: 'title', key: 'title', width: 140 },
  { title: 'Office', dataIndex: 'office', key: 'office', width: 120 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 160 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 240 },
  { title: 'Manager', dataIndex: 'manager', key: 'manager', width: 140 },
  { title: 'Started', dataIndex: 'started', key: 'started', width: 140 },
  {
    title: 'Action',
    key: 'action',
    width: 100,
    fixed: 'right',
    render: () => <a href="#fixed-columns-and-header">Profile</a>,
  },
];

// Without widths, `scroll.x: 'max-content'` lets each column take the width of its longest text.
const contentColumns: ColumnsType<Employee> = columns.map((column) => ({ ...column, width: undefined }));

export default function App() {
  const [empty, setEmpty] = useState(false);
  const rows = empty ? [] : data;

  return (
    <>
      <label>
        <input type="checkbox" checked={empty} onChange={(e) => setEmpty(e.target.checked)} /> No data
      </label>
      <h2>Fixed widths, scroll.y</h2>
      <Table<Employee> columns={columns} data={rows} scroll={{ x: 1500, y: 320 }} emptyText="No employees match" />
      <h2>Widths from content, sticky header</h2>
      <Table<Employee> columns={contentColumns} data={rows} scroll={{ x: 'max-content' }} sticky emptyText="No employees match" />
    </>
  );
}
