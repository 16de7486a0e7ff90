import { canvasDeficit, scrollSides, type PinnedScroller, type ScrollSides } from '@/lib/demo-canvas';

/** The custom property the canvas's minimum width is written to (Previewer.module.css reads it). */
const CANVAS_WIDTH = '--demo-canvas-min';
/** Only a phone's frame is widened: from the site's tablet layout up, pinned columns leave the rest room. */
const PHONE = '(max-width: 767px)';

/** What the frame shows: the sides with more to see, and how far the pinned columns reach when they widened it. */
export interface CanvasState {
  sides: ScrollSides;
  widenedFor: number;
}

const px = (value: string) => (value === 'auto' ? 0 : parseFloat(value) || 0);

/** The nearest box between `cell` and `area` that clips sideways: the table's own scroller. */
function scrollerOf(cell: Element, area: Element): Element | undefined {
  for (let node = cell.parentElement; node && node !== area; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') return node;
  }
  return undefined;
}

/** Every table scroller in the frame, with its pinned and scrolling header cells' widths. */
function measure(area: HTMLElement): PinnedScroller[] {
  const byScroller = new Map<Element, PinnedScroller>();
  for (const cell of area.querySelectorAll<HTMLElement>('thead th')) {
    if (cell.offsetWidth === 0 || cell.closest('[hidden], [aria-hidden="true"]')) continue;
    const scroller = scrollerOf(cell, area);
    if (!scroller) continue;
    const entry = byScroller.get(scroller) ?? { clientWidth: scroller.clientWidth, pinnedLeft: 0, pinnedRight: 0, widestFree: 0 };
    const style = getComputedStyle(cell);
    if (style.position === 'sticky') {
      if (style.left !== 'auto') entry.pinnedLeft = Math.max(entry.pinnedLeft, px(style.left) + cell.offsetWidth);
      if (style.right !== 'auto') entry.pinnedRight = Math.max(entry.pinnedRight, px(style.right) + cell.offsetWidth);
    } else {
      entry.widestFree = Math.max(entry.widestFree, cell.offsetWidth);
    }
    byScroller.set(scroller, entry);
  }
  return [...byScroller.values()];
}

/**
 * Fits the demo's canvas to the phone it is read on (lib/demo-canvas.ts) and follows the frame's sideways scroll.
 * Measures at once, and again when the window or the frame's width changes or a table comes, goes or is measured by
 * its library (a live edit, an expanded row, a toggle). Each measure runs with the canvas at its natural width, in
 * one task, so nothing paints in between. `data-canvas-fitted` marks the frame once it was first fitted, and
 * `data-canvas-fitting` while a refit waits for its frame (tests wait on both). Returns what stops watching.
 */
export function watchCanvas(area: HTMLElement, report: (state: CanvasState) => void): () => void {
  let frame = 0;
  let widenedFor = 0;
  const phone = window.matchMedia(PHONE);
  const sides = () => {
    // A frame that lets its content overflow (a sticky demo's, while it fits) does not scroll: no sign.
    const scrolls = ['auto', 'scroll'].includes(getComputedStyle(area).overflowX);
    return scrolls ? scrollSides(area) : { start: false, end: false };
  };
  const fit = () => {
    frame = 0;
    area.style.removeProperty(CANVAS_WIDTH);
    const scrollers = phone.matches ? measure(area) : [];
    const deficit = canvasDeficit(scrollers, area.clientWidth);
    if (deficit > 0) {
      const { paddingLeft, paddingRight } = getComputedStyle(area);
      area.style.setProperty(CANVAS_WIDTH, `${area.clientWidth - px(paddingLeft) - px(paddingRight) + deficit}px`);
    }
    widenedFor = deficit > 0 ? Math.max(...scrollers.map(({ pinnedLeft, pinnedRight }) => pinnedLeft + pinnedRight)) : 0;
    // A table resizes when its library has measured its columns, after hydration or an edit.
    for (const table of area.querySelectorAll('table')) resizes.observe(table);
    report({ sides: sides(), widenedFor });
    area.dataset.canvasFitted = '';
    delete area.dataset.canvasFitting;
  };
  const schedule = () => {
    if (frame !== 0) return;
    frame = requestAnimationFrame(fit);
    area.dataset.canvasFitting = '';
  };
  const scrolled = () => report({ sides: sides(), widenedFor });
  const tablesChanged = (records: MutationRecord[]) =>
    records.some((record) =>
      [...record.addedNodes, ...record.removedNodes].some(
        (node) => node instanceof Element && (node.matches('table, thead, tr') || node.querySelector('table') !== null),
      ),
    );

  const resizes = new ResizeObserver(schedule);
  resizes.observe(area);
  const mutations = new MutationObserver((records) => {
    if (tablesChanged(records)) schedule();
  });
  mutations.observe(area, { childList: true, subtree: true });
  area.addEventListener('scroll', scrolled, { passive: true });
  phone.addEventListener('change', schedule);
  fit();
  return () => {
    cancelAnimationFrame(frame);
    resizes.disconnect();
    mutations.disconnect();
    area.removeEventListener('scroll', scrolled);
    phone.removeEventListener('change', schedule);
  };
}
