/**
 * title: Expanded row class name
 * description: The `expandable.expandedRowClassName` function gives nested child rows (and rows from `expandedRowRender`) a class by record, index and indent level; here it returns classes from a CSS Module.
 * keywords: [expand, expandedRowClassName, tree data, children, CSS module, indent, 展开, 展开行样式, 树形数据, 类名]
 * zh-CN:
 *   title: 展开行样式
 *   description: '`expandable.expandedRowClassName` 函数根据记录、序号和缩进层级，为嵌套的子行（以及 `expandedRowRender` 渲染的行）添加类名；这里返回的是 CSS Module 中的类。'
 */
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';
import styles from './styles.module.css';

interface Folder {
  name: string;
  files: number;
  owner: string;
  children?: Folder[];
}

const data: Folder[] = [
  {
    name: 'src',
    files: 42,
    owner: 'Ada',
    children: [
      { name: 'src/components', files: 18, owner: 'Lin', children: [{ name: 'src/components/table', files: 7, owner: 'Lin' }] },
      { name: 'src/hooks', files: 9, owner: 'Ada' },
    ],
  },
  {
    name: 'docs',
    files: 12,
    owner: 'Sam',
    children: [{ name: 'docs/demo', files: 51, owner: 'Sam', children: [{ name: 'docs/demo/assets', files: 3, owner: 'Kai' }] }],
  },
  { name: 'tests', files: 20, owner: 'Noor' },
];

const columns: ColumnsType<Folder> = [
  { title: 'Folder', dataIndex: 'name', key: 'name' },
  { title: 'Files', dataIndex: 'files', key: 'files', width: 100 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 140 },
];

// indent is 1 for children of top-level rows and 2 for their children.
const levelClass = (_: Folder, __: number, indent: number) => (indent >= 2 ? styles.level2 : styles.level1);

export default function App() {
  return <Table<Folder> columns={columns} data={data} rowKey="name" expandable={{ defaultExpandAllRows: true, expandedRowClassName: levelClass }} />;
}
