import { memo } from 'react';
import { formatCount } from './data';
import type { RunResult } from './data';
import { formatMs } from './measure';
import type { Timing } from './measure';

const HEADERS = [
  'Component',
  'Rows',
  'Columns',
  'Pinned',
  'shouldCellUpdate',
  'Cell props',
  'First render ms (commit / paint)',
  'Re-render ms (commit / paint)',
  'Cells re-rendered',
  'Scroll median ms',
  'Worst frame ms',
  'Profiler ms (first / re-render)',
];

const timing = (t: Timing) => `${formatMs(t.commit)} / ${formatMs(t.paint)}`;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function profiler(run: RunResult): string {
  // Production React never calls onRender; a missing figure stays missing.
  if (run.profilerFirst === null || run.profilerRerender === null) return 'not reported (production React)';
  return `${formatMs(run.profilerFirst)} / ${formatMs(run.profilerRerender)}`;
}

function RunsTable({ runs }: { runs: RunResult[] }) {
  return (
    // Twelve columns never fit a phone: the region scrolls sideways and takes focus, so keys scroll it too.
    <section className="performance-lab-runs" aria-label="Runs, scrolls sideways" tabIndex={0}>
      <table>
        <caption>Runs</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.length === 0 ? (
            <tr>
              <td colSpan={HEADERS.length}>No runs yet</td>
            </tr>
          ) : (
            runs.map((run) => (
              <tr key={run.id}>
                <th scope="row">{run.settings.component}</th>
                <td>{formatCount(run.settings.rows)}</td>
                <td>{run.settings.columns}</td>
                <td>{yesNo(run.settings.pinned)}</td>
                <td>{yesNo(run.settings.shouldCellUpdate)}</td>
                <td>{run.settings.cellProps}</td>
                <td>{timing(run.firstRender)}</td>
                <td>{timing(run.reRender)}</td>
                <td>{formatCount(run.cellsRerendered)}</td>
                <td>{formatMs(run.scrollMedian)}</td>
                <td>{formatMs(run.scrollWorst)}</td>
                <td>{profiler(run)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export default memo(RunsTable);
