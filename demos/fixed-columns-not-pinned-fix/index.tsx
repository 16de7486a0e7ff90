/**
 * title: Fixed columns not pinned (fix)
 * description: 'The same columns with `scroll={{ x: ''max-content'' }}` and no outer box: the table scrolls itself, measures its columns, and pins the second `fixed` column right after the first.'
 * keywords: [fixed columns, pinned column, scroll.x, max-content, sticky, 固定列, 横向滚动]
 * zh-CN:
 *   title: 固定列没有固定住（修正）
 *   description: '同样的列改用 `scroll={{ x: ''max-content'' }}`，去掉外层盒子：表格自己横向滚动、测量列宽，第二列 `fixed` 紧跟在第一列后面固定住。'
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

export default function FixedColumnsNotPinnedFix() {
  // The table scrolls itself: with `scroll.x` it measures its columns and offsets each fixed one.
  return <Table<Employee> columns={columns} data={data} scroll={{ x: 'max-content' }} />;
}
