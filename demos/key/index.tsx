/**
 * title: Row key
 * description: Rows without a `key` field get their identity from a `rowKey` function, so per-row state follows the right record when rows are removed.
 * keywords: [rowKey, key, row identity, delete row, 行标识, 主键, 删除行]
 * zh-CN:
 *   title: 行标识
 *   description: 数据没有 `key` 字段时，由 `rowKey` 函数给出每一行的标识；删除行之后，每行的状态仍然跟着正确的记录。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const initialTasks: Task[] = [
  { id: 101, title: 'Write the release notes', owner: 'Ada' },
  { id: 102, title: 'Review the pull request', owner: 'Lin' },
  { id: 103, title: 'Update the screenshots', owner: 'Sam' },
  { id: 104, title: 'Publish the package', owner: 'Kai' },
];

export default function App() {
  const [tasks, setTasks] = useState(initialTasks);

  const columns: ColumnsType<Task> = [
    {
      title: 'Done',
      key: 'done',
      width: 70,
      // Uncontrolled on purpose: the checkbox keeps its DOM state only because the row key is stable.
      render: (_, task) => <input type="checkbox" aria-label={`Mark "${task.title}" as done`} />,
    },
    { title: 'ID', dataIndex: 'id', key: 'id', width: 80 },
    { title: 'Task', dataIndex: 'title', key: 'title' },
    { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 100 },
    {
      title: 'Operations',
      key: 'operations',
      width: 110,
      render: (_, task) => (
        <button type="button" onClick={() => setTasks((list) => list.filter((t) => t.id !== task.id))}>
          Delete
        </button>
      ),
    },
  ];

  return (
    <>
      <p>Tick a box, then delete a row above it: the tick stays with its task.</p>
      <button type="button" onClick={() => setTasks(initialTasks)} disabled={tasks.length === initialTasks.length}>
        Reset
      </button>
      <Table<Task> columns={columns} data={tasks} rowKey={(task) => task.id} style={{ marginTop: 12 }} />
    </>
  );
}
