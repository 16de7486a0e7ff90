import { LIGHT_MS } from '../limits';

/**
 * Whether a reader on this window can see every column of every demo on the page (issue 38), run inside the page
 * (Chromium, Firefox and WebKit alike: `reachSource` hands it to any driver as a string). For each header cell of each
 * demo's tables, it scrolls what a reader would scroll: the page down to the table, the table's own scroller so the
 * cell clears the pinned columns, then every box around it (the demo frame) so the cell is in the middle of what
 * shows. Then it asks what the reader sees:
 * - the cell is in view: as much of it as the screen can show (all of it, unless it is wider than the visible box);
 * - nothing covers it: `elementFromPoint` at the middle and near both ends of its visible part is the cell or inside it;
 * - where a demo frame scrolls sideways, its scroll sign shows on each side that has more to see.
 * Returns one line per problem; scroll positions are put back as they were.
 *
 * Self-contained on purpose: the function is serialised, so it may use nothing from outside its own body.
 */
export async function reachProbe(signLimitMs: number): Promise<string[]> {
  const problems: string[] = [];
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const touched = new Map<Element, number>();
  const pageTop = window.scrollY;

  const scrollBy = (element: Element, delta: number) => {
    if (!touched.has(element)) touched.set(element, element.scrollLeft);
    element.scrollLeft += delta;
  };
  const sticky = (cell: Element) => getComputedStyle(cell).position === 'sticky';
  /** The ancestors that clip sideways, nearest first: the table's scroller, a demo's own box, the demo frame. */
  const clippers = (element: Element): Element[] => {
    const found: Element[] = [];
    for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') found.push(node);
    }
    return found;
  };
  /** An element's client box (inside borders and scroll bars) in the viewport, left and right. */
  const clientBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    return { left, right: left + element.clientWidth, top: box.top + element.clientTop, bottom: box.top + element.clientTop + element.clientHeight };
  };
  const name = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30) || '(empty)';

  const roots = [...document.querySelectorAll<HTMLElement>('[data-demo-root]')].filter((root) => root.checkVisibility());
  for (const root of roots) {
    const demo = root.closest('[id]')?.id ?? '';
    const cells = [...root.querySelectorAll<HTMLElement>('thead th')].filter((cell) => {
      const box = cell.getBoundingClientRect();
      return cell.checkVisibility({ checkVisibilityCSS: true }) && box.width >= 4 && box.height >= 4 && !cell.closest('[aria-hidden="true"]');
    });
    for (const cell of cells) {
      const boxes = clippers(cell);
      const scroller = boxes[0];
      // Where the page and every box around the cell are scrolled, both ways (scrollIntoView may scroll a box
      // vertically, and a header that script keeps stuck moves on the next frame): a frame is waited for only after
      // one moved, not for each of the cells that already show.
      const positions = () => [window.scrollX, window.scrollY, ...boxes.flatMap((box) => [box.scrollLeft, box.scrollTop])].join();
      const before = positions();
      cell.scrollIntoView({ block: 'center', inline: 'nearest' });
      // The pinned header cells of the cell's scroller, on the physical side they stick to.
      const pinned = scroller
        ? [...scroller.querySelectorAll<HTMLElement>('th')].filter((other) => other !== cell && sticky(other) && other.checkVisibility())
        : [];
      const inTable = scroller !== undefined && scroller.closest('[data-demo-root]') === root;
      const extent = (side: 'left' | 'right') =>
        Math.max(
          0,
          ...pinned
            .map((other) => getComputedStyle(other)[side])
            .map((offset, index) => (offset === 'auto' ? 0 : parseFloat(offset) + pinned[index].offsetWidth)),
        );
      // The part of the table's scroller that the pinned cells leave free, in the viewport.
      const free = () => {
        if (!inTable || sticky(cell)) return undefined;
        const inner = clientBox(scroller);
        return { left: inner.left + extent('left'), right: inner.right - extent('right') };
      };
      const room = free();
      if (room) {
        const width = cell.getBoundingClientRect().width;
        const wanted = scroller.scrollLeft + cell.getBoundingClientRect().left - (room.left + Math.max(0, (room.right - room.left - width) / 2));
        const from = scroller.scrollLeft;
        scrollBy(scroller, wanted - scroller.scrollLeft);
        if (scroller.scrollLeft !== from) await frame();
        // A header apart from its body (a fixed header) may follow the body's scroll only: scroll the body, as a
        // reader's swipe on it would.
        if (Math.abs(scroller.scrollLeft - wanted) > 1) {
          for (const other of scroller.parentElement?.querySelectorAll('*') ?? []) {
            const { overflowX } = getComputedStyle(other);
            if (other !== scroller && (overflowX === 'auto' || overflowX === 'scroll') && other.scrollWidth > other.clientWidth)
              scrollBy(other, wanted - other.scrollLeft);
          }
          await frame();
          await frame();
        }
      }
      // Then every box around it, so that what the pinned cells leave of it is in the middle of what shows.
      for (const box of inTable ? boxes.slice(1) : boxes) {
        const { left, right } = clientBox(box);
        const shown = { left: Math.max(left, 0), right: Math.min(right, window.innerWidth) };
        const target = cell.getBoundingClientRect();
        const space = free();
        const part = space ? { left: Math.max(target.left, space.left), right: Math.min(target.right, space.right) } : target;
        scrollBy(box, (part.left + part.right) / 2 - (shown.left + shown.right) / 2);
      }
      if (positions() !== before) {
        await frame();
        await frame();
      }

      // What shows of the cell: inside the window and every clipping box, minus the pinned cells over it.
      const clip = boxes.map(clientBox).reduce(
        (acc, box) => ({
          left: Math.max(acc.left, box.left),
          right: Math.min(acc.right, box.right),
          top: Math.max(acc.top, box.top),
          bottom: Math.min(acc.bottom, box.bottom),
        }),
        { left: 0, right: window.innerWidth, top: 0, bottom: window.innerHeight },
      );
      const box = cell.getBoundingClientRect();
      let spans = [{ left: Math.max(box.left, clip.left), right: Math.min(box.right, clip.right) }];
      if (!sticky(cell)) {
        for (const other of pinned) {
          const over = other.getBoundingClientRect();
          if (over.bottom <= box.top || over.top >= box.bottom) continue;
          spans = spans.flatMap((span) => [
            { left: span.left, right: Math.min(span.right, over.left) },
            { left: Math.max(span.left, over.right), right: span.right },
          ]);
        }
      }
      const shown = spans.filter((span) => span.right - span.left > 0).sort((a, b) => b.right - b.left - (a.right - a.left))[0];
      const shownWidth = shown ? shown.right - shown.left : 0;
      const wanted = Math.min(box.width, clip.right - clip.left);
      const where = `${window.innerWidth}px #${demo}: header "${name(cell)}"`;
      if (!shown || shownWidth < wanted - 1.5) {
        problems.push(`${where} shows ${Math.round(shownWidth)} of ${Math.round(wanted)} px at best`);
        continue;
      }
      const y = (Math.max(box.top, clip.top) + Math.min(box.bottom, clip.bottom)) / 2;
      // Near each end, past the few pixels a pinned column's own shadow may lay over its neighbour.
      const inset = Math.min(8, shownWidth / 4);
      for (const x of [shown.left + inset, (shown.left + shown.right) / 2, shown.right - inset]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !cell.contains(hit)) {
          problems.push(`${where} is covered at x=${Math.round(x)} by ${hit ? `<${hit.tagName.toLowerCase()}> "${name(hit)}"` : 'nothing'}`);
          break;
        }
      }
    }
  }

  // Where a demo frame scrolls sideways, its sign shows on each side with more to see.
  for (const area of document.querySelectorAll<HTMLElement>('[data-demo-area]')) {
    if (!area.checkVisibility() || area.scrollWidth <= area.clientWidth + 1) continue;
    const demo = area.closest('[id]')?.id ?? '';
    const signs = (edge: 'start' | 'end') => {
      const sign = area.parentElement?.querySelector<HTMLElement>(`[data-scroll-sign="${edge}"]`);
      if (!sign || !sign.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const box = sign.getBoundingClientRect();
      const edgeBox = area.getBoundingClientRect();
      const atEdge = edge === 'start' ? Math.abs(box.left - edgeBox.left) <= 2 : Math.abs(box.right - edgeBox.right) <= 2;
      return atEdge && box.width >= 8 && box.height >= Math.min(40, edgeBox.height) && Number(getComputedStyle(sign).opacity) > 0.5;
    };
    const start = area.scrollLeft;
    if (!touched.has(area)) touched.set(area, start);
    for (const [position, wanted] of [
      [0, { start: false, end: true }],
      [area.scrollWidth, { start: true, end: false }],
    ] as const) {
      area.scrollLeft = position;
      // The signs follow the scroll event through a React render, which a busy machine may hold back some frames:
      // wait for them, within the light limit.
      const deadline = performance.now() + signLimitMs;
      await frame();
      await frame();
      let seen = { start: signs('start'), end: signs('end') };
      while ((seen.start !== wanted.start || seen.end !== wanted.end) && performance.now() < deadline) {
        await frame();
        seen = { start: signs('start'), end: signs('end') };
      }
      if (seen.start !== wanted.start || seen.end !== wanted.end) {
        problems.push(
          `${window.innerWidth}px #${demo}: frame scrolled to its ${position === 0 ? 'start' : 'end'} shows the scroll sign ${JSON.stringify(seen)}, wanted ${JSON.stringify(wanted)}`,
        );
      }
    }
  }

  for (const [element, left] of touched) element.scrollLeft = left;
  window.scrollTo(0, pageTop);
  await frame();
  return problems;
}

/** The probe as a script for any driver; the signs may take as long as light work (e2e/limits.ts). */
export function reachSource(): string {
  return `(() => { const __name = (target) => target; return (${reachProbe.toString()})(${LIGHT_MS}); })()`;
}
