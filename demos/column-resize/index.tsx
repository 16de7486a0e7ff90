/**
 * title: Resizable columns
 * description: A custom `components.header.cell` wraps each header cell in react-resizable, and `onHeaderCell` hands it the column's width and a callback that stores the new width in state.
 * keywords: [resize, column width, react-resizable, components, onHeaderCell, 拖拽列宽, 调整列宽, 自定义组件]
 * zh-CN:
 *   title: 可调整列宽
 *   description: 自定义的 `components.header.cell` 用 react-resizable 包裹每个表头单元格，`onHeaderCell` 把列宽和一个回调传给它，拖拽后的新列宽存进 state。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import ResizableTitle from './ResizableTitle';
import type { ResizableTitleProps } from './ResizableTitle';
import 'rc-table/assets/index.css';
import 'react-resizable/css/styles.css';
import './style.css';

interface Task {
  key: string;
  name: string;
  owner: string;
  status: string;
  notes: string;
}

const data: Task[] = [
  { key: '1', name: 'Write release notes', owner: 'Ada', status: 'In review', notes: 'Waiting for the changelog of the last two patches.' },
  { key: '2', name: 'Migrate CI runners', owner: 'Lin', status: 'In progress', notes: 'Half of the jobs already run on the new machines.' },
  { key: '3', name: 'Update dependencies', owner: 'Sam', status: 'Done', notes: 'Only minor versions this time.' },
];

const baseColumns = [
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
] as const;

type ResizableKey = (typeof baseColumns)[number]['key'];

export default function App() {
  const [widths, setWidths] = useState<Record<ResizableKey, number>>({ name: 200, owner: 120, status: 120 });

  const columns: ColumnsType<Task> = [
    ...baseColumns.map((column) => ({
      ...column,
      width: widths[column.key],
      onHeaderCell: () => {
        const cellProps: ResizableTitleProps = {
          width: widths[column.key],
          onResizeWidth: (width) => setWidths((current) => ({ ...current, [column.key]: width })),
        };
        return cellProps;
      },
    })),
    // The last column has no width, so it takes up whatever space the others leave.
    { title: 'Notes', dataIndex: 'notes', key: 'notes' },
  ];

  return <Table<Task> className="column-resize-table" columns={columns} data={data} tableLayout="fixed" components={{ header: { cell: ResizableTitle } }} />;
}
