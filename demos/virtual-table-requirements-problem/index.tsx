/**
 * title: VirtualTable with a string scroll.y (problem)
 * description: The table is given `scroll.y` as a CSS length, which a plain table accepts, but `VirtualTable` only reads a number and falls back to a 500 px body, so the last rows are cut off by the 360 px panel around it.
 * keywords: [VirtualTable, virtual, scroll.y, string, height ignored, 500px, 虚拟表格, 高度不生效, 虚拟滚动]
 * zh-CN:
 *   title: VirtualTable 的 scroll.y 写成字符串（问题）
 *   description: '`scroll.y` 写成了普通表格也接受的 CSS 长度字符串，但 `VirtualTable` 只认数字，表体退回 500 px 高，超出 360 px 的面板，最后几行被裁掉。'
 */
import { VirtualTable } from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const cities = ['Berlin', 'Lagos', 'Lima', 'Osaka', 'Oslo', 'Perth'];

const data: Order[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  customer: `Customer ${i + 1}`,
  city: cities[i % cities.length],
  total: ((i * 37) % 500) + 9.5,
}));

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'id', key: 'id', width: 100 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 220 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 180 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 180, align: 'right', render: (total: number) => `$${total.toFixed(2)}` },
];

export default function VirtualTableRequirementsProblem() {
  return (
    // A card of fixed height that clips what overflows it, as dashboards do.
    <div style={{ height: 360, overflow: 'hidden', border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <VirtualTable<Order>
        columns={columns}
        data={data}
        rowKey="id"
        // A CSS length: a plain Table takes it, and VirtualTable's exported type lets it through.
        scroll={{ y: '310px' }}
        // The stylesheet gives the body a 1px left border: filled columns fit without a sideways scroll.
        getContainerWidth={(_, width) => width - 1}
      />
    </div>
  );
}
