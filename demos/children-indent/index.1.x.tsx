/**
 * title: Tree data indentation
 * description: 'Rows with a `children` array form a tree; `expandable.indentSize` sets the indent per level, `defaultExpandAllRows` opens every level and a custom `components.ExpandIcon` (in place of `expandable.expandIcon`, deprecated in 1.x) draws each toggle, while `onExpand` reports each one.'
 * keywords: [tree data, children, indent, indentSize, components.ExpandIcon, ExpandIcon, expandIcon, defaultExpandAllRows, 树形数据, 缩进, 层级, 展开图标]
 * zh-CN:
 *   title: 树形数据缩进
 *   description: 行数据带有 `children` 数组时显示为树形数据：`expandable.indentSize` 设置每一级的缩进，`defaultExpandAllRows` 一开始就展开所有层级，自定义的 `components.ExpandIcon`（取代 1.x 中已废弃的 `expandable.expandIcon`）绘制每个展开按钮，`onExpand` 报告每一次展开和收起。
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandIconProps } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import './style.css';

interface Folder {
  key: string;
  name: string;
  size: string;
  owner: string;
  children?: Folder[];
}

const data: Folder[] = [
  {
    key: 'src',
    name: 'src',
    size: '2.4 MB',
    owner: 'Ada',
    children: [
      { key: 'src/index.ts', name: 'index.ts', size: '4 KB', owner: 'Ada' },
      {
        key: 'src/components',
        name: 'components',
        size: '1.9 MB',
        owner: 'Lin',
        children: [
          { key: 'src/components/Table.tsx', name: 'Table.tsx', size: '48 KB', owner: 'Lin' },
          {
            key: 'src/components/cells',
            name: 'cells',
            size: '120 KB',
            owner: 'Sam',
            children: [{ key: 'src/components/cells/Cell.tsx', name: 'Cell.tsx', size: '12 KB', owner: 'Sam' }],
          },
        ],
      },
    ],
  },
  {
    key: 'docs',
    name: 'docs',
    size: '640 KB',
    owner: 'Sam',
    children: [{ key: 'docs/intro.md', name: 'intro.md', size: '9 KB', owner: 'Sam' }],
  },
];

const columns: ColumnsType<Folder> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Size', dataIndex: 'size', key: 'size', width: 120 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
];

/**
 * Each row's toggle, rendered by the table with `type: 'row'` and the row's `record`; `onClick` already opens or
 * closes the row. `expandable` is false for a row without children. (Tree data has no `type: 'all'` toggle.)
 */
function FolderToggle(props: ExpandIconProps<Folder>) {
  if (props.type !== 'row') return null;
  const { expanded, expandable, onClick, record } = props;
  // Leaves get a spacer of the same width so names line up.
  if (!expandable) return <span className="children-indent-toggle" aria-hidden="true" />;
  return (
    <button
      type="button"
      className="children-indent-toggle"
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.name}`}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {expanded ? '▾' : '▸'}
    </button>
  );
}

export default function App() {
  const [lastToggle, setLastToggle] = useState('Nothing toggled yet.');

  return (
    <>
      <p role="status" style={{ marginTop: 0 }}>
        {lastToggle}
      </p>
      <Table<Folder>
        columns={columns}
        data={data}
        components={{ ExpandIcon: FolderToggle }}
        expandable={{
          defaultExpandAllRows: true,
          indentSize: 24,
          onExpand: (expanded, record) => setLastToggle(`${expanded ? 'Opened' : 'Closed'} ${record.key}`),
        }}
      />
    </>
  );
}
