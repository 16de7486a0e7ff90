/**
 * title: Scrolling on both axes
 * description: Setting both `scroll.x` and `scroll.y` gives a wide, tall table one scroll area whose header follows it sideways; it also lays out again after being hidden with display none.
 * keywords: [scroll, horizontal, vertical, fixed header, display none, 双向滚动, 横向滚动, 纵向滚动]
 * zh-CN:
 *   title: 双向滚动
 *   description: 同时设置 `scroll.x` 和 `scroll.y`，又宽又长的表格共用一个滚动区域，表头随之横向滚动；用 display none 隐藏后再显示，表格也会重新布局。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Reading {
  key: string;
  station: string;
  hours: number[];
}

const hours = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

const data: Reading[] = Array.from({ length: 20 }, (_, row) => ({
  key: `station-${row + 1}`,
  station: `Station ${row + 1}`,
  hours: hours.map((_, col) => 12 + ((row * 7 + col * 3) % 15)),
}));

const columns: ColumnsType<Reading> = [
  { title: 'Station', dataIndex: 'station', key: 'station', width: 140 },
  ...hours.map((hour, index) => ({
    title: hour,
    key: hour,
    width: 110,
    render: (_: unknown, record: Reading) => `${record.hours[index]} °C`,
  })),
];

export default function App() {
  const [visible, setVisible] = useState(true);

  return (
    <>
      <label>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} /> Show the container
      </label>
      {/* The table stays mounted while hidden, and measures itself again once it is shown. */}
      <div style={{ display: visible ? 'block' : 'none', marginTop: 12 }}>
        <Table<Reading> columns={columns} data={data} scroll={{ x: 1500, y: 300 }} />
      </div>
    </>
  );
}
