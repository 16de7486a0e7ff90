import { useEffect, useState, type RefObject } from 'react';
import { canvasDeficit, scrollSides, type PinnedScroller, type ScrollSides } from '@/lib/demo-canvas';

/** The custom property the canvas's minimum width is written to (Previewer.module.css reads it). */
const CANVAS_WIDTH = '--demo-canvas-min';

export interface DemoCanvas {
  /** The sides on which the frame has more to show: where its scroll sign shows. */
  sides: ScrollSides;
  /** How far the widest table's pinned columns reach, in px, when they left the canvas widened; else 0. */
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
 * Fits the demo's canvas to the phone it is read on (lib/demo-canvas.ts) and tracks the frame's sideways scroll for
 * its scroll sign. Measures after the demo rendered, and again when the frame's width changes or a table comes or
 * goes (a live edit, an expanded row, a toggle). The measure runs with the canvas at its natural width, in one task,
 * so nothing paints in between.
 */
export function useDemoCanvas(area: RefObject<HTMLElement | null>): DemoCanvas {
  const [sides, setSides] = useState<ScrollSides>({ start: false, end: false });
  const [widenedFor, setWidenedFor] = useState(0);

  useEffect(() => {
    const node = area.current;
    if (!node) return;
    let frame = 0;
    const readSides = () => {
      // A frame that lets its content overflow (a sticky demo's, while it fits) does not scroll: no sign.
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
      const next = scrolls ? scrollSides(node) : { start: false, end: false };
      setSides((last) => (last.start === next.start && last.end === next.end ? last : next));
    };
    const fit = () => {
      frame = 0;
      node.style.removeProperty(CANVAS_WIDTH);
      const scrollers = measure(node);
      const deficit = canvasDeficit(scrollers, node.clientWidth);
      if (deficit > 0)
        node.style.setProperty(
          CANVAS_WIDTH,
          `${node.clientWidth - px(getComputedStyle(node).paddingLeft) - px(getComputedStyle(node).paddingRight) + deficit}px`,
        );
      setWidenedFor(deficit > 0 ? Math.max(...scrollers.map(({ pinnedLeft, pinnedRight }) => pinnedLeft + pinnedRight)) : 0);
      // A table resizes when its library has measured its columns, after hydration or an edit.
      for (const table of node.querySelectorAll('table')) resizes.observe(table);
      readSides();
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(fit);
    };
    const tablesChanged = (records: MutationRecord[]) =>
      records.some((record) =>
        [...record.addedNodes, ...record.removedNodes].some(
          (added) => added instanceof Element && (added.matches('table, thead, tr') || added.querySelector('table') !== null),
        ),
      );

    const resizes = new ResizeObserver(schedule);
    resizes.observe(node);
    fit();
    const mutations = new MutationObserver((records) => {
      if (tablesChanged(records)) schedule();
    });
    mutations.observe(node, { childList: true, subtree: true });
    node.addEventListener('scroll', readSides, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      mutations.disconnect();
      node.removeEventListener('scroll', readSides);
    };
  }, [area]);

  return { sides, widenedFor };
}
