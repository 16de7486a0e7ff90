/**
 * title: Hidden columns
 * description: A column with `hidden` set to true is left out of the header, the body and the colgroup, so columns can be switched off without rebuilding the `columns` array.
 * keywords: [hidden, hide column, column visibility, toggle, 隐藏列, 显示列, 列显隐]
 * zh-CN:
 *   title: 隐藏列
 *   description: 把列的 `hidden` 设为 true，这一列就会从表头、表体和 colgroup 中去掉，不必重新拼装 `columns` 数组就能开关各列。
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnType, ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Server {
  key: string;
  host: string;
  region: string;
  cpu: number;
  memory: number;
  uptime: string;
}

const data: Server[] = [
  { key: 'web-1', host: 'web-1.example.net', region: 'eu-west', cpu: 42, memory: 61, uptime: '12 days' },
  { key: 'web-2', host: 'web-2.example.net', region: 'eu-west', cpu: 37, memory: 58, uptime: '12 days' },
  { key: 'db-1', host: 'db-1.example.net', region: 'us-east', cpu: 71, memory: 83, uptime: '40 days' },
];

// `satisfies` keeps each `key` typed as a plain string for the checkboxes below.
const baseColumns = [
  { title: 'Host', dataIndex: 'host', key: 'host', width: 180 },
  { title: 'Region', dataIndex: 'region', key: 'region', width: 100 },
  { title: 'CPU', dataIndex: 'cpu', key: 'cpu', width: 80, render: (cpu: number) => `${cpu}%` },
  { title: 'Memory', dataIndex: 'memory', key: 'memory', width: 90, render: (memory: number) => `${memory}%` },
  { title: 'Uptime', dataIndex: 'uptime', key: 'uptime', width: 100 },
] satisfies ColumnType<Server>[];

// The host column always stays visible.
const optionalColumns = baseColumns.slice(1);

export default function App() {
  const [hiddenKeys, setHiddenKeys] = useState<string[]>(['uptime']);

  const toggle = (key: string) => setHiddenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const columns: ColumnsType<Server> = baseColumns.map((column) => ({ ...column, hidden: hiddenKeys.includes(column.key) }));

  return (
    <>
      <fieldset style={{ display: 'flex', gap: 16, border: 0, padding: 0 }}>
        <legend style={{ marginBottom: 4 }}>Visible columns</legend>
        {optionalColumns.map(({ key, title }) => (
          <label key={key}>
            <input type="checkbox" checked={!hiddenKeys.includes(key)} onChange={() => toggle(key)} /> {title}
          </label>
        ))}
      </fieldset>
      <Table<Server> columns={columns} data={data} style={{ marginTop: 12 }} />
    </>
  );
}
