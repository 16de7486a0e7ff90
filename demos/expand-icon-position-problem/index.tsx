/**
 * title: Tree toggle stuck in column one (problem)
 * description: 'With tree data the `+` toggle is drawn inside the first column''s cells; `EXPAND_COLUMN` only places the extra column that `expandedRowRender` adds, so in a tree table it is dropped and the toggle stays under `#`.'
 * keywords: [expand icon position, tree data, EXPAND_COLUMN, expandIconColumnIndex, first column, 展开图标位置, 树形数据, 展开按钮在第一列]
 * zh-CN:
 *   title: 树形展开按钮卡在第一列（问题）
 *   description: '树形数据的 `+` 按钮画在第一列的单元格里；`EXPAND_COLUMN` 只负责摆放 `expandedRowRender` 额外加的那一列，在树形表格里会被丢掉，按钮仍然留在 `#` 列。'
 */
import Table, { EXPAND_COLUMN } from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Task {
  key: string;
  id: number;
  name: string;
  owner: string;
  children?: Task[];
}

const data: Task[] = [
  {
    key: 'launch',
    id: 1,
    name: 'Launch the site',
    owner: 'Ada',
    children: [
      { key: 'copy', id: 2, name: 'Write the copy', owner: 'Lin' },
      { key: 'deploy', id: 3, name: 'Set up hosting', owner: 'Sam' },
    ],
  },
  {
    key: 'survey',
    id: 4,
    name: 'Run the survey',
    owner: 'Noor',
    children: [{ key: 'questions', id: 5, name: 'Draft the questions', owner: 'Noor' }],
  },
];

const columns: ColumnsType<Task> = [
  { title: '#', dataIndex: 'id', key: 'id', width: 80 },
  // Meant to put the toggle before the task names; a tree table has no expand column, so rc-table drops it.
  EXPAND_COLUMN,
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
];

export default function ExpandIconPositionProblem() {
  return <Table<Task> columns={columns} data={data} expandable={{ defaultExpandAllRows: true, indentSize: 20 }} />;
}
