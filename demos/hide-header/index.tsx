/**
 * title: Hide header
 * description: Setting `showHeader` to false leaves out the `<thead>`, which suits key–value lists where column titles add nothing.
 * keywords: [showHeader, header, thead, hide, 隐藏表头, 表头, 键值列表]
 * zh-CN:
 *   title: 隐藏表头
 *   description: 把 `showHeader` 设为 false 就不渲染 `<thead>`，适合列标题派不上用场的键值对列表。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Field {
  key: string;
  label: string;
  value: string;
}

const columns: ColumnsType<Field> = [
  { title: 'Field', dataIndex: 'label', key: 'label', width: 160 },
  { title: 'Value', dataIndex: 'value', key: 'value' },
];

const data: Field[] = [
  { key: 'package', label: 'Package', value: 'rc-table' },
  { key: 'license', label: 'License', value: 'MIT' },
  { key: 'repository', label: 'Repository', value: 'github.com/react-component/table' },
];

export default function App() {
  const [showHeader, setShowHeader] = useState(false);

  return (
    <>
      <label>
        <input type="checkbox" checked={showHeader} onChange={(e) => setShowHeader(e.target.checked)} /> Show header
      </label>
      <Table<Field> columns={columns} data={data} showHeader={showHeader} style={{ marginTop: 12 }} />
    </>
  );
}
