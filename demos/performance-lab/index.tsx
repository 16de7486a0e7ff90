/**
 * title: Performance lab
 * description: 'Times `Table` and `VirtualTable` in your browser with the Performance API and React''s `Profiler`: first render, the re-render after one row object changes (counting, and flashing, the cells whose `render` or `onCell` ran again), and scroll frame times, for 100 to 100,000 rows, pinned columns, `shouldCellUpdate`, and cell props set through `onCell` or `render`.'
 * keywords: [performance lab, benchmark, shouldCellUpdate, Profiler, re-render, render time, 性能实验室, 基准测试, 重新渲染]
 * zh-CN:
 *   title: 性能实验室
 *   description: '在浏览器里用 Performance API 和 React 的 `Profiler` 为 `Table` 与 `VirtualTable` 计时：首次渲染、改动一个行对象后的重新渲染（统计并闪烁 `render` 或 `onCell` 再次执行的单元格）和滚动的帧间隔；行数从 100 到 100,000，可选固定列、`shouldCellUpdate`，以及用 `onCell` 或 `render` 设置单元格。'
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ProfilerOnRenderCallback } from 'react';
import { flushSync } from 'react-dom';
import 'rc-table/assets/index.css';
import MeasuredTable from './MeasuredTable';
import type { MeasuredTableHandle } from './MeasuredTable';
import Plot from './Plot';
import RunsTable from './RunsTable';
import { CHANGED_ROW_INDEX, COLUMN_COUNTS, COMPONENTS, ROW_COUNTS, describeStep, formatCount, isSlow, makeRows } from './data';
import type { CellProps, ComponentName, RunResult, Settings } from './data';
import { changedCounters, frameIntervals, median, nextPaint, timeUpdate } from './measure';
import './style.css';

const SCROLL_FRAMES = 60;
// At most this many pixels a frame: a quick flick that brings new rows into view on every frame.
const SCROLL_STEP = 100;
// The body is back at the top when cells flash, so rows further down are out of sight and are left alone.
const FLASH_ROWS = 20;
// VirtualTable first: the series reaches the plain Table's slow steps last, so Stop can spare them.
const SERIES_COMPONENTS: ComponentName[] = ['VirtualTable', 'Table'];
// A plain Table of 100,000 rows ran a 4 GB tab out of memory after minutes: the series stops the plain Table at
// 10,000 rows, and Run alone (with its warning) is the way to try more.
const SERIES_TABLE_MAX_ROWS = 10000;

interface Stage {
  id: number;
  settings: Settings;
  /** False while the previous table is gone and this run's rows are built, before the clock starts. */
  mounted: boolean;
}

interface Status {
  message: string;
  done: number;
  total: number;
}

// The Profiler's durations over a measurement, or null if React never called onRender (its production build does not).
const sumOrNull = (durations: number[]) => (durations.length ? durations.reduce((sum, ms) => sum + ms, 0) : null);

