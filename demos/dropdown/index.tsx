/**
 * title: Filter dropdown in a header
 * description: A column `title` can be any React node; here it holds an rc-dropdown with an rc-menu that filters the rows passed to `data`.
 * keywords: [dropdown, filter, menu, title, header, rc-dropdown, rc-menu, 下拉菜单, 筛选, 表头]
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
