/**
 * title: 'VirtualTable compared: pinned columns'
 * description: 'The same columns, pinned with `fixed: ''left''` and `fixed: ''right''`, in a `Table` and a `VirtualTable` with the same props: scroll either table sideways and the first and last columns stay put.'
 * keywords: [VirtualTable, virtual, fixed columns, pinned columns, compatibility, 虚拟滚动, 固定列, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：固定列'
 *   description: '同一组列用 `fixed: ''left''` 和 `fixed: ''right''` 固定，分别交给 `Table` 和 `VirtualTable`，其余属性相同：横向滚动任一表格，首列和末列都停在原位。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Parcel {
  key: number;
  code: string;
  origin: string;
  destination: string;
  carrier: string;
  weight: string;
  status: string;
}

const cities = ['Berlin', 'Lagos', 'Lima', 'Osaka', 'Oslo', 'Perth'];

const data: Parcel[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  code: `P-${String(i + 1).padStart(4, '0')}`,
  origin: cities[i % cities.length],
  destination: cities[(i + 2) % cities.length],
  carrier: i % 2 ? 'Northwind' : 'Contoso',
  weight: `${(i % 9) + 1} kg`,
  status: i % 3 ? 'In transit' : 'Delivered',
}));

const columns: ColumnsType<Parcel> = [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 110, fixed: 'left' },
  { title: 'From', dataIndex: 'origin', key: 'origin', width: 190 },
  { title: 'To', dataIndex: 'destination', key: 'destination', width: 190 },
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier', width: 190 },
  { title: 'Weight', dataIndex: 'weight', key: 'weight', width: 190 },
  { title: 'Status', dataIndex: 'status', key: 'status', width: 120, fixed: 'right' },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Parcel> = { columns, data, scroll: { x: 990, y: 180 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Parcel> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Parcel> {...props} />
      </figure>
    </div>
  );
}
