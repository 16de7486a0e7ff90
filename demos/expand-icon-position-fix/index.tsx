/**
 * title: Tree toggle in the column you choose (fix)
 * description: '''`expandable.expandIconColumnIndex` is what moves a tree table''''s toggle: with `1` the `+` and the indent are drawn in the Task cells, the second column.'''
 * keywords: [expand icon position, tree data, expandIconColumnIndex, EXPAND_COLUMN, 展开图标位置, 树形数据, 展开按钮放到指定列]
 * zh-CN:
 *   title: 树形展开按钮放到指定列（修正）
 *   description: '移动树形表格展开按钮的是 `expandable.expandIconColumnIndex`：设为 `1` 后，`+` 和缩进都画在第二列 Task 的单元格里。'
 */
import Table from 'rc-table';
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
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
];

export default function ExpandIconPositionFix() {
  return (
    <Table<Task>
      columns={columns}
      data={data}
      // The index counts the columns as rendered (0 is '#'); tree rows draw the toggle and indent in that column.
      expandable={{ defaultExpandAllRows: true, indentSize: 20, expandIconColumnIndex: 1 }}
    />
  );
}
