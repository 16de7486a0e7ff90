/**
 * title: 'VirtualTable compared: onScroll'
 * description: 'The same `onScroll` handler in a `Table` and a `VirtualTable` with the same props: under each table, the `scrollTop` and `scrollLeft` of the last scroll event it reported, and how many it reported.'
 * keywords: [VirtualTable, virtual, onScroll, scrollTop, scrollLeft, scroll event, compatibility, 虚拟滚动, 滚动事件, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：onScroll'
 *   description: '同一个 `onScroll` 处理函数分别交给 `Table` 和 `VirtualTable`，其余属性相同：每个表格下方显示它最近一次报告的滚动事件中的 `scrollTop` 和 `scrollLeft`，以及一共报告了几次。'
 */
import { useState } from 'react';
import type { ReactElement, UIEvent } from 'react';
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Reading {
  key: number;
  row: string;
  station: string;
  city: string;
  temperature: string;
  humidity: string;
  wind: string;
  pressure: string;
  updated: string;
}

const cities = ['Bergen', 'Cusco', 'Hanoi', 'Nairobi', 'Reykjavik', 'Tromsø'];

const data: Reading[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  row: `Row ${i + 1}`,
  station: `WS-${String(i + 1).padStart(3, '0')}`,
  city: cities[i % cities.length],
  temperature: `${(i * 7) % 31} °C`,
  humidity: `${40 + ((i * 13) % 55)} %`,
  wind: `${(i * 3) % 40} km/h`,
  pressure: `${990 + ((i * 11) % 40)} hPa`,
  updated: `${String(i % 24).padStart(2, '0')}:00`,
}));

const columns: ColumnsType<Reading> = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 90 },
  { title: 'Station', dataIndex: 'station', key: 'station', width: 110 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 160 },
  { title: 'Temperature', dataIndex: 'temperature', key: 'temperature', width: 130 },
  { title: 'Humidity', dataIndex: 'humidity', key: 'humidity', width: 120 },
  { title: 'Wind', dataIndex: 'wind', key: 'wind', width: 120 },
  { title: 'Pressure', dataIndex: 'pressure', key: 'pressure', width: 150 },
  { title: 'Updated', dataIndex: 'updated', key: 'updated', width: 120 },
];

// One set of props for both tables: the component is the only difference (each adds its own `onScroll`).
const props: TableProps<Reading> = { columns, data, scroll: { x: 1000, y: 190 } };

interface Report {
  top: number;
  left: number;
  calls: number;
}

type TableComponent = (props: TableProps<Reading>) => ReactElement;

/** One table and, under it, what its `onScroll` reported last. */
function ReportingTable({ component: Component }: { component: TableComponent }) {
  const [report, setReport] = useState<Report>();

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollLeft } = event.currentTarget;
    setReport((last) => ({ top: Math.round(scrollTop), left: Math.round(scrollLeft), calls: (last?.calls ?? 0) + 1 }));
  };

  return (
    <>
      <Component {...props} onScroll={onScroll} />
      <p style={{ margin: '8px 0 0' }} aria-live="polite">
        {report
          ? `Last onScroll: scrollTop ${report.top}, scrollLeft ${report.left} (${report.calls} ${report.calls === 1 ? 'call' : 'calls'})`
          : 'No onScroll call yet.'}
      </p>
    </>
  );
}

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <ReportingTable component={Table} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <ReportingTable component={VirtualTable} />
      </figure>
    </div>
  );
}
