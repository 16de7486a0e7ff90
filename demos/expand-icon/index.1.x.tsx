/**
 * title: Custom expand icon
 * description: '`components.ExpandIcon` replaces the default icon with your own control (it replaces `expandable.expandIcon`, deprecated in 1.x), and `expandRowByClick` lets a click anywhere on the row toggle it too.'
 * keywords: [expand, components.ExpandIcon, ExpandIcon, ExpandIconProps, expandIcon, expandRowByClick, onExpand, custom icon, 展开, 自定义展开图标, 点击行展开]
 * zh-CN:
 *   title: 自定义展开图标
 *   description: '`components.ExpandIcon` 用你自己的控件替换默认图标（它取代了 1.x 中已废弃的 `expandable.expandIcon`），`expandRowByClick` 让点击行内任意位置也能展开或收起。'
 */
import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ExpandIconProps } from '@rc-component/table';
import '@rc-component/table/assets/index.css';

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

/**
 * The table renders this component for each row's toggle, with `type: 'row'` and the row's `record`; `onClick`
 * already expands the row and keeps the click from reaching the row. (`type: 'all'` is the header toggle of
 * `expandable.showExpandAll`, which this table does not turn on.)
 */
function ExpandButton(props: ExpandIconProps<Book>) {
  if (props.type !== 'row') return null;
  const { expanded, onClick, record } = props;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${record.title}`}
      onClick={onClick}
      style={{ width: 28, cursor: 'pointer' }}
    >
      {expanded ? '−' : '+'}
    </button>
  );
}

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
        components={{ ExpandIcon: ExpandButton }}
        expandable={{
          columnTitle: expandColumnTitle,
          expandRowByClick: true,
          expandedRowRender: (record) => <p style={{ margin: 0 }}>{record.summary}</p>,
          onExpand: (expanded, record) => setLastAction(`${expanded ? 'Expanded' : 'Collapsed'} “${record.title}”.`),
        }}
      />
    </>
  );
}
