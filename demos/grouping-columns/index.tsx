/**
 * title: Grouped columns
 * description: A column with `children` becomes a header group; groups can nest, here four levels deep, and rc-table works out every header cell's `colSpan` and `rowSpan`.
 * keywords: [children, column group, grouped header, multi-level header, 表头分组]
 * zh-CN:
 *   title: 表头分组
 *   description: 带 `children` 的列成为一个表头分组；分组可以嵌套，这里共有四层，每个表头单元格的 `colSpan` 和 `rowSpan` 由 rc-table 自动算出。
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Employee {
  key: string;
  name: string;
  age: number;
  street: string;
  building: string;
  unit: string;
  companyName: string;
  companyCity: string;
  gender: 'F' | 'M';
}

const columns: ColumnsType<Employee> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 110 },
  {
    title: 'Personal',
    key: 'personal',
    children: [
      { title: 'Age', dataIndex: 'age', key: 'age', width: 60 },
      {
        title: 'Home address',
        key: 'address',
        children: [
          { title: 'Street', dataIndex: 'street', key: 'street', width: 140 },
          {
            title: 'Residence',
            key: 'residence',
            children: [
              { title: 'Building', dataIndex: 'building', key: 'building', width: 90 },
              { title: 'Unit', dataIndex: 'unit', key: 'unit', width: 70 },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Company',
    key: 'company',
    children: [
      { title: 'Name', dataIndex: 'companyName', key: 'companyName', width: 140 },
      { title: 'City', dataIndex: 'companyCity', key: 'companyCity', width: 100 },
    ],
  },
  // A leaf next to the groups spans every header row.
  { title: 'Gender', dataIndex: 'gender', key: 'gender', width: 70 },
];

const data: Employee[] = [
  {
    key: '1',
    name: 'Wang Fang',
    age: 34,
    street: '12 West Lake Road',
    building: 'B2',
    unit: '1801',
    companyName: 'Cloud Lantern Ltd',
    companyCity: 'Hangzhou',
    gender: 'F',
  },
  {
    key: '2',
    name: 'Li Wei',
    age: 29,
    street: '88 Century Avenue',
    building: 'C1',
    unit: '0604',
    companyName: 'Harbour Logistics',
    companyCity: 'Shanghai',
    gender: 'M',
  },
  {
    key: '3',
    name: 'Zhang Min',
    age: 41,
    street: '5 Garden Lane',
    building: 'A7',
    unit: '0302',
    companyName: 'Northern Rail Works',
    companyCity: 'Beijing',
    gender: 'F',
  },
];

export default function App() {
  return <Table<Employee> columns={columns} data={data} />;
}
