import type { ComponentType } from 'react';
import { LINE_IDS, type LineId } from '@/lib/lines/lines';

/** The class names of pinned cells on one side, as a line writes them. */
export interface PinnedSide {
  /** Every cell pinned to the side. */
  cell: string;
  /** The pinned cell at the edge of the pinned area, where the shadow is drawn. */
  edge: string;
  /** On the table root, once content has scrolled under that side's pinned cells. */
  scrolled: string;
}

/**
 * The pinned-cell class names a line writes, by side of the text direction: 7.x names them by the side of the
 * screen (`fix-left`, `ping-left`; in right-to-left tables the start side is `right`), 1.x by the logical side
 * (`fix-start`, `fix-start-shadow`, `fix-start-shadow-show`).
 */
export function pinnedClasses(line: LineId, direction: 'ltr' | 'rtl' = 'ltr'): Record<'start' | 'end', PinnedSide> {
  const side = (logical: 'start' | 'end'): PinnedSide => {
    if (line !== '7.x') {
      return { cell: `rc-table-cell-fix-${logical}`, edge: `rc-table-cell-fix-${logical}-shadow`, scrolled: `rc-table-fix-${logical}-shadow-show` };
    }
    const screen = (logical === 'start') === (direction === 'ltr') ? 'left' : 'right';
    return {
      cell: `rc-table-cell-fix-${screen}`,
      edge: `rc-table-cell-fix-${screen}-${logical === 'start' ? 'last' : 'first'}`,
      scrolled: `rc-table-ping-${screen}`,
    };
  };
  return { start: side('start'), end: side('end') };
}

/** Every line, each test file runs its demos' tests once per line. */
export const LINES = LINE_IDS.map((line) => ({ line }));

/** A demo as a line has it: the registry build's copy under `.generated/demos/<line>/` (its package names, its own files). */
export async function lineDemo(line: LineId, name: string): Promise<ComponentType> {
  const loaded = (await import(`@/.generated/demos/${line}/${name}/index`)) as { default: ComponentType };
  return loaded.default;
}
