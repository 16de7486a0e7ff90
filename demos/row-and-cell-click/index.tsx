/**
 * title: Row and cell click
 * description: Event handlers returned from `onRow` apply to the whole row and those from a column's `onCell` to one cell, shown here on tree data.
 * keywords: [onRow, onCell, onClick, onDoubleClick, events, tree, row click, 行点击, 单元格点击, 双击, 事件]
 * zh-CN:
 *   title: 行与单元格点击
 *   description: '`onRow` 返回的事件处理函数作用于整行，列的 `onCell` 返回的只作用于一个单元格；这里在树形数据上演示。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Folder {
  key: string;
  name: string;
  size: string;
  owner: string;
  children?: Folder[];
}

const data: Folder[] = [
  {
    key: 'docs',
    name: 'docs',
    size: '1.2 MB',
    owner: 'Ada',
    children: [
      { key: 'docs/guide', name: 'guide', size: '800 KB', owner: 'Ada' },
      {
        key: 'docs/api',
        name: 'api',
        size: '400 KB',
        owner: 'Lin',
        children: [{ key: 'docs/api/table.md', name: 'table.md', size: '24 KB', owner: 'Lin' }],
      },
    ],
  },
  { key: 'src', name: 'src', size: '3.4 MB', owner: 'Sam' },
];

export default function App() {
  const [events, setEvents] = useState<{ id: number; message: string }[]>([]);
  const log = (message: string) => setEvents((list) => [{ id: (list[0]?.id ?? 0) + 1, message }, ...list].slice(0, 5));

  const columns: ColumnsType<Folder> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Size', dataIndex: 'size', key: 'size', width: 120 },
    {
      title: 'Owner (click me)',
      dataIndex: 'owner',
      key: 'owner',
      width: 160,
      // A cell handler runs before the row handler, because the click bubbles from td to tr.
      onCell: (record) => ({ onClick: () => log(`cell click: owner of ${record.name}`) }),
    },
  ];

  return (
    <>
      <Table<Folder>
        columns={columns}
        data={data}
        onRow={(record, index) => ({
          onClick: () => log(`row click: ${record.name} (row ${index})`),
          onDoubleClick: () => log(`row double click: ${record.name}`),
        })}
      />
      <div role="log" aria-label="Event log">
        <ol>
          {events.map((event) => (
            <li key={event.id}>{event.message}</li>
          ))}
        </ol>
      </div>
    </>
  );
}
