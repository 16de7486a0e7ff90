/**
 * title: No data
 * description: An empty `data` array shows a placeholder row; `emptyText` replaces its default text with a string or a function that returns a node.
 * keywords: [empty, emptyText, placeholder, no data, 空数据, 空状态, 占位]
 * zh-CN:
 *   title: 空数据
 *   description: '`data` 为空数组时显示一个占位行；`emptyText` 可以用字符串或返回节点的函数替换默认文字。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Order {
  key: string;
  product: string;
  quantity: number;
}

const columns: ColumnsType<Order> = [
  { title: 'Product', dataIndex: 'product', key: 'product' },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', width: 120 },
];

const data: Order[] = [];

export default function App() {
  return (
    <>
      <h2>Default</h2>
      <Table<Order> columns={columns} data={data} />
      <h2>A string</h2>
      <Table<Order> columns={columns} data={data} emptyText="No orders yet" />
      <h2>A function</h2>
      <Table<Order>
        columns={columns}
        data={data}
        emptyText={() => (
          <span>
            Your cart is empty. <a href="#no-data">Browse products</a>
          </span>
        )}
      />
    </>
  );
}
