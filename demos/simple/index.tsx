/**
 * title: Simple table
 * description: Columns and data in their plainest form, plus a `render` function that reads state from outside the table.
 * keywords: [basic, columns, data, render, 基础, 列, 渲染]
 * zh-CN:
 *   title: 基础表格
 *   description: 最基础的列与数据，以及一个读取表格外部状态的 `render` 函数。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Member {
  key: string;
  name: string;
  role: string;
  city: string;
}

const data: Member[] = [
  { key: '1', name: 'Ada', role: 'Engineer', city: 'London' },
  { key: '2', name: 'Lin', role: 'Designer', city: 'Hangzhou' },
  { key: '3', name: 'Sam', role: 'Writer', city: 'Toronto' },
];

export default function App() {
  const [visits, setVisits] = useState(0);

  const columns: ColumnsType<Member> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 160 },
    { title: 'Role', dataIndex: 'role', key: 'role', width: 160 },
    { title: 'City', dataIndex: 'city', key: 'city' },
    {
      title: 'Visits',
      key: 'visits',
      // render reads component state, so every cell updates when the button is clicked.
      render: (_, record) => `${record.name}: ${visits}`,
    },
  ];

  return (
    <>
      <button type="button" onClick={() => setVisits((n) => n + 1)}>
        Add a visit ({visits})
      </button>
      <Table<Member> columns={columns} data={data} style={{ marginTop: 12 }} />
    </>
  );
}
