/**
 * title: 'VirtualTable compared: scrollTo with align'
 * description: 'The table `ref`''s `scrollTo({ index, align })` in a `Table` and a `VirtualTable` with the same props: each button brings row 15 to the top edge (`align: ''start''`), the bottom edge (`''end''`) or the nearest edge (`''nearest''`) of the scroll box.'
 * keywords: [VirtualTable, virtual, scrollTo, ref, align, scrollIntoView, compatibility, 虚拟滚动, 滚动定位, 对齐, 兼容性]
 * lines: [1.x]
 * zh-CN:
 *   title: 'VirtualTable 对照：带 align 的 scrollTo'
 *   description: '表格 `ref` 的 `scrollTo({ index, align })` 分别用在 `Table` 和 `VirtualTable` 上，其余属性相同：每个按钮把第 15 行滚到滚动区域的上边缘（`align: ''start''`）、下边缘（`''end''`）或较近的一侧边缘（`''nearest''`）。'
 */
import { useRef, useState } from 'react';
import type { ReactElement, RefAttributes } from 'react';
import Table, { VirtualTable } from '@rc-component/table';
import type { ColumnsType, Reference, TableProps } from '@rc-component/table';
import '@rc-component/table/assets/index.css';
import './style.css';

interface Ticket {
  key: number;
  row: string;
  ticket: string;
  subject: string;
  assignee: string;
  opened: string;
}

const subjects = ['Login fails on Safari', 'Export is empty', 'Slow search', 'Wrong currency', 'Broken link in footer', 'Typo on invoice'];
const people = ['Ada', 'Lin', 'Sam', 'Noor', 'Kai'];

const data: Ticket[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  row: `Row ${i + 1}`,
  ticket: `T-${String(1200 + i)}`,
  subject: subjects[i % subjects.length],
  assignee: people[i % people.length],
  opened: `May ${(i % 28) + 1}`,
}));

const columns: ColumnsType<Ticket> = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 90 },
  { title: 'Ticket', dataIndex: 'ticket', key: 'ticket', width: 110 },
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 270 },
  { title: 'Assignee', dataIndex: 'assignee', key: 'assignee', width: 120 },
  { title: 'Opened', dataIndex: 'opened', key: 'opened', width: 110 },
];

/** The row every button scrolls to, marked so the reader can find it. */
const TARGET = 15;

// One set of props for both tables: the component is the only difference.
const props: TableProps<Ticket> = {
  columns,
  data,
  scroll: { x: 700, y: 190 },
  rowClassName: (record) => (record.key === TARGET ? 'vt-scroll-to-target' : ''),
};

// `center` is typed too, but a `VirtualTable`'s list has no centred position.
type Align = 'start' | 'end' | 'nearest';

const buttons: { align: Align; text: string }[] = [
  { align: 'start', text: `Row ${TARGET} at the top` },
  { align: 'end', text: `Row ${TARGET} at the bottom` },
  { align: 'nearest', text: `Row ${TARGET}, nearest edge` },
];

type TableComponent = (props: TableProps<Ticket> & RefAttributes<Reference>) => ReactElement;

/** One table with its own ref, its buttons and the call they made last. */
function ScrollToTable({ component: Component }: { component: TableComponent }) {
  const ref = useRef<Reference>(null);
  const [lastCall, setLastCall] = useState('No scrollTo call yet.');

  const scrollTo = (align: Align) => {
    ref.current?.scrollTo({ index: TARGET - 1, align });
    setLastCall(`ref.current.scrollTo({ index: ${TARGET - 1}, align: '${align}' })`);
  };

  return (
    <>
      <Component ref={ref} {...props} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        {buttons.map(({ align, text }) => (
          <button key={align} type="button" onClick={() => scrollTo(align)}>
            {text}
          </button>
        ))}
      </div>
      <p style={{ margin: '8px 0 0' }}>
        <code>{lastCall}</code>
      </p>
    </>
  );
}

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <ScrollToTable component={Table} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <ScrollToTable component={VirtualTable} />
      </figure>
    </div>
  );
}
