/**
 * title: 'VirtualTable compared: right to left'
 * description: 'The same columns, the first pinned with `fixed: ''left''`, in a `Table` and a `VirtualTable` with the same props and `direction="rtl"`: the first column should stand at the right edge and stay there while the rest of the table scrolls the other way.'
 * keywords: [VirtualTable, virtual, rtl, direction, right to left, fixed columns, compatibility, 虚拟滚动, 从右到左, 固定列, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：从右到左'
 *   description: '同一组列（第一列用 `fixed: ''left''` 固定）分别交给 `Table` 和 `VirtualTable`，两者都设了 `direction="rtl"`，其余属性相同：第一列应位于最右侧，其余列反向滚动时它始终停在原位。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Invoice {
  key: number;
  number: string;
  customer: string;
  city: string;
  issued: string;
  due: string;
  amount: string;
}

const customers = ['Cedar Trading', 'Blue Harbour', 'Desert Rose', 'Palm Court', 'Silk Road Supply'];
const cities = ['Amman', 'Cairo', 'Doha', 'Dubai', 'Muscat', 'Rabat'];

const data: Invoice[] = Array.from({ length: 50 }, (_, i) => ({
  key: i + 1,
  number: `INV-${String(i + 1).padStart(4, '0')}`,
  customer: customers[i % customers.length],
  city: cities[i % cities.length],
  issued: `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
  due: `2024-04-${String((i % 28) + 1).padStart(2, '0')}`,
  amount: `${(120 + ((i * 37) % 900)).toFixed(2)} JOD`,
}));

const columns: ColumnsType<Invoice> = [
  // Pinned at the start of the row: the right side in a right-to-left table.
  { title: 'Invoice', dataIndex: 'number', key: 'number', width: 120, fixed: 'left' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 200 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 170 },
  { title: 'Issued', dataIndex: 'issued', key: 'issued', width: 170 },
  { title: 'Due', dataIndex: 'due', key: 'due', width: 170 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 170 },
];

// One set of props for both tables: the component is the only difference.
const props: TableProps<Invoice> = { columns, data, direction: 'rtl', scroll: { x: 1000, y: 190 } };

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Invoice> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Invoice> {...props} />
      </figure>
    </div>
  );
}
