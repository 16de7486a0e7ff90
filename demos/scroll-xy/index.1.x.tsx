/**
 * title: Scrolling on both axes
 * description: 'Setting both `scroll.x` and `scroll.y` gives a wide, tall table one scroll area whose header follows it sideways; it also lays out again after being hidden with display none. Station is pinned with `fixed: ''start''` and 22:00 with `fixed: ''end''`; a checkbox pins 06:00 to the start as well, after three columns that scroll, and another turns the table right to left.'
 * keywords: [scroll, horizontal, vertical, fixed header, display none, fixed, start, end, direction, rtl, 双向滚动, 横向滚动, 纵向滚动, 固定列, 从右到左]
 * zh-CN:
 *   title: 双向滚动
 *   description: '同时设置 `scroll.x` 和 `scroll.y`，又宽又长的表格共用一个滚动区域，表头随之横向滚动；用 display none 隐藏后再显示，表格也会重新布局。Station 列用 `fixed: ''start''` 固定，22:00 列用 `fixed: ''end''` 固定；一个复选框让排在三个滚动列之后的 06:00 列也固定到起始侧，另一个复选框把表格切换为从右到左。'
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnType, ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

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

const hourColumn = (hour: string): ColumnType<Reading> => {
  const index = hours.indexOf(hour);
  return { title: hour, key: hour, width: 110, render: (_, record) => `${record.hours[index]} °C` };
};

const columnsFor = (pinMorning: boolean): ColumnsType<Reading> => [
  { title: 'Station', dataIndex: 'station', key: 'station', width: 140, fixed: 'start' },
  // 00:00 to 04:00 always scroll.
  ...hours.slice(0, 3).map(hourColumn),
  // Pinned (once the checkbox is ticked) after columns that scroll: it moves with them until it meets Station,
  // then stays beside it while the columns after it slide underneath.
  { ...hourColumn('06:00'), fixed: pinMorning ? 'start' : undefined },
  ...hours.slice(4, 11).map(hourColumn),
  { ...hourColumn('22:00'), fixed: 'end' },
];

type Direction = 'ltr' | 'rtl';

export default function App() {
  const [visible, setVisible] = useState(true);
  const [pinMorning, setPinMorning] = useState(false);
  const [direction, setDirection] = useState<Direction>('ltr');

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <label>
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} /> Show the container
        </label>
        <label>
          <input type="checkbox" checked={pinMorning} onChange={(e) => setPinMorning(e.target.checked)} /> Pin 06:00 to the start too
        </label>
        <label>
          <input type="checkbox" checked={direction === 'rtl'} onChange={(e) => setDirection(e.target.checked ? 'rtl' : 'ltr')} />{' '}
          {"Right to left (direction: 'rtl')"}
        </label>
      </div>
      {/* The table stays mounted while hidden, and measures itself again once it is shown. */}
      <div style={{ display: visible ? 'block' : 'none', marginTop: 12 }}>
        <Table<Reading> columns={columnsFor(pinMorning)} data={data} direction={direction} scroll={{ x: 1500, y: 300 }} />
      </div>
    </>
  );
}
