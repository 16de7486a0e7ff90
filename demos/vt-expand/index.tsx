/**
 * title: 'VirtualTable compared: expandable rows'
 * description: 'The same `expandable` props in a `Table` and a `VirtualTable`, twice: in the upper table of each pair a row''s expand button opens its `expandedRowRender` content under it, and the lower one adds `defaultExpandAllRows`, so every row starts open.'
 * keywords: [VirtualTable, virtual, expandable, expandedRowRender, defaultExpandAllRows, expand all, compatibility, 虚拟滚动, 展开行, 默认展开, 全部展开, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：展开行'
 *   description: '同一组 `expandable` 属性分别交给 `Table` 和 `VirtualTable`，各有两张表：上面一张点击行的展开按钮，就在该行下方显示 `expandedRowRender` 的内容；下面一张加上 `defaultExpandAllRows`，所有行一开始就是展开的。'
 */
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: number;
  order: string;
  customer: string;
  city: string;
  total: string;
}

const customers = ['Harbour Books', 'Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'];
const cities = ['Berlin', 'Lagos', 'Lima', 'Osaka', 'Oslo', 'Perth'];

const data: Order[] = Array.from({ length: 30 }, (_, i) => ({
  key: i + 1,
  order: `ORD-${1001 + i}`,
  customer: customers[i % customers.length],
  city: cities[(i + 1) % cities.length],
  total: `$${40 + ((i * 67) % 400)}`,
}));

const columns: ColumnsType<Order> = [
  { title: 'Order', dataIndex: 'order', key: 'order', width: 140 },
  { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 220 },
  { title: 'City', dataIndex: 'city', key: 'city', width: 180 },
  { title: 'Total', dataIndex: 'total', key: 'total', width: 150 },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Details</span>
);

// One set of props per feature, each given to both components: the component is the only difference.
const props: TableProps<Order> = {
  columns,
  data,
  // The widths plus the 50 px expand column add up to scroll.x.
  scroll: { x: 740, y: 190 },
  expandable: {
    columnWidth: 50,
    columnTitle: expandColumnTitle,
    expandedRowRender: (order) => `${order.order} ships to ${order.customer} in ${order.city}.`,
  },
};

const expandAllProps: TableProps<Order> = {
  ...props,
  style: { marginTop: 16 },
  expandable: { ...props.expandable, defaultExpandAllRows: true },
};

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Order> {...props} />
        <Table<Order> {...expandAllProps} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <VirtualTable<Order> {...props} />
        <VirtualTable<Order> {...expandAllProps} />
      </figure>
    </div>
  );
}
