/**
 * title: Filter dropdown in the header
 * description: A column `title` can be any React node; here it holds an rc-dropdown with an rc-menu that filters the rows passed to `data`.
 * keywords: [dropdown, filter, menu, title, header, rc-dropdown, rc-menu, 下拉菜单, 筛选, 表头]
 * zh-CN:
 *   title: 表头下拉筛选
 *   description: 列的 `title` 可以是任意 React 节点；这里放入由 rc-dropdown 和 rc-menu 组成的筛选菜单，按选中的状态过滤传给 `data` 的行。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import StatusFilter from './StatusFilter';
import 'rc-table/assets/index.css';
import './style.css';

const statuses = ['Pending', 'Paid', 'Shipped', 'Refunded'] as const;

interface Order {
  id: string;
  customer: string;
  status: (typeof statuses)[number];
  total: number;
}

const orders: Order[] = Array.from({ length: 10 }, (_, i) => ({
  id: `SO-${1001 + i}`,
  customer: ['Ada', 'Lin', 'Sam', 'Kai', 'Noor'][i % 5],
  status: statuses[(i * 3) % statuses.length],
  total: 20 + ((i * 37) % 180),
}));

export default function App() {
  const [selected, setSelected] = useState<string[]>([]);
  const data = selected.length > 0 ? orders.filter((order) => selected.includes(order.status)) : orders;

  const columns: ColumnsType<Order> = [
    { title: 'Order', dataIndex: 'id', key: 'id', width: 120 },
    { title: 'Customer', dataIndex: 'customer', key: 'customer', width: 140 },
    {
      title: (
        <div className="dropdown-filter-header">
          Status
          <StatusFilter options={statuses} value={selected} onChange={setSelected} />
        </div>
      ),
      dataIndex: 'status',
      key: 'status',
      width: 180,
    },
    { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (total: number) => `$${total}` },
  ];

  return <Table<Order> columns={columns} data={data} rowKey={(order) => order.id} />;
}
