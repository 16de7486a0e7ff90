/**
 * title: Fixed columns not pinned (problem)
 * description: 'The table is made wide with `style.minWidth` and scrolled by an outer `overflow-x: auto` box instead of `scroll.x`; rc-table then never measures its columns, so both `fixed` columns stick at offset 0 and the second slides over the first.'
 * keywords: [fixed columns, pinned column, scroll.x, overflow-x, sticky, 固定列, 固定列不生效]
 * zh-CN:
 *   title: 固定列没有固定住（问题）
 *   description: '表格用 `style.minWidth` 撑宽，靠外层 `overflow-x: auto` 的盒子滚动，没有用 `scroll.x`；rc-table 于是不测量列宽，两列 `fixed` 都粘在偏移 0 处，第二列滑过去盖住第一列。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Employee {
  key: string;
  name: string;
  team: string;
  email: string;
  phone: string;
  office: string;
  manager: string;
}

const columns: ColumnsType<Employee> = [
  { title: 'ID', dataIndex: 'key', key: 'key', width: 80, fixed: 'left' },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 140, fixed: 'left' },
  { title: 'Team', dataIndex: 'team', key: 'team', width: 140 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 220 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 160 },
  { title: 'Office', dataIndex: 'office', key: 'office', width: 140 },
  { title: 'Manager', dataIndex: 'manager', key: 'manager', width: 140 },
];

const data: Employee[] = [
  {
    key: 'E-101',
    name: 'Ada Lovelace',
    team: 'Platform',
    email: 'ada@example.com',
    phone: '+44 20 7946 0101',
    office: 'London',
    manager: 'Grace Hopper',
  },
  {
    key: 'E-102',
    name: 'Lin Wei',
    team: 'Payments',
    email: 'lin.wei@example.com',
    phone: '+86 21 5555 0102',
    office: 'Shanghai',
    manager: 'Ada Lovelace',
  },
  {
    key: 'E-103',
    name: 'Sam Okafor',
    team: 'Search',
    email: 'sam@example.com',
    phone: '+234 1 555 0103',
    office: 'Lagos',
    manager: 'Lin Wei',
  },
];

export default function FixedColumnsNotPinnedProblem() {
  // The box scrolls, not the table: the table itself has no `scroll.x`.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<Employee> columns={columns} data={data} style={{ minWidth: 1020 }} />
    </div>
  );
}
