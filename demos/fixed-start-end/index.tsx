/**
 * title: Fixed to start and end
 * description: 'Columns pinned with `fixed: ''start''` and `fixed: ''end''` follow the text direction: in a left-to-right table `start` is the left edge, and the `direction` switch to right-to-left moves the same columns to the right and left without touching `columns`.'
 * keywords: [fixed, start, end, direction, rtl, ltr, right to left, fixed columns, 固定列, 书写方向, 从右到左]
 * lines: [1.x]
 * zh-CN:
 *   title: 按书写方向固定列
 *   description: '`fixed: ''start''` 和 `fixed: ''end''` 固定的列跟随书写方向：从左到右时 `start` 是左边，把 `direction` 切换为从右到左，同样的列就换到右边和左边，`columns` 一点不用改。'
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

interface Shipment {
  key: string;
  customer: string;
  origin: string;
  destination: string;
  carrier: string;
  weight: number;
}

const cities = ['Oslo', 'Lima', 'Perth', 'Quito', 'Seoul', 'Lagos'];

const data: Shipment[] = Array.from({ length: 8 }, (_, i) => ({
  key: `SH-${2401 + i}`,
  customer: `Customer ${i + 1}`,
  origin: cities[i % cities.length],
  destination: cities[(i * 5 + 2) % cities.length],
  carrier: i % 2 ? 'Northwind' : 'Contoso',
  weight: 2 + ((i * 7) % 30),
}));

// Wider together than most screens, so the middle columns scroll between the pinned ones.
const columns: ColumnsType<Shipment> = [
  { title: 'Shipment', dataIndex: 'key', key: 'shipment', width: 120, fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
  { title: 'Origin', dataIndex: 'origin', key: 'origin', width: 200 },
  { title: 'Destination', dataIndex: 'destination', key: 'destination', width: 200 },
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier', width: 200 },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 200, render: (kg: number) => `${kg} kg` },
  {
    title: 'Action',
    key: 'action',
    width: 100,
    fixed: 'end',
    render: (_, shipment) => (
      <button type="button" aria-label={`Track ${shipment.key}`}>
        Track
      </button>
    ),
  },
];

type Direction = 'ltr' | 'rtl';

export default function App() {
  const [direction, setDirection] = useState<Direction>('ltr');
  const [start, end] = direction === 'ltr' ? ['left', 'right'] : ['right', 'left'];

  return (
    <>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        <legend>direction</legend>
        {(
          [
            ['ltr', 'Left to right (ltr)'],
            ['rtl', 'Right to left (rtl)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="fixed-start-end-direction" value={value} checked={direction === value} onChange={() => setDirection(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite">
        Shipment (fixed: &apos;start&apos;) is pinned to the {start} edge, Action (fixed: &apos;end&apos;) to the {end} edge.
      </p>
      <Table<Shipment> columns={columns} data={data} direction={direction} scroll={{ x: 1220 }} />
    </>
  );
}
