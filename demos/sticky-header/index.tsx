/**
 * title: Sticky header
 * description: The `sticky` prop keeps the header (and a horizontal scrollbar) in view while the page scrolls. Each table shows one variant, with plain `sticky`, `sticky` with `scroll.y`, `offsetHeader` and `offsetScroll`, `getContainer` for a scrolling box, empty data, and `scroll.x` as `true` or `'max-content'`.
 * keywords: [sticky, sticky header, offsetHeader, offsetScroll, getContainer, scroll.y, max-content, empty, 粘性表头, 滚动条, 空数据]
 * zh-CN:
 *   title: 粘性表头
 *   description: '`sticky` 属性让表头（以及横向滚动条）在页面滚动时保持可见。每个表格演示一种用法：单独的 `sticky`、`sticky` 配合 `scroll.y`、`offsetHeader` 与 `offsetScroll`、用于滚动容器的 `getContainer`、空数据，以及取值为 `true` 或 `''max-content''` 的 `scroll.x`。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
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

const flights: Flight[] = Array.from({ length: 20 }, (_, i) => ({
  key: String(i + 1),
  flight: `RC ${300 + i * 7}`,
  from: airports[i % airports.length],
  to: airports[(i + 3) % airports.length],
  departs: `${String(6 + (i % 16)).padStart(2, '0')}:${i % 2 ? '45' : '10'}`,
  gate: `${String.fromCharCode(65 + (i % 5))}${(i % 12) + 1}`,
  status: i % 4 ? 'On time' : 'Delayed',
}));

const flightColumns: ColumnsType<Flight> = [
  { title: 'Flight', dataIndex: 'flight', key: 'flight', width: 120, fixed: 'left' },
  { title: 'From', dataIndex: 'from', key: 'from', width: 200 },
  { title: 'To', dataIndex: 'to', key: 'to', width: 200 },
  { title: 'Departs', dataIndex: 'departs', key: 'departs', width: 200 },
  { title: 'Gate', dataIndex: 'gate', key: 'gate', width: 200 },
  { title: 'Aircraft', key: 'aircraft', width: 200, render: () => 'A320neo' },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 140, align: 'right', fixed: 'right' },
];

interface Product {
  key: string;
  name: string;
  category: string;
  supplier: string;
  origin: string;
  price: string;
  stock: number;
  reorder: number;
  shelf: string;
  packaging: string;
  updated: string;
}

const products: Product[] = ['Oat milk', 'Rye bread', 'Green tea', 'Olive oil', 'Basmati rice'].map((name, i) => ({
  key: String(i + 1),
  name,
  category: ['Dairy alternatives', 'Bakery', 'Hot drinks', 'Cooking oils', 'Grains and pasta'][i],
  supplier: ['Northfield Farms', 'Baker Brothers', 'Leafline Traders', 'Sunny Grove', 'Delta Mills'][i],
  origin: ['Sweden', 'Germany', 'Japan', 'Spain', 'India'][i],
  price: `€${(2.5 + i * 1.75).toFixed(2)}`,
  stock: 120 - i * 17,
  reorder: 40 + i * 5,
  shelf: `Aisle ${i + 3}, shelf ${(i % 3) + 1}`,
  packaging: ['Carton, 1 litre', 'Paper bag, 500 g', 'Tin, 100 g', 'Glass bottle, 750 ml', 'Sack, 5 kg'][i],
  updated: `2024-0${i + 3}-1${i}`,
}));

// No widths: how wide the columns get is up to `scroll.x`.
const productColumns: ColumnsType<Product> = [
  { title: 'Product name', dataIndex: 'name', key: 'name' },
  { title: 'Product category', dataIndex: 'category', key: 'category' },
  { title: 'Main supplier', dataIndex: 'supplier', key: 'supplier' },
  { title: 'Country of origin', dataIndex: 'origin', key: 'origin' },
  { title: 'Unit price', dataIndex: 'price', key: 'price', align: 'right' },
  { title: 'Units in stock', dataIndex: 'stock', key: 'stock', align: 'right' },
  { title: 'Reorder level', dataIndex: 'reorder', key: 'reorder', align: 'right' },
  { title: 'Shelf location', dataIndex: 'shelf', key: 'shelf' },
  { title: 'Packaging', dataIndex: 'packaging', key: 'packaging' },
  { title: 'Last updated', dataIndex: 'updated', key: 'updated' },
];

export default function App() {
  // A callback ref re-renders once the box exists; until then (and on the server) there is no box to hand over.
  const [box, setBox] = useState<HTMLDivElement | null>(null);

  return (
    <>
      <h2>sticky</h2>
      <Table<Flight> columns={flightColumns} data={flights} sticky scroll={{ x: 1300 }} />

      <h2>sticky with scroll.y</h2>
      <Table<Flight> columns={flightColumns} data={flights} sticky scroll={{ x: 1300, y: 300 }} />

      <h2>offsetHeader and offsetScroll</h2>
      <p>The header stops 24 px lower than in the other tables, and the sideways scroll bar floats 24 px above the bottom of the window.</p>
      <Table<Flight> columns={flightColumns} data={flights} sticky={{ offsetHeader: 24, offsetScroll: 24 }} scroll={{ x: 1300 }} />

      <h2>getContainer</h2>
      <p>This box scrolls on its own: the header sticks to the top of the box, and the scroll bar to its bottom.</p>
      <div ref={setBox} style={{ height: 320, overflow: 'auto' }}>
        <Table<Flight> columns={flightColumns} data={flights} sticky={box ? { getContainer: () => box } : true} scroll={{ x: 1300 }} />
      </div>

      <h2>Empty data</h2>
      <Table<Product> columns={productColumns} data={[]} sticky scroll={{ x: 'max-content' }} emptyText="No products yet" />

      <h2>scroll.x: true</h2>
      <Table<Product> columns={productColumns} data={products} sticky scroll={{ x: true }} />

      <h2>{"scroll.x: 'max-content'"}</h2>
      <Table<Product> columns={productColumns} data={products} sticky scroll={{ x: 'max-content' }} />
    </>
  );
}
