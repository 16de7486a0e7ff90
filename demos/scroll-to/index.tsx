/**
 * title: Scroll to a row
 * description: 'The table `ref`''s `scrollTo` takes an `align` (`start`, `center`, `end`, `nearest`) and an `offset` in pixels besides the row''s `key` or `index`; a plain table aligns the row with `scrollIntoView` and then adds the offset, a `VirtualTable` lets its list place the row with the offset as the gap to the edge.'
 * keywords: [scrollTo, ref, align, offset, scrollIntoView, VirtualTable, 滚动定位, 对齐, 偏移]
 * lines: [1.x]
 * zh-CN:
 *   title: 滚动到指定行
 *   description: '表格 `ref` 的 `scrollTo` 除了行的 `key` 或 `index`，还接受 `align`（`start`、`center`、`end`、`nearest`）和以像素计的 `offset`；普通表格先用 `scrollIntoView` 对齐这一行再加上偏移，`VirtualTable` 则由虚拟列表摆放这一行，偏移是行与边缘之间的距离。'
 */
import { useRef, useState } from 'react';
import Table, { VirtualTable } from '@rc-component/table';
import type { ColumnsType, Reference } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import ScrollControls from './ScrollControls';
import type { ScrollRequest } from './ScrollControls';

interface Item {
  key: string;
  name: string;
  stock: number;
}

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ key: `R-${String(i + 1).padStart(4, '0')}`, name: `Item ${i + 1}`, stock: (i * 37) % 500 }));

const plainData = items(100);
// A virtual table renders only the rows in view, so it can hold many more.
const virtualData = items(5000);

/** The columns, with the row last scrolled to marked in its ID cell. */
const columnsFor = (target: string | undefined): ColumnsType<Item> => [
  { title: 'ID', dataIndex: 'key', key: 'id', width: 120, render: (key: string) => (key === target ? <mark>{key}</mark> : key) },
  { title: 'Name', dataIndex: 'name', key: 'name', width: 240 },
  { title: 'Stock', dataIndex: 'stock', key: 'stock', width: 120, align: 'right' },
];

/** The call as code, for the reader to compare with what the table did. */
const describeCall = (ref: string, target: string, { align, offset }: ScrollRequest) =>
  `${ref}.current.scrollTo({ ${target}, align: '${align}', offset: ${offset} })`;

export default function App() {
  const tableRef = useRef<Reference>(null);
  const virtualRef = useRef<Reference>(null);
  const [plainTarget, setPlainTarget] = useState<string>();
  const [virtualTarget, setVirtualTarget] = useState<string>();
  const [lastCall, setLastCall] = useState('No scrollTo call yet.');

  const scrollPlain = (request: ScrollRequest) => {
    const key = plainData[request.row - 1].key;
    setPlainTarget(key);
    setLastCall(describeCall('tableRef', `key: '${key}'`, request));
    tableRef.current?.scrollTo({ key, align: request.align, offset: request.offset });
  };

  const scrollVirtual = (request: ScrollRequest) => {
    setVirtualTarget(virtualData[request.row - 1].key);
    setLastCall(describeCall('virtualRef', `index: ${request.row - 1}`, request));
    // `center` is left out: the virtual list has no such position (VirtualScrollConfig's `align` excludes it).
    virtualRef.current?.scrollTo({ index: request.row - 1, align: request.align, offset: request.offset });
  };

  return (
    <>
      <p aria-live="polite">
        <code>{lastCall}</code>
      </p>
      <ScrollControls
        name="Table"
        rows={plainData.length}
        aligns={['start', 'center', 'end', 'nearest']}
        initial={{ row: 40, align: 'center', offset: 0 }}
        onScroll={scrollPlain}
      />
      <Table<Item> ref={tableRef} columns={columnsFor(plainTarget)} data={plainData} scroll={{ y: 240 }} />
      <ScrollControls
        name="VirtualTable"
        rows={virtualData.length}
        aligns={['start', 'end', 'nearest']}
        initial={{ row: 2500, align: 'start', offset: 40 }}
        onScroll={scrollVirtual}
      />
      <VirtualTable<Item> ref={virtualRef} columns={columnsFor(virtualTarget)} data={virtualData} scroll={{ x: 480, y: 240 }} />
    </>
  );
}
