import { memo } from 'react';
import { COMPONENTS, ROW_COUNTS, formatCount } from './data';
import type { ComponentName, RunResult } from './data';
import { formatMs } from './measure';

type Metric = 'first' | 'rerender';

interface Series {
  component: ComponentName;
  metric: Metric;
  points: { rows: number; ms: number }[];
}

const WIDTH = 440;
const HEIGHT = 280;
const MARGIN = { top: 12, right: 24, bottom: 50, left: 60 };
// Log scales cannot draw 0, and performance.now() is often coarsened to 0.1 ms anyway.
const FLOOR_MS = 0.1;

const METRIC_LABEL: Record<Metric, string> = { first: 'first render', rerender: 're-render' };

const msOf = (run: RunResult, metric: Metric) => (metric === 'first' ? run.firstRender.paint : run.reRender.paint);

/** One series per component and metric; each point is the newest run for its row count. */
function toSeries(runs: RunResult[]): Series[] {
  return COMPONENTS.flatMap((component) =>
    (['first', 'rerender'] as const).map((metric) => {
      const newest = new Map<number, number>();
      for (const run of runs) if (run.settings.component === component) newest.set(run.settings.rows, msOf(run, metric));
      const points = [...newest].map(([rows, ms]) => ({ rows, ms })).sort((a, b) => a.rows - b.rows);
      return { component, metric, points };
    }),
  );
}

const formatTick = (ms: number) => (ms >= 1000 ? `${ms / 1000}k` : String(ms));

// Worded without the controls' names (rows, columns, render), so each label finds only its own control.
const METRIC_SPOKEN: Record<Metric, string> = { first: 'on mount', rerender: 'after one change' };

function summary(series: Series[]): string {
  const described = series
    .filter((s) => s.points.length > 0)
    .map((s) => `${s.component} ${METRIC_SPOKEN[s.metric]}: ${s.points.map((p) => `${formatCount(p.rows)}, ${formatMs(p.ms)} ms`).join('; ')}`);
  if (described.length === 0) return 'Plot of milliseconds to paint by data size: no runs yet.';
  return `Plot of milliseconds to paint by data size, both on log scales. ${described.join('. ')}.`;
}

function Plot({ runs }: { runs: RunResult[] }) {
  const series = toSeries(runs);
  const values = series.flatMap((s) => s.points.map((p) => Math.max(p.ms, FLOOR_MS)));
  // Whole decades around the data, at least one; 1 to 1,000 ms before any run.
  const low = values.length ? Math.floor(Math.log10(Math.min(...values))) : 0;
  const high = values.length ? Math.max(low + 1, Math.ceil(Math.log10(Math.max(...values)))) : 3;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const minRows = Math.log10(ROW_COUNTS[0]);
  const rowSpan = Math.log10(ROW_COUNTS[ROW_COUNTS.length - 1]) - minRows;
  const x = (rows: number) => MARGIN.left + ((Math.log10(rows) - minRows) / rowSpan) * innerWidth;
  const y = (ms: number) => MARGIN.top + innerHeight - ((Math.log10(Math.max(ms, FLOOR_MS)) - low) / (high - low)) * innerHeight;
  const decades = Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i));

  return (
    <figure className="performance-lab-plot">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary(series)}>
        <g className="performance-lab-grid">
          {decades.map((ms) => (
            <line key={ms} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(ms)} y2={y(ms)} />
          ))}
          {ROW_COUNTS.map((rows) => (
            <line key={rows} x1={x(rows)} x2={x(rows)} y1={MARGIN.top} y2={MARGIN.top + innerHeight} />
          ))}
        </g>
        <g className="performance-lab-axis">
          <polyline points={`${MARGIN.left},${MARGIN.top} ${MARGIN.left},${MARGIN.top + innerHeight} ${WIDTH - MARGIN.right},${MARGIN.top + innerHeight}`} />
          {decades.map((ms) => (
            <text key={ms} x={MARGIN.left - 6} y={y(ms)} textAnchor="end" dominantBaseline="middle">
              {ms < 1 ? ms.toFixed(1) : formatTick(ms)}
            </text>
          ))}
          {ROW_COUNTS.map((rows) => (
            <text key={rows} x={x(rows)} y={MARGIN.top + innerHeight + 22} textAnchor="middle">
              {formatTick(rows)}
            </text>
          ))}
          <text x={MARGIN.left + innerWidth / 2} y={HEIGHT - 4} textAnchor="middle">
            Rows
          </text>
          <text transform={`translate(14 ${MARGIN.top + innerHeight / 2}) rotate(-90)`} textAnchor="middle">
            ms to paint
          </text>
        </g>
        {series.map((s) => (
          <g key={`${s.component}-${s.metric}`} className={`performance-lab-series-${s.component.toLowerCase()} performance-lab-${s.metric}`}>
            <polyline points={s.points.map((p) => `${x(p.rows)},${y(p.ms)}`).join(' ')} />
            {s.points.map((p) => (
              <circle key={p.rows} cx={x(p.rows)} cy={y(p.ms)} r={4} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="performance-lab-legend">
          {series.map((s) => (
            <li key={`${s.component}-${s.metric}`}>
              <svg width="28" height="10" aria-hidden="true" className={`performance-lab-series-${s.component.toLowerCase()} performance-lab-${s.metric}`}>
                <polyline points="2,5 26,5" />
                <circle cx="14" cy="5" r="3.5" />
              </svg>
              {s.component}, {METRIC_LABEL[s.metric]}
            </li>
          ))}
        </ul>
        Time from the update to the next paint. Each point is the newest run for its component and row count; times under 0.1 ms are drawn at 0.1 ms.
      </figcaption>
    </figure>
  );
}

// Memoised: a run's progress updates leave the results alone.
export default memo(Plot);
