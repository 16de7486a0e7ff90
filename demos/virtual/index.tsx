/**
 * title: Virtual table
 * description: The named export `VirtualTable` renders only the rows in view, so 40,000 rows with fixed columns, a grouped header and expandable rows still scroll smoothly; `scroll.y` is required, the table `ref` jumps with `scrollTo`, and `rowClassName` and `expandable.expandedRowClassName` class the rows it renders.
 * keywords: [virtual, virtual scroll, VirtualTable, large data, scrollTo, rowClassName, expandedRowClassName, performance, 虚拟滚动, 大数据, 性能, 行类名]
 * zh-CN:
 *   title: 虚拟滚动
 *   description: 命名导出的 `VirtualTable` 只渲染视口内的行，四万行数据配合固定列、表头分组和展开行仍能流畅滚动；`scroll.y` 必须设置，表格的 `ref` 用 `scrollTo` 跳转，`rowClassName` 和 `expandable.expandedRowClassName` 为渲染出的行加上类名。
 */
import { useRef } from 'react';
import { VirtualTable } from 'rc-table';
import type { ColumnsType, Reference } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Shipment {
  id: string;
  tracking: string;
  origin: string;
  destination: string;
  weight: number;
  status: string;
}

const cities = ['Berlin', 'Lagos', 'Lima', 'Osaka', 'Oslo', 'Perth', 'Quito', 'Seoul'];
const statuses = ['Packed', 'In transit', 'Customs', 'Delivered'];

// Built once when the module loads: 40,000 plain objects are cheap, rendering them is not.
const data: Shipment[] = Array.from({ length: 40000 }, (_, i) => ({
  id: String(i + 1),
  tracking: `TRK-${String(i + 1).padStart(6, '0')}`,
  origin: cities[i % cities.length],
  destination: cities[(i * 3 + 1) % cities.length],
  weight: (i % 97) + 0.5,
  status: statuses[i % statuses.length],
}));

// The widths plus the 48px expand column add up to scroll.x, so no column is stretched.
const columns: ColumnsType<Shipment> = [
  { title: '#', dataIndex: 'id', key: 'id', width: 80, fixed: 'left' },
  { title: 'Tracking', dataIndex: 'tracking', key: 'tracking', width: 140, fixed: 'left' },
  {
    title: 'Route',
    key: 'route',
    children: [
      { title: 'From', dataIndex: 'origin', key: 'origin', width: 160 },
      { title: 'To', dataIndex: 'destination', key: 'destination', width: 160 },
    ],
  },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 120, align: 'right', render: (kg: number) => `${kg} kg` },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 200 },
  { title: 'Carrier', key: 'carrier', width: 192, render: (_, row) => (Number(row.id) % 2 ? 'Northwind' : 'Contoso') },
  { title: 'Action', key: 'action', width: 100, fixed: 'right', render: () => <a href="#virtual">Track</a> },
];

// A class per status, e.g. `virtual-row-customs`, which the stylesheet colours.
const statusClass = (row: Shipment) => `virtual-row-${row.status.toLowerCase().replace(/\s+/g, '-')}`;

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  const tableRef = useRef<Reference>(null);

  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ index: 19999 })}>
          Go to row 20,000
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ key: '40000' })}>
          Go to the last row
        </button>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Back to top
        </button>
      </div>
      <VirtualTable<Shipment>
        ref={tableRef}
        columns={columns}
        data={data}
        rowKey="id"
        scroll={{ x: 1200, y: 300 }}
        // Only the rows in view exist, so a class is given as each one is rendered.
        rowClassName={statusClass}
        expandable={{
          expandedRowClassName: () => 'virtual-expanded-row',
          columnTitle: expandColumnTitle,
          columnWidth: 48,
          expandedRowRender: (row) => `${row.tracking}: ${row.weight} kg from ${row.origin} to ${row.destination}.`,
        }}
      />
    </>
  );
}
