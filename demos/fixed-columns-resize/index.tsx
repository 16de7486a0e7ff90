/**
 * title: Fixed columns in a resizing container
 * description: Fixed columns on both sides stay aligned while the container is resized, a sidebar opens, `scroll.x` is switched off or columns are added and removed; the time each update took is shown.
 * keywords: [fixed columns, resize, container width, performance, scroll.x, add column, 固定列, 容器宽度, 调整大小, 性能]
 * zh-CN:
 *   title: 固定列与容器缩放
 *   description: 缩放容器、打开侧边栏、关闭 `scroll.x` 或增删列时，两侧的固定列始终保持对齐，并显示每次更新的耗时。
 */
import { useRef, useState } from 'react';
import Table from 'rc-table';
import type { ColumnType } from 'rc-table';
import 'rc-table/assets/index.css';

interface Row {
  key: string;
  name: string;
  code: string;
  note: string;
  qty: number;
}

const data: Row[] = Array.from({ length: 200 }, (_, i) => ({
  key: String(i),
  name: `Item ${i + 1}`,
  code: `C-${1000 + i}`,
  note: 'Restock on Monday',
  qty: (i * 7) % 40,
}));

const middle = (key: string, title: string): ColumnType<Row> => ({ title, dataIndex: 'note', key, width: 120 });

const initialColumns: ColumnType<Row>[] = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 100, fixed: 'left' },
  { title: 'Code', dataIndex: 'code', key: 'code', width: 100, fixed: 'left', ellipsis: true },
  ...Array.from({ length: 14 }, (_, i) => middle(`col-${i + 1}`, `Column ${i + 1}`)),
  { title: 'Qty', dataIndex: 'qty', key: 'qty', width: 60, fixed: 'right' },
  { title: 'Action', key: 'action', width: 100, fixed: 'right', render: () => <a href="#fixed-columns-resize">Edit</a> },
];

// Names the expand column for screen readers (an empty header cell names nothing) without showing it.
const expandColumnTitle = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>Expand</span>
);

export default function App() {
  const [sidebar, setSidebar] = useState(false);
  const [scrollX, setScrollX] = useState(true);
  const [columns, setColumns] = useState(initialColumns);
  const [updateTime, setUpdateTime] = useState<number | null>(null);
  const nextColumn = useRef(0);

  // Times an update until the browser is free again, which includes the table's re-layout.
  const timed = (update: () => void) => {
    const start = performance.now();
    update();
    setTimeout(() => setUpdateTime(performance.now() - start));
  };

  // New columns go in front of the right-fixed ones; removing takes the first column that scrolls.
  const addColumn = () =>
    timed(() => {
      nextColumn.current += 1;
      const column = middle(`col-new-${nextColumn.current}`, `New ${nextColumn.current}`);
      setColumns((cols) => {
        const at = cols.findIndex((c) => c.fixed === 'right');
        return [...cols.slice(0, at), column, ...cols.slice(at)];
      });
    });

  const removeColumn = () =>
    timed(() =>
      setColumns((cols) => {
        const at = cols.findIndex((c) => !c.fixed);
        return at === -1 ? cols : cols.filter((_, i) => i !== at);
      }),
    );

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <button type="button" onClick={() => timed(() => setSidebar((v) => !v))}>
          {sidebar ? 'Close' : 'Open'} sidebar
        </button>
        <button type="button" onClick={() => timed(() => setScrollX((v) => !v))}>
          {scrollX ? 'Turn off' : 'Turn on'} scroll.x
        </button>
        <button type="button" onClick={addColumn}>
          Add column
        </button>
        <button type="button" onClick={removeColumn}>
          Remove column
        </button>
        <span role="status">Last update: {updateTime === null ? '–' : `${updateTime.toFixed(1)} ms`}</span>
      </div>
      <p style={{ margin: '0 0 8px' }}>Drag the bottom-right corner of the box to resize it.</p>
      <div style={{ display: 'flex', gap: 12, height: 420, padding: 12, overflow: 'auto', resize: 'both', border: '1px dashed rgb(127 127 127 / 50%)' }}>
        {sidebar && <aside style={{ flex: '0 0 160px', background: 'rgb(127 127 127 / 12%)' }}>Sidebar</aside>}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Table<Row>
            columns={columns}
            data={data}
            scroll={scrollX ? { x: 1200 } : undefined}
            expandable={{ columnTitle: expandColumnTitle, expandedRowRender: (row) => `${row.name}: ${row.note}` }}
          />
        </div>
      </div>
    </>
  );
}
