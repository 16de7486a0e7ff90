import { useEffect, useState, type RefObject } from 'react';
import type { CanvasState } from './canvas-watch';

const NOTHING: CanvasState = { sides: { start: false, end: false }, widenedFor: 0 };

/**
 * The frame's canvas, fitted to the window (canvas-watch.ts): the sides with more to see and how far pinned columns
 * reach when they widened it. The watcher is a chunk of its own, loaded once the demo is in the page, so no page's
 * first load carries it.
 */
export function useDemoCanvas(area: RefObject<HTMLElement | null>): CanvasState {
  const [state, setState] = useState<CanvasState>(NOTHING);
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const report = (next: CanvasState) =>
      setState((last) => (last.widenedFor === next.widenedFor && last.sides.start === next.sides.start && last.sides.end === next.sides.end ? last : next));
    void import('./canvas-watch').then(({ watchCanvas }) => {
      if (!gone) stop = watchCanvas(node, report);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [area]);
  return state;
}
