/**
 * title: Expand column title function
 * description: '`expandable.columnTitle` as a function receives `{ expandIcon }`, the expand-all toggle that `showExpandAll` makes, and puts it inside a title of your own; a plain node in its place replaces the toggle.'
 * keywords: [columnTitle, expand column title, expandIcon, showExpandAll, expand all, 展开列标题, 全部展开, 展开]
 * lines: [1.x]
 * zh-CN:
 *   title: 展开列标题函数
 *   description: '函数形式的 `expandable.columnTitle` 接收 `{ expandIcon }`，也就是 `showExpandAll` 生成的“全部展开”开关，并把它放进你自己的标题里；换成普通节点则会取代这个开关。'
 */
import { useState } from 'react';
import type { Key } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandableConfig } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

interface Task {
  key: string;
  title: string;
  owner: string;
  steps: string[];
}

const data: Task[] = [
  { key: 'T-1', title: 'Plan the release', owner: 'Ada', steps: ['List the changes', 'Pick a date'] },
  { key: 'T-2', title: 'Write the notes', owner: 'Lin', steps: ['Draft', 'Review', 'Publish'] },
  { key: 'T-3', title: 'Tag the build', owner: 'Sam', steps: ['Run the tests', 'Push the tag'] },
  { key: 'T-4', title: 'Tell the users', owner: 'Noor', steps: ['Post on the forum'] },
];

const columns: ColumnsType<Task> = [
  { title: 'Task', dataIndex: 'title', key: 'title' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
];

type TitleForm = 'none' | 'node' | 'function';

export default function App() {
  const [form, setForm] = useState<TitleForm>('function');
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const open = `${expandedKeys.length}/${data.length} open`;

  const columnTitle: Record<TitleForm, ExpandableConfig<Task>['columnTitle']> = {
    // No title: the expand-all toggle alone.
    none: undefined,
    // A node takes the toggle's place.
    node: <span>Steps ({open})</span>,
    // A function gets the toggle and decides where it goes.
    function: ({ expandIcon }) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {expandIcon}
        <span>Steps ({open})</span>
      </span>
    ),
  };

  return (
    <>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 12 }}>
        <legend>expandable.columnTitle</legend>
        {(['none', 'node', 'function'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="expand-column-title-form" value={value} checked={form === value} onChange={() => setForm(value)} /> {value}
          </label>
        ))}
      </fieldset>
      <Table<Task>
        columns={columns}
        data={data}
        expandable={{
          showExpandAll: true,
          columnTitle: columnTitle[form],
          columnWidth: 150,
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: setExpandedKeys,
          expandedRowRender: (task) => (
            <ol style={{ margin: 0 }}>
              {task.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ),
        }}
      />
    </>
  );
}
