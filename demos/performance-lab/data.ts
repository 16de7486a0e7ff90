import type { Timing } from './measure';

export type CellValue = string | number;

export interface LabRow {
  id: number;
  values: CellValue[];
}

export type ComponentName = 'Table' | 'VirtualTable';
export type CellProps = 'onCell' | 'render';

export interface Settings {
  rows: number;
  columns: number;
  component: ComponentName;
  pinned: boolean;
  shouldCellUpdate: boolean;
  cellProps: CellProps;
}

export const ROW_COUNTS = [100, 1000, 10000, 100000];
export const COLUMN_COUNTS = [5, 10, 20];
export const COMPONENTS: ComponentName[] = ['Table', 'VirtualTable'];
export const COLUMN_WIDTH = 120;

/** The row whose value each run changes: the third, id 3. */
export const CHANGED_ROW_INDEX = 2;

const words = ['Oslo', 'Lima', 'Perth', 'Quito', 'Seoul', 'Lagos', 'Turin', 'Cork'];

/** Column 0 names the row; the others alternate a word and a number below 1,000. */
function valueAt(id: number, column: number): CellValue {
  if (column === 0) return `Row ${id}`;
  return column % 2 === 1 ? (id * (column + 7)) % 1000 : words[(id + column) % words.length];
}

export function makeRows(count: number, columns: number): LabRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    values: Array.from({ length: columns }, (__, column) => valueAt(index + 1, column)),
  }));
}

/** A new array with one new row object whose column 1 (a number) goes up by one: every other row keeps its identity. */
export function withOneValueChanged(rows: LabRow[], index: number): LabRow[] {
  return rows.map((row, i) =>
    i === index ? { ...row, values: row.values.map((value, column) => (column === 1 && typeof value === 'number' ? value + 1 : value)) } : row,
  );
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

export const describeStep = (settings: Pick<Settings, 'component' | 'rows'>) => `${settings.component}, ${formatCount(settings.rows)} rows`;

/** A plain Table renders every row, so from 10,000 rows on a run blocks the page for seconds. */
export const isSlow = (settings: Pick<Settings, 'component' | 'rows'>) => settings.component === 'Table' && settings.rows >= 10000;

export interface RunResult {
  id: number;
  settings: Settings;
  firstRender: Timing;
  reRender: Timing;
  cellsRerendered: number;
  scrollMedian: number;
  scrollWorst: number;
  /** The Profiler's actualDuration summed over the commits, or null where React reported none (production builds). */
  profilerFirst: number | null;
  profilerRerender: number | null;
}
