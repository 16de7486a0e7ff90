/**
 * How wide a demo's canvas must be for a reader to see every column (issue 38; the reasons are in
 * docs/decisions.md). A table's pinned columns stay on screen while the rest scroll between them; when the pinned
 * ones take nearly the whole table, nothing scrolls into view and the scrolling columns can never be read. The frame,
 * not the demo, adapts: its canvas gets wide enough to leave the widest scrolling column room between the pinned
 * ones (or the whole visible width, for a column wider than that), and the frame scrolls sideways over it.
 */

/** One of a table's horizontal scrollers, as measured: its visible width and its header cells' widths. */
export interface PinnedScroller {
  /** The scroller's visible width (its client width) with the canvas at its natural width. */
  clientWidth: number;
  /** How far the cells pinned to the left side reach from the scroller's left edge (0 when none). */
  pinnedLeft: number;
  /** How far the cells pinned to the right side reach from the scroller's right edge (0 when none). */
  pinnedRight: number;
  /** The widest header cell that scrolls (0 when none). */
  widestFree: number;
}

/**
 * The width to add to the canvas (0 when none): the most any scroller lacks to show its pinned columns and still
 * leave the widest scrolling column room, capped at `visibleWidth`, the width of what the frame shows at a time.
 * Whole pixels, rounded up. A table with nothing pinned needs nothing: the frame or the table scrolls it whole.
 */
export function canvasDeficit(scrollers: readonly PinnedScroller[], visibleWidth: number): number {
  let deficit = 0;
  for (const { clientWidth, pinnedLeft, pinnedRight, widestFree } of scrollers) {
    if (pinnedLeft + pinnedRight === 0 || widestFree === 0) continue;
    const needed = pinnedLeft + pinnedRight + Math.min(widestFree, visibleWidth);
    deficit = Math.max(deficit, needed - clientWidth);
  }
  return deficit > 0.5 ? Math.ceil(deficit) : 0;
}

/** The sides on which a sideways scroller has more to show: where its scroll sign shows. */
export interface ScrollSides {
  start: boolean;
  end: boolean;
}

/** Within a pixel of an edge counts as at the edge: zoomed pages report fractional scroll positions. */
export function scrollSides({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollSides {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return { start: false, end: false };
  const offset = Math.abs(scrollLeft);
  return { start: offset > 1, end: offset < hidden - 1 };
}
