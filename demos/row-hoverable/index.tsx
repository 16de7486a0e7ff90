/**
 * title: Row hover
 * description: Rows highlight under the pointer by default; `rowHoverable` set to false turns the highlight off and skips the hover bookkeeping.
 * keywords: [rowHoverable, hover, highlight, row, 悬停, 行高亮, 鼠标悬浮]
 * zh-CN:
 *   title: 行悬停高亮
 *   description: 默认情况下指针下方的行会高亮；把 `rowHoverable` 设为 false 可以关闭高亮，同时省去维护悬停状态的开销。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Fruit {
  key: string;
  name: string;
  colour: string;
  season: string;
}

const columns: ColumnsType<Fruit> = [
  { title: 'Fruit', dataIndex: 'name', key: 'name' },
  { title: 'Colour', dataIndex: 'colour', key: 'colour' },
  { title: 'Season', dataIndex: 'season', key: 'season' },
];

const data: Fruit[] = [
  { key: 'apple', name: 'Apple', colour: 'Red', season: 'Autumn' },
  { key: 'banana', name: 'Banana', colour: 'Yellow', season: 'All year' },
  { key: 'cherry', name: 'Cherry', colour: 'Dark red', season: 'Summer' },
];

export default function App() {
  const [hoverable, setHoverable] = useState(false);

  return (
    <>
      <label>
        <input type="checkbox" checked={hoverable} onChange={(e) => setHoverable(e.target.checked)} /> Highlight the row under the pointer
      </label>
      <Table<Fruit> columns={columns} data={data} rowHoverable={hoverable} style={{ marginTop: 12 }} />
    </>
  );
}
