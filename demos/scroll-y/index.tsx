/**
 * title: Vertical scrolling
 * description: Setting `scroll.y` caps the body height so the header stays put while rows scroll; the table `ref` scrolls to a pixel offset, a row `key` or a row index.
 * keywords: [scroll, vertical, fixed header, scrollTo, ref, 纵向滚动, 固定表头, 滚动定位]
 */
import { useRef, useState } from 'react';
import type { Key } from 'react';
import Table from 'rc-table';
import type { ColumnsType, Reference } from 'rc-table';
import 'rc-table/assets/index.css';

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

export default function App() {
  const tableRef = useRef<Reference>(null);
  const [target, setTarget] = useState<Key | null>(null);

  const scrollToKey = (key: Key) => {
    setTarget(key);
    tableRef.current?.scrollTo({ key });
  };

  return (
    <>
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
        columns={columns}
        data={data}
        scroll={{ y: 300 }}
        style={{ marginTop: 12 }}
        // Highlight the row the last button scrolled to.
        onRow={(record) => ({ style: record.key === target ? { background: '#fff7d6' } : undefined })}
      />
    </>
  );
}
