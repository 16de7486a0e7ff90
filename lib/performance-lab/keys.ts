import type { LineId } from '../lines/lines';

/** One run of the lab's series as `npm run bench:lab` measured it (milliseconds, counts). */
export interface MeasuredRun {
  component: 'Table' | 'VirtualTable';
  rows: number;
  firstCommit: number;
  firstPaint: number;
  rerenderCommit: number;
  rerenderPaint: number;
  cellsRerendered: number;
  scrollMedian: number;
  worstFrame: number;
}

/** `content/performance-lab/measured.json`: what the bench measured, where and how; the lab's page shows it. */
export interface LabMeasured {
  date: string;
  machine: string;
  settings: string;
  lines: Record<LineId, MeasuredRun[]>;
}
