/**
 * title: Custom expand icon
 * description: The `expandable.expandIcon` render function replaces the default icon with your own control, and `expandRowByClick` lets a click anywhere on the row toggle it too.
 * keywords: [expand, expandIcon, expandRowByClick, onExpand, custom icon, 展开, 自定义展开图标, 点击行展开]
 * zh-CN:
 *   title: 自定义展开图标
 *   description: '`expandable.expandIcon` 渲染函数用你自己的控件替换默认图标，`expandRowByClick` 让点击行内任意位置也能展开或收起。'
 */
import { useState } from 'react';
import Table from 'rc-table';
import type { ColumnsType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Book {
  key: number;
  title: string;
  author: string;
  year: number;
  summary: string;
}

const data: Book[] = [
  {
    key: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    summary: 'An envoy learns to live among people without fixed genders.',
  },
  { key: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, summary: 'A writer is pulled back in time to a plantation in Maryland.' },
  { key: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, summary: 'Scientists fail to understand a planet-wide ocean.' },
];

const columns: ColumnsType<Book> = [
  { title: 'Title', dataIndex: 'title', key: 'title' },
  { title: 'Author', dataIndex: 'author', key: 'author', width: 200 },
  { title: 'Year', dataIndex: 'year', key: 'year', width: 100 },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  const [lastAction, setLastAction] = useState('Click a row or a button.');

  return (
    <>
      <p style={{ marginTop: 0 }} aria-live="polite">
        {lastAction}
      </p>
      <Table<Book>
        columns={columns}
        data={data}
        expandable={{
          columnTitle: expandColumnTitle,
          expandRowByClick: true,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.summary}</p>,
          onExpand: (expanded, record) => setLastAction(`${expanded ? 'Expanded' : 'Collapsed'} “${record.title}”.`),
          expandIcon: ({ expanded, onExpand, record }) => (
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.title}`}
              onClick={(event) => onExpand(record, event)}
              style={{ width: 28, cursor: 'pointer' }}
            >
              {expanded ? '−' : '+'}
            </button>
          ),
        }}
      />
    </>
  );
}
