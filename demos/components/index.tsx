/**
 * title: Custom components
 * description: The `components` prop swaps the elements rc-table renders for your own (a header table, header cells, body rows and body cells), here under a `sticky` header.
 * keywords: [components, custom element, header cell, body row, body cell, sticky, 自定义组件, 自定义元素, 表头, 行, 单元格]
 * zh-CN:
 *   title: 自定义组件
 *   description: '`components` 属性把 rc-table 渲染的元素换成你自己的组件（表头的 table、表头单元格、表体行和表体单元格），这里配合 `sticky` 粘性表头使用。'
 */
import type { ComponentProps } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import styles from './styles.module.css';

interface Task {
  key: string;
  task: string;
  assignee: string;
  points: number;
}

const data: Task[] = Array.from({ length: 30 }, (_, i) => ({
  key: String(i + 1),
  task: `Task ${i + 1}`,
  assignee: ['Ada', 'Lin', 'Sam'][i % 3],
  points: (i % 5) + 1,
}));

const columns: ColumnsType<Task> = [
  { title: 'Task', dataIndex: 'task', key: 'task' },
  { title: 'Assignee', dataIndex: 'assignee', key: 'assignee', width: 160 },
  { title: 'Points', dataIndex: 'points', key: 'points', width: 100, align: 'right' },
];

// Each custom component receives the props rc-table would put on the plain element
// (className, style, colSpan, event handlers, children...) and must pass them on.
function HeaderTable({ className, ...props }: ComponentProps<'table'>) {
  return <table {...props} className={`${className ?? ''} ${styles.headerTable}`} />;
}

function HeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th {...props} className={`${className ?? ''} ${styles.headerCell}`} />;
}

function BodyRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} className={`${className ?? ''} ${styles.row}`} />;
}

function BodyCell({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={`${className ?? ''} ${styles.cell}`} />;
}

export default function App() {
  return (
    // With `sticky` the header is its own <table>, pinned to the top of this scrolling box.
    <div style={{ height: 360, overflow: 'auto' }}>
      <Table<Task>
        columns={columns}
        data={data}
        sticky
        components={{
          header: { table: HeaderTable, cell: HeaderCell },
          body: { row: BodyRow, cell: BodyCell },
        }}
      />
    </div>
  );
}
