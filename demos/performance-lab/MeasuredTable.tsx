import { Profiler, memo, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProfilerOnRenderCallback, Ref } from 'react';
import Table, { VirtualTable } from 'rc-table';
import type { ColumnType, ColumnsType, Reference } from 'rc-table';
import { COLUMN_WIDTH, withOneValueChanged } from './data';
import type { CellValue, LabRow, Settings } from './data';
import { COMMIT_MARK } from './measure';

export interface MeasuredTableHandle {
  /** Replaces one row object; the caller wraps it in flushSync to time it. */
  changeRow: (index: number) => void;
  /** A copy of the call counters: one per cell, row by row. */
  counters: () => Uint32Array;
  scrollTop: (top: number) => void;
  maxScrollTop: () => number;
  cell: (rowId: number, column: number) => Element | null;
}

interface MeasuredTableProps {
  ref: Ref<MeasuredTableHandle>;
  settings: Settings;
  initialRows: LabRow[];
  onRender: ProfilerOnRenderCallback;
}

// Rendered after the table, so its layout effect runs once React has committed the table.
function CommitProbe() {
  useLayoutEffect(() => {
    performance.mark(COMMIT_MARK);
  });
  return null;
}

const isHigh = (value: CellValue) => typeof value === 'number' && value >= 900;

function fixedSide(column: number, columns: number): ColumnType<LabRow>['fixed'] {
  if (column === 0) return 'left';
  return column === columns - 1 ? 'right' : undefined;
}

/** Numbers of 900 and up are bold, set either by onCell's style or by render's markup; both count their calls. */
function makeColumns(settings: Settings, counts: Uint32Array): ColumnsType<LabRow> {
  const { columns, pinned, shouldCellUpdate, cellProps } = settings;
  return Array.from({ length: columns }, (_, column) => {
    const count = (record: LabRow) => {
      counts[(record.id - 1) * columns + column] += 1;
    };
    const base: ColumnType<LabRow> = {
      key: column,
      title: column === 0 ? 'Row' : `Column ${column + 1}`,
      dataIndex: ['values', column],
      width: COLUMN_WIDTH,
      fixed: pinned ? fixedSide(column, columns) : undefined,
      shouldCellUpdate: shouldCellUpdate ? (record, prev) => record !== prev : undefined,
    };
    if (cellProps === 'onCell') {
      return {
        ...base,
        onCell: (record) => {
          count(record);
          return { style: { fontWeight: isHigh(record.values[column]) ? 700 : undefined } };
        },
      };
    }
    return {
      ...base,
      render: (value: CellValue, record) => {
        count(record);
        return isHigh(value) ? <strong>{value}</strong> : value;
      },
    };
  });
}

function MeasuredTable({ ref, settings, initialRows, onRender }: MeasuredTableProps) {
  const [rows, setRows] = useState(initialRows);
  // Counters live as long as this table: every run mounts a new one.
  const [counts] = useState(() => new Uint32Array(initialRows.length * settings.columns));
  const columns = useMemo(() => makeColumns(settings, counts), [settings, counts]);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<Reference>(null);
  const virtual = settings.component === 'VirtualTable';

  useImperativeHandle(ref, () => {
    // The element that scrolls the rows: VirtualTable's list holder, or the plain Table's body.
    const scroller = () => wrapperRef.current?.querySelector<HTMLElement>(virtual ? '.rc-table-tbody-virtual-holder' : '.rc-table-body');
    return {
      changeRow: (index) => setRows((current) => withOneValueChanged(current, index)),
      counters: () => counts.slice(),
      scrollTop: (top) => {
        if (virtual) tableRef.current?.scrollTo({ top });
        else {
          const body = scroller();
          if (body) body.scrollTop = top;
        }
      },
      maxScrollTop: () => {
        const body = scroller();
        return body ? body.scrollHeight - body.clientHeight : 0;
      },
      cell: (rowId, column) => wrapperRef.current?.querySelector(`[data-row-key="${rowId}"]`)?.children[column] ?? null,
    };
  }, [virtual, counts]);

  const scroll = { x: settings.columns * COLUMN_WIDTH, y: 300 };
  return (
    <div ref={wrapperRef} role="region" aria-label="Measured table" className="performance-lab-stage">
      <Profiler id="table" onRender={onRender}>
        {virtual ? (
          <VirtualTable<LabRow> ref={tableRef} columns={columns} data={rows} rowKey="id" scroll={scroll} />
        ) : (
          <Table<LabRow> columns={columns} data={rows} rowKey="id" scroll={scroll} />
        )}
      </Profiler>
      <CommitProbe />
    </div>
  );
}

// Memoised so that the lab's own updates (progress, results) never re-render a table of 100,000 rows.
export default memo(MeasuredTable);
