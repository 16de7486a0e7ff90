/**
 * title: Vertical scrolling
 * description: Setting `scroll.y` caps the body height so the header stays put while rows scroll; the table `ref` scrolls to a pixel offset, a row `key` or a row index, and `onRow` highlights the row it reached. A second table adds `sticky` and `scroll.x` to `scroll.y`, with header and body columns lined up.
 * keywords: [scroll, vertical, fixed header, sticky, scrollTo, ref, onRow, 纵向滚动, 固定表头, 粘性表头, 滚动定位, max height, scrolling body]
 * zh-CN:
 *   title: 纵向滚动
 *   description: '`scroll.y` 限制表体高度，行滚动时表头保持不动；表格的 `ref` 可以滚动到指定的像素位置、行 `key` 或行序号，`onRow` 高亮滚动到的那一行。第二个表格在 `scroll.y` 之外加上 `sticky` 和 `scroll.x`，表头与表体的列保持对齐。'
 */
import { useRef, useState } from 'react';
import type { Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType, Reference } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Ticket {
  key: string;
  subject: string;
  owner: string;
  priority: 'Low' | 'Normal' | 'High';
}

const owners = ['Ada', 'Lin', 'Sam', 'Noor'];
const priorities: Ticket['priority'][] = ['Low', 'Normal', 'High'];

const data: Ticket[] = Array.from({ length: 30 }, (_, i) => ({
  key: `T-${101 + i}`,
  subject: `Support ticket ${i + 1}`,
  owner: owners[i % owners.length],
  priority: priorities[i % priorities.length],
}));

const columns: ColumnsType<Ticket> = [
  { title: 'ID', dataIndex: 'key', key: 'id', width: 100 },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
  { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 120 },
];

// Fixed widths wider than the page, so the body scrolls both ways under the sticky header.
const wideColumns: ColumnsType<Ticket> = [
  { title: 'ID', dataIndex: 'key', key: 'id', width: 100 },
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 500 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 300 },
  { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 300 },
];

export default function App() {
  const tableRef = useRef<Reference>(null);
  const [target, setTarget] = useState<Key | null>(null);

  const scrollToKey = (key: Key) => {
    setTarget(key);
    tableRef.current?.scrollTo({ key });
  };

  return (
    <>
      <h2>Scrolling to a row</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" onClick={() => tableRef.current?.scrollTo({ top: 0 })}>
          Back to top
        </button>
        <button type="button" onClick={() => scrollToKey('T-120')}>
          Scroll to key T-120
        </button>
        <button type="button" onClick={() => scrollToKey(data[data.length - 1].key)}>
          Scroll to the last row
        </button>
        <button
          type="button"
          onClick={() => {
            setTarget(data[14].key);
            tableRef.current?.scrollTo({ index: 14 });
          }}
        >
          Scroll to index 14
        </button>
      </div>
      <Table<Ticket>
        ref={tableRef}
        className="scroll-y-table"
        columns={columns}
        data={data}
        scroll={{ y: 300 }}
        style={{ marginTop: 12 }}
        // Cells paint their own background over the row's, so the highlight is a class the stylesheet puts on the cells.
        onRow={(record) => ({ className: record.key === target ? 'scroll-y-target' : undefined })}
      />
      <h2>Sticky header with scroll.y</h2>
      <Table<Ticket> columns={wideColumns} data={data} sticky scroll={{ x: 1200, y: 300 }} />
    </>
  );
}
