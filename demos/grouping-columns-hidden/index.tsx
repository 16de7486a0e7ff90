/**
 * title: Hidden columns inside groups
 * description: Setting `hidden` on leaf columns inside header groups removes them and shrinks each group's `colSpan` to the columns that are left.
 * keywords: [hidden, children, column group, grouped header, 隐藏列, 表头分组]
 * zh-CN:
 *   title: 分组中的隐藏列
 *   description: 给表头分组内的叶子列设置 `hidden`，这些列被移除，各分组的 `colSpan` 随之缩小到剩下的列数。
 */
import { useState } from 'react';
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
}

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
  },
];

export default function App() {
  const [showDetails, setShowDetails] = useState(false);
  const hidden = !showDetails;

  // Each group keeps at least one visible leaf, so no group is left without columns.
  const columns: ColumnsType<Employee> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 110 },
    {
      title: 'Personal',
      key: 'personal',
      children: [
        { title: 'Age', dataIndex: 'age', key: 'age', width: 60, hidden },
        {
          title: 'Home address',
          key: 'address',
          children: [
            { title: 'Street', dataIndex: 'street', key: 'street', width: 160 },
            {
              title: 'Residence',
              key: 'residence',
              children: [
                { title: 'Building', dataIndex: 'building', key: 'building', width: 90 },
                { title: 'Unit', dataIndex: 'unit', key: 'unit', width: 70, hidden },
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
        { title: 'Name', dataIndex: 'companyName', key: 'companyName', width: 160 },
        { title: 'City', dataIndex: 'companyCity', key: 'companyCity', width: 100, hidden },
      ],
    },
  ];

  return (
    <>
      <label>
        <input type="checkbox" checked={showDetails} onChange={(e) => setShowDetails(e.target.checked)} /> Show age, unit and company city
      </label>
      <Table<Employee> columns={columns} data={data} style={{ marginTop: 12 }} />
    </>
  );
}
