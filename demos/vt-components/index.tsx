/**
 * title: 'VirtualTable compared: body components'
 * description: 'The same `components.body` (a `row` that marks the start of each row with a stripe and a `cell` that tints every cell) in a `Table` and a `VirtualTable` with the same props: both tables draw their body rows and cells with them.'
 * keywords: [VirtualTable, virtual, components, components.body, custom row, custom cell, compatibility, 虚拟滚动, 自定义组件, 自定义行, 自定义单元格, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：表体组件'
 *   description: '同样的 `components.body`（一个在每行开头画一道色条的 `row`，和一个给每个单元格着色的 `cell`）分别交给 `Table` 和 `VirtualTable`，其余属性相同：两个表格都用它们绘制表体的行和单元格。'
 */
import { useSyncExternalStore } from 'react';
import type { ComponentProps } from 'react';
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Ticket {
  key: number;
  code: string;
  subject: string;
  owner: string;
  priority: string;
  opened: string;
}

const subjects = ['Login fails', 'Slow export', 'Typo on invoice', 'Broken link', 'Missing email', 'Wrong total'];

const data: Ticket[] = Array.from({ length: 60 }, (_, i) => ({
  key: i + 1,
  code: `T-${String(i + 1).padStart(3, '0')}`,
  subject: subjects[i % subjects.length],
  owner: ['Ada', 'Lin', 'Sam', 'Kim'][i % 4],
  priority: ['Low', 'Normal', 'High'][i % 3],
  opened: `${(i % 28) + 1} May`,
}));

const columns: ColumnsType<Ticket> = [
  { title: 'Ticket', dataIndex: 'code', key: 'code', width: 100 },
  { title: 'Subject', dataIndex: 'subject', key: 'subject', width: 240 },
  { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 120 },
  { title: 'Priority', dataIndex: 'priority', key: 'priority', width: 120 },
  { title: 'Opened', dataIndex: 'opened', key: 'opened', width: 120 },
];

// Each component gets the props rc-table would put on its own element (className, style, ref, children...)
// and passes them all on, adding its class.
function StripedRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} className={`${className ?? ''} vt-components-row`} />;
}

function TintedCell({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={`${className ?? ''} vt-components-cell`} />;
}

// One set of props for both tables: the component is the only difference.
const props: TableProps<Ticket> = {
  columns,
  data,
  components: { body: { row: StripedRow, cell: TintedCell } },
  scroll: { x: 700, y: 190 },
};

// The VirtualTable renders in the browser only: it puts the body's row and cell components where it would put
// `<div>`s, and a `<tr>` inside a `<div>` is HTML that a browser's parser rearranges, so a server render of it would
// not hydrate.
const subscribe = () => () => {};

export default function App() {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <Table<Ticket> {...props} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        {inBrowser ? <VirtualTable<Ticket> {...props} /> : <p>The VirtualTable renders once the page runs its scripts.</p>}
      </figure>
    </div>
  );
}
