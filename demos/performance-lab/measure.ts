/** Marked by the probe rendered after the table, in a layout effect: the moment React commits the table. */
export const COMMIT_MARK = 'performance-lab:commit';

export interface Timing {
  /** From the state update to React's commit, in ms. */
  commit: number;
  /** From the state update to the next paint, in ms. */
  paint: number;
}

/**
 * Resolves after the next paint: a requestAnimationFrame callback runs just before the frame is drawn, and a
 * message posted from it is handled in a task after the drawing (a 0 ms setTimeout may be held back 4 ms).
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

/**
 * Times `update`, which must render synchronously (flushSync), to React's commit and to the next paint, with marks
 * and measures that also show in the browser's performance panel under `name`.
 */
export async function timeUpdate(name: string, update: () => void): Promise<Timing> {
  performance.clearMarks(COMMIT_MARK);
  const start = performance.mark(`performance-lab:${name}`);
  update();
  // StrictMode runs a new layout effect twice, so the first mark is the commit.
  const [commit] = performance.getEntriesByName(COMMIT_MARK, 'mark');
  if (!commit) throw new Error(`React did not commit the ${name}.`);
  await nextPaint();
  const paint = performance.now();
  return {
    commit: performance.measure(`performance-lab: ${name} to commit`, { start: start.startTime, end: commit.startTime }).duration,
    paint: performance.measure(`performance-lab: ${name} to paint`, { start: start.startTime, end: paint }).duration,
  };
}

/**
 * Calls `scrollTo(1)` … `scrollTo(frames)`, one per animation frame, and returns the time between frames: the
 * timestamps requestAnimationFrame passes are the starts of the frames the browser managed to draw.
 */
export function frameIntervals(frames: number, scrollTo: (frame: number) => void): Promise<number[]> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    let last = 0;
    let frame = 0;
    const tick = (time: number) => {
      if (frame > 0) intervals.push(time - last);
      last = time;
      if (frame === frames) {
        resolve(intervals);
        return;
      }
      frame += 1;
      scrollTo(frame);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How many counters went up between two snapshots, and which of the first `keep` counters did. */
export function changedCounters(before: Uint32Array, after: Uint32Array, keep: number): { count: number; first: number[] } {
  let count = 0;
  const first: number[] = [];
  for (let i = 0; i < after.length; i += 1) {
    if (after[i] === before[i]) continue;
    count += 1;
    if (i < keep) first.push(i);
  }
  return { count, first };
}

export const formatMs = (ms: number) => ms.toFixed(1);
