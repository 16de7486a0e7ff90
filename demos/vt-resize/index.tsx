/**
 * title: 'VirtualTable compared: resizable columns'
 * description: 'The same resizable header cells in a `Table` and a `VirtualTable` with the same props: `components.header.cell` draws a handle on each header cell''s right edge, and dragging it (or focusing it and pressing the arrow keys) stores the column''s new `width` in state, which the header and the body cells below it both take.'
 * keywords: [VirtualTable, virtual, resize, column width, components, onHeaderCell, pointer events, compatibility, 虚拟滚动, 调整列宽, 拖拽, 兼容性]
 * zh-CN:
 *   title: 'VirtualTable 对照：可调整列宽'
 *   description: '同一组可调整宽度的表头单元格分别交给 `Table` 和 `VirtualTable`，其余属性相同：`components.header.cell` 在每个表头单元格右边缘画一个拖拽手柄，拖拽它（或聚焦后按方向键）会把这一列新的 `width` 存进 state，表头和它下面的表体单元格都随之变宽或变窄。'
 */
import { useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactElement, ThHTMLAttributes } from 'react';
import Table, { VirtualTable } from 'rc-table';
import type { ColumnsType, TableProps } from 'rc-table';
import 'rc-table/assets/index.css';
import './style.css';

interface Task {
  key: number;
  name: string;
  owner: string;
  status: string;
  priority: string;
  due: string;
  notes: string;
}

const names = ['Write release notes', 'Migrate CI runners', 'Update dependencies', 'Review the API docs', 'Fix flaky tests'];
const owners = ['Ada', 'Lin', 'Sam', 'Noor', 'Kai'];
const statuses = ['To do', 'In progress', 'In review', 'Done'];

const data: Task[] = Array.from({ length: 30 }, (_, i) => ({
  key: i + 1,
  name: `${names[i % names.length]} #${i + 1}`,
  owner: owners[i % owners.length],
  status: statuses[i % statuses.length],
  priority: ['High', 'Medium', 'Low'][i % 3],
  due: `June ${(i % 30) + 1}`,
  notes: i % 2 ? 'Waiting for the changelog.' : 'Half of it is done.',
}));

const baseColumns = [
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Owner', dataIndex: 'owner', key: 'owner' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
  { title: 'Priority', dataIndex: 'priority', key: 'priority' },
  { title: 'Due', dataIndex: 'due', key: 'due' },
  { title: 'Notes', dataIndex: 'notes', key: 'notes' },
] as const;

type ColumnKey = (typeof baseColumns)[number]['key'];

const initialWidths: Record<ColumnKey, number> = { name: 240, owner: 130, status: 130, priority: 110, due: 120, notes: 270 };

const MIN_WIDTH = 60;
const MAX_WIDTH = 600;
const clamp = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  resizeLabel?: string;
  onResizeWidth?: (width: number) => void;
}

/** A header cell with a drag handle on its right edge: pointer events while dragging, arrow keys when focused. */
function ResizableHeaderCell({ width, resizeLabel, onResizeWidth, className, children, ...cellProps }: ResizableHeaderCellProps) {
  if (width === undefined || !onResizeWidth) {
    return (
      <th className={className} {...cellProps}>
        {children}
      </th>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    // No text selection, no page scroll on touch: the drag is ours.
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = width;
    const move = (moveEvent: globalThis.PointerEvent) => onResizeWidth(clamp(startWidth + moveEvent.clientX - startX));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = { ArrowLeft: -10, ArrowRight: 10 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onResizeWidth(clamp(width + step));
  };

  return (
    <th className={[className, 'vt-resize-cell'].filter(Boolean).join(' ')} {...cellProps}>
      {children}
      <span
        className="vt-resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
    </th>
  );
}

/**
 * One set of props for both tables, built from a table's own widths: the component is the only difference.
 * `scroll.x` is the sum of the widths, so no column is stretched to fill the rest.
 */
const tableProps = (widths: Record<ColumnKey, number>, setWidth: (key: ColumnKey, width: number) => void): TableProps<Task> => {
  const columns: ColumnsType<Task> = baseColumns.map((column) => ({
    ...column,
    width: widths[column.key],
    onHeaderCell: () => {
      const cellProps: ResizableHeaderCellProps = {
        width: widths[column.key],
        resizeLabel: `Resize the ${column.title} column`,
        onResizeWidth: (width) => setWidth(column.key, width),
      };
      return cellProps;
    },
  }));
  const total = Object.values(widths).reduce((sum, width) => sum + width, 0);
  return { columns, data, scroll: { x: total, y: 190 }, components: { header: { cell: ResizableHeaderCell } } };
};

type TableComponent = (props: TableProps<Task>) => ReactElement;

/** One table with its own column widths. */
function ResizableTable({ component: Component }: { component: TableComponent }) {
  const [widths, setWidths] = useState(initialWidths);
  const setWidth = (key: ColumnKey, width: number) => setWidths((current) => ({ ...current, [key]: width }));
  return <Component {...tableProps(widths, setWidth)} />;
}

export default function App() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Table</figcaption>
        <ResizableTable component={Table} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>VirtualTable</figcaption>
        <ResizableTable component={VirtualTable} />
      </figure>
    </div>
  );
}