export default function App() {
  const id = useId();
  const [settings, setSettings] = useState<Settings>({
    rows: 1000,
    columns: 10,
    component: 'Table',
    pinned: false,
    shouldCellUpdate: false,
    cellProps: 'render',
  });
  const [stage, setStage] = useState<Stage | null>(null);
  const [runs, setRuns] = useState<RunResult[]>([]);
  const [status, setStatus] = useState<Status>({ message: '', done: 0, total: 0 });
  const [running, setRunning] = useState<'run' | 'series' | null>(null);
  const [stopping, setStopping] = useState(false);
  const tableRef = useRef<MeasuredTableHandle>(null);
  const profile = useRef<number[]>([]);
  const stopRequested = useRef(false);
  const nextId = useRef(1);

  const rowCount = stage?.settings.rows ?? 0;
  const columnCount = stage?.settings.columns ?? 0;
  // Built when a run needs them, never at module load: 100,000 rows of 20 values take a moment.
  const rows = useMemo(() => makeRows(rowCount, columnCount), [rowCount, columnCount]);

  const onRender = useCallback<ProfilerOnRenderCallback>((_id, _phase, actualDuration) => {
    profile.current.push(actualDuration);
  }, []);

  const update = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  async function measure(step: Settings): Promise<RunResult> {
    const runId = nextId.current;
    nextId.current += 1;
    // Drop the last table and build the rows first, so the clock counts only the mount.
    flushSync(() => setStage({ id: runId, settings: step, mounted: false }));
    await nextPaint();

    profile.current = [];
    const firstRender = await timeUpdate('first render', () => flushSync(() => setStage({ id: runId, settings: step, mounted: true })));
    const profilerFirst = sumOrNull(profile.current);
    const table = tableRef.current;
    if (!table) throw new Error('The table did not mount.');

    const stepPx = Math.min(SCROLL_STEP, table.maxScrollTop() / SCROLL_FRAMES);
    const intervals = await frameIntervals(SCROLL_FRAMES, (frame) => table.scrollTop(frame * stepPx));
    table.scrollTop(0);
    await nextPaint();
    await nextPaint();

    const before = table.counters();
    profile.current = [];
    const reRender = await timeUpdate('re-render', () => flushSync(() => table.changeRow(CHANGED_ROW_INDEX)));
    const profilerRerender = sumOrNull(profile.current);
    const changed = changedCounters(before, table.counters(), FLASH_ROWS * step.columns);
    for (const index of changed.first) table.cell(Math.floor(index / step.columns) + 1, index % step.columns)?.classList.add('performance-lab-flash');

    return {
      id: runId,
      settings: step,
      firstRender,
      reRender,
      cellsRerendered: changed.count,
      scrollMedian: median(intervals),
      scrollWorst: Math.max(...intervals),
      profilerFirst,
      profilerRerender,
    };
  }

  async function runAll(plan: Settings[], mode: 'run' | 'series') {
    stopRequested.current = false;
    setStopping(false);
    setRunning(mode);
    let last: RunResult | undefined;
    let done = 0;
    try {
      for (const step of plan) {
        if (stopRequested.current) break;
        const message = mode === 'series' ? `Step ${done + 1} of ${plan.length}: ${describeStep(step)}` : `Running: ${describeStep(step)}`;
        flushSync(() => setStatus({ message, done, total: plan.length }));
        // Paint the progress before a step that may hold the page for seconds.
        await nextPaint();
        const result = await measure(step);
        last = result;
        done += 1;
        flushSync(() => setRuns((current) => [...current, result]));
        // Let the browser handle input (Stop) between steps.
        await nextPaint();
      }
      let message = `Series done: ${done} runs.`;
      if (done < plan.length) message = `Stopped after step ${done} of ${plan.length}.`;
      else if (mode === 'run' && last) {
        message = `Done: ${describeStep(last.settings)}. Changing row ${CHANGED_ROW_INDEX + 1} re-rendered ${formatCount(last.cellsRerendered)} cells; those in view are highlighted.`;
      }
      setStatus({ message, done, total: plan.length });
    } catch (error) {
      setStatus({ message: `The run failed: ${error instanceof Error ? error.message : String(error)}`, done, total: plan.length });
    } finally {
      setRunning(null);
      setStopping(false);
    }
  }

  const run = () => {
    if (!running) void runAll([settings], 'run');
  };
  const runSeries = () => {
    if (!running)
      void runAll(
        SERIES_COMPONENTS.flatMap((component) =>
          ROW_COUNTS.filter((rows) => component === 'VirtualTable' || rows <= SERIES_TABLE_MAX_ROWS).map((rows) => ({ ...settings, component, rows })),
        ),
        'series',
      );
  };
  const stop = () => {
    if (running !== 'series') return;
    stopRequested.current = true;
    setStopping(true);
  };

  return (
    <div className="performance-lab">
      <p className="performance-lab-intro">
        Run builds the rows, then times the mount from the state update to React&apos;s commit (a layout effect rendered after the table) and to the next paint,
        scrolls the body for {SCROLL_FRAMES} frames timing each frame, and replaces the object of row {CHANGED_ROW_INDEX + 1} to time the re-render the same
        way. Cells whose <code>render</code> or <code>onCell</code> ran again are counted, and flash. The first run after the page loads also warms up the
        JavaScript engine: run again for steadier figures.
      </p>
      <fieldset className="performance-lab-settings" disabled={running !== null}>
        <legend>Settings</legend>
        {/* Label and select side by side: a label wrapping a select would take the options into its name. */}
        <span className="performance-lab-field">
          <label htmlFor={`${id}-rows`}>Rows</label>
          <select id={`${id}-rows`} value={settings.rows} onChange={(e) => update('rows', Number(e.target.value))}>
            {ROW_COUNTS.map((count) => (
              <option key={count} value={count}>
                {formatCount(count)}
              </option>
            ))}
          </select>
        </span>
        <span className="performance-lab-field">
          <label htmlFor={`${id}-columns`}>Columns</label>
          <select id={`${id}-columns`} value={settings.columns} onChange={(e) => update('columns', Number(e.target.value))}>
            {COLUMN_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </span>
        <fieldset className="performance-lab-group">
          <legend>Component</legend>
          {COMPONENTS.map((component) => (
            <label key={component}>
              <input type="radio" name={`${id}-component`} checked={settings.component === component} onChange={() => update('component', component)} />
              {component}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={settings.pinned} onChange={(e) => update('pinned', e.target.checked)} aria-describedby={`${id}-pinned-hint`} />
          Pinned columns
        </label>
        <span id={`${id}-pinned-hint`} className="performance-lab-hint">
          first left, last right
        </span>
        <label>
          <input type="checkbox" checked={settings.shouldCellUpdate} onChange={(e) => update('shouldCellUpdate', e.target.checked)} />
          shouldCellUpdate
        </label>
        <fieldset className="performance-lab-group">
          <legend>Cell props</legend>
          {(['onCell', 'render'] as CellProps[]).map((cellProps) => (
            <label key={cellProps}>
              <input type="radio" name={`${id}-cell-props`} checked={settings.cellProps === cellProps} onChange={() => update('cellProps', cellProps)} />
              {cellProps}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="performance-lab-warning">
        <strong>Warning:</strong>{' '}
        {isSlow(settings) && (
          <>
            Run renders a plain Table of {formatCount(settings.rows)} rows, every cell in the page: it may take{' '}
            {settings.rows >= 100000 ? 'minutes, can run the tab out of memory and crash it,' : 'seconds'} and freezes the tab meanwhile.{' '}
          </>
        )}
        Run series ends with a plain Table of {formatCount(SERIES_TABLE_MAX_ROWS)} rows (seconds, tab frozen; press Stop before it to skip it) and leaves out a
        plain Table of 100,000 rows, which can take minutes and crash the tab.
      </div>
      <div className="performance-lab-buttons">
        <button type="button" onClick={run} aria-disabled={running !== null}>
          Run
        </button>
        <button type="button" onClick={runSeries} aria-disabled={running !== null}>
          Run series
        </button>
        <button type="button" onClick={stop} aria-disabled={running !== 'series' || stopping}>
          Stop
        </button>
        <button type="button" onClick={() => setRuns([])}>
          Clear
        </button>
      </div>
      <div className="performance-lab-status" aria-live="polite">
        {status.total > 0 && <progress value={status.done} max={status.total} aria-label="Progress" />}
        <span>
          {status.message}
          {stopping && ' Stopping after this step.'}
        </span>
      </div>
      {stage?.mounted ? (
        <MeasuredTable key={stage.id} ref={tableRef} settings={stage.settings} initialRows={rows} onRender={onRender} />
      ) : (
        <p className="performance-lab-placeholder">{stage ? 'Building the rows…' : 'The measured table shows here once a run starts.'}</p>
      )}
      <Plot runs={runs} />
      <RunsTable runs={runs} />
    </div>
  );
}
