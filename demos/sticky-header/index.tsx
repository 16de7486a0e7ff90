/**
 * title: Sticky header
 * description: The `sticky` prop keeps the header (and a horizontal scroll bar) in view while the page scrolls; `offsetHeader` leaves room for a fixed page header, `offsetScroll` lifts the scroll bar and `getContainer` follows a scrolling box instead of the window.
 * keywords: [sticky, sticky header, offsetHeader, offsetScroll, getContainer, 粘性表头, 滚动条]
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Flight {
  key: string;
  flight: string;
  from: string;
  to: string;
  departs: string;
  gate: string;
  status: string;
}

const airports = ['AMS', 'CDG', 'HND', 'JFK', 'SIN', 'SYD'];

const data: Flight[] = Array.from({ length: 20 }, (_, i) => ({
  key: String(i + 1),
  flight: `RC ${300 + i * 7}`,
  from: airports[i % airports.length],
  to: airports[(i + 3) % airports.length],
  departs: `${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '45' : '10'}`,
  gate: `${String.fromCharCode(65 + (i % 5))}${(i % 12) + 1}`,
  status: i % 4 ? 'On time' : 'Delayed',
}));

const columns: ColumnsType<Flight> = [
  { title: 'Flight', dataIndex: 'flight', key: 'flight', width: 120, fixed: 'left' },
  { title: 'From', dataIndex: 'from', key: 'from', width: 200 },
  { title: 'To', dataIndex: 'to', key: 'to', width: 200 },
  { title: 'Departs', dataIndex: 'departs', key: 'departs', width: 200 },
  { title: 'Gate', dataIndex: 'gate', key: 'gate', width: 200 },
  { title: 'Aircraft', key: 'aircraft', width: 200, render: () => 'A320neo' },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 140, align: 'right' },
];

type Variant = 'offsetHeader' | 'offsetScroll' | 'getContainer';

const variants: { value: Variant; label: string }[] = [
  { value: 'offsetHeader', label: 'offsetHeader: 64' },
  { value: 'offsetScroll', label: 'offsetScroll: 24' },
  { value: 'getContainer', label: 'getContainer' },
];

export default function App() {
  const [variant, setVariant] = useState<Variant>('offsetHeader');
  // A callback ref re-renders once the box exists, so getContainer never returns a stale element.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  // 64px keeps the sticky header below a 64px fixed page header such as this site's.
  const sticky: TableProps<Flight>['sticky'] =
    variant === 'offsetHeader'
      ? { offsetHeader: 64 }
      : variant === 'offsetScroll'
        ? { offsetHeader: 64, offsetScroll: 24 }
        : { getContainer: () => box ?? window };

  const table = <Table<Flight> columns={columns} data={data} sticky={sticky} scroll={{ x: 1300 }} />;

  return (
    <>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 16, border: 0, padding: 0, margin: '0 0 12px' }}>
        <legend>sticky</legend>
        {variants.map(({ value, label }) => (
          <label key={value}>
            <input type="radio" name="sticky-header-variant" checked={variant === value} onChange={() => setVariant(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {variant === 'getContainer' ? (
        <div ref={setBox} style={{ height: 320, overflow: 'auto', border: '1px solid #e8e8e8' }}>
          {table}
        </div>
      ) : (
        table
      )}
    </>
  );
}
