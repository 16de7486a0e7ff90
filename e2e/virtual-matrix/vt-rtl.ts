import type { Probe } from './types';

const rtl: Probe = async (half) => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const shown = (el: HTMLElement) => getComputedStyle(el).visibility !== 'hidden';
  const cells = () => [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].filter(shown);
  const heads = () => [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')];
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const virtual = box?.matches('.rc-table-tbody-virtual-holder') ?? false;
  const pinned = cells().find((c) => c.textContent === 'INV-0001');
  const next = cells().find((c) => c.textContent === 'Cedar Trading');
  const plain = cells().find((c) => c.textContent === 'Amman');
  const pinnedHead = heads().find((c) => c.textContent === 'Invoice');
  const plainHead = heads().find((c) => c.textContent === 'City');
  if (!box || !pinned || !next || !plain || !pinnedHead || !plainHead) return { verdict: 'no', figures: { found: false } };
  const rect = (el: HTMLElement) => el.getBoundingClientRect();
  // The visible right edge of the table: the scroll box's right edge.
  const edge = rect(box).right;
  const firstAtRight = Math.round(Math.abs(rect(pinned).right - edge));
  const headAtRight = Math.round(Math.abs(rect(pinnedHead).right - edge));
  // The second column sits to the left of the first.
  const secondLeftOfFirst = Math.round(Math.abs(rect(next).right - rect(pinned).left));
  // Text runs right to left: the direction is rtl and the text starts at the cell's right padding.
  const style = getComputedStyle(next);
  const range = document.createRange();
  range.selectNodeContents(next);
  const textAtRight = Math.round(
    Math.abs(rect(next).right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) - range.getBoundingClientRect().right),
  );
  const textDirection = style.direction;

  // Scroll towards the end of the row (to the left) by 200 px, as a reader would.
  const before = { pinned: rect(pinned).right, plain: rect(plain).left, head: rect(plainHead).left };
  const scroll = async (dx: number) => {
    const start = rect(plain).left;
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaX: dx, bubbles: true, cancelable: true }));
    else box.scrollLeft += dx;
    for (const t = performance.now(); performance.now() - t < 2000;) {
      await frame();
      if (rect(plain).left !== start) return;
    }
  };
  await scroll(-200);
  // Positive: the plain cells moved right, revealing columns on the left.
  const scrolled = Math.round(rect(plain).left - before.plain);
  const headScrolled = Math.round(rect(plainHead).left - before.head);
  const pinnedMoved = Math.round(Math.abs(rect(pinned).right - before.pinned));
  // On to the end of the row: the last column reaches the left edge (inside a scroll bar drawn there).
  await scroll(-2000);
  const last = cells().find((c) => c.textContent === '120.00 JOD');
  const endGap = last ? Math.round(Math.abs(rect(last).left - (rect(box).left + box.clientLeft))) : 999;
  const pinnedAtEnd = Math.round(Math.abs(rect(pinned).right - before.pinned));
  await scroll(2200);
  const back = Math.round(Math.abs(rect(plain).left - before.plain));

  const figures = { firstAtRight, headAtRight, secondLeftOfFirst, textDirection, textAtRight, scrolled, headScrolled, pinnedMoved, endGap, pinnedAtEnd, back };
  const laidOut = firstAtRight <= 1 && headAtRight <= 1 && secondLeftOfFirst <= 1 && textDirection === 'rtl' && textAtRight <= 1;
  const mirrored = scrolled >= 100 && Math.abs(headScrolled - scrolled) <= 1 && pinnedMoved <= 1 && endGap <= 1 && pinnedAtEnd <= 1 && back <= 1;
  return { verdict: laidOut && mirrored ? 'works' : 'no', figures };
};

export const probes = { rtl };
