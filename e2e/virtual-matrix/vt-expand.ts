import type { Probe } from './types';

/**
 * The upper table of the half: a click on the expand button of the second row ("ORD-1002") must show that row's
 * content right under it, pushing the third row down below the content; a second click must hide it again and
 * bring the third row back.
 */
const expandableRows: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const until = async (test: () => boolean) => {
    const end = performance.now() + 2000;
    while (!test() && performance.now() < end) await frame();
    return test();
  };
  const table = half.querySelectorAll<HTMLElement>('.rc-table')[0];
  if (!table) return { verdict: 'no', figures: { found: false } };
  const row = (key: string) => table.querySelector<HTMLElement>(`.rc-table-row[data-row-key="${key}"]`);
  const content = () =>
    [...table.querySelectorAll<HTMLElement>('.rc-table-expanded-row')].find(
      (r) => r.textContent?.includes('ORD-1002 ships') && r.getBoundingClientRect().height > 0,
    );
  const toggle = () => row('2')?.querySelector<HTMLElement>('.rc-table-row-expand-icon');
  const nextBefore = row('3')?.getBoundingClientRect().top;
  if (!toggle() || nextBefore === undefined) return { verdict: 'no', figures: { found: false } };
  const shownBefore = Boolean(content());
  toggle()?.click();
  const shown = await until(() => Boolean(content()));
  await frame();
  const [rowRect, contentRect, nextRect] = [row('2')?.getBoundingClientRect(), content()?.getBoundingClientRect(), row('3')?.getBoundingClientRect()];
  const gapAbove = rowRect && contentRect ? Math.round(contentRect.top - rowRect.bottom) : -1;
  const gapBelow = contentRect && nextRect ? Math.round(nextRect.top - contentRect.bottom) : -1;
  const nextPushed = nextRect ? Math.round(nextRect.top - nextBefore) : 0;
  toggle()?.click();
  const collapsed = await until(() => !content() && Math.abs((row('3')?.getBoundingClientRect().top ?? -1e6) - nextBefore) <= 1);
  const figures = { shown, gapAbove, gapBelow, nextPushed, collapsed };
  if (shownBefore) return { verdict: 'no', figures };
  return { verdict: shown && Math.abs(gapAbove) <= 2 && Math.abs(gapBelow) <= 2 && nextPushed > 0 && collapsed ? 'works' : 'no', figures };
};

/**
 * The lower table of the half (`defaultExpandAllRows`): every row in view of its scroll box on load must have its
 * content shown right under it; then the box is scrolled to the end (again until the last row, "ORD-1030", is in
 * view: a virtual body learns its full height while it scrolls) and the rows in view there must be open too. The box
 * is scrolled back to the top afterwards.
 */
const expandAll: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const table = half.querySelectorAll<HTMLElement>('.rc-table')[1];
  const box = table?.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  if (!table || !box) return { verdict: 'no', figures: { found: false } };
  const scrollBoxTo = async (top: number) => {
    box.dispatchEvent(new WheelEvent('wheel', { deltaY: top - box.scrollTop, bubbles: true, cancelable: true }));
    await frame();
    if (Math.abs(box.scrollTop - top) > 1) box.scrollTop = top;
    await frame();
  };
  const rowsInView = () => {
    const frameRect = box.getBoundingClientRect();
    return [...table.querySelectorAll<HTMLElement>('.rc-table-row[data-row-key]')].filter((r) => {
      const rect = r.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > frameRect.top + 1 && rect.top < frameRect.bottom - 1;
    });
  };
  // A row is open when the element right after it is its expanded content, shown and touching it.
  const isOpen = (r: HTMLElement) => {
    const next = r.nextElementSibling;
    if (!(next instanceof HTMLElement) || !next.classList.contains('rc-table-expanded-row')) return false;
    const [rect, nextRect] = [r.getBoundingClientRect(), next.getBoundingClientRect()];
    const order = r.querySelector('.rc-table-cell:nth-child(2)')?.textContent ?? '?';
    return nextRect.height > 0 && Math.abs(nextRect.top - rect.bottom) <= 2 && (next.textContent ?? '').includes(`${order} ships`);
  };
  await frame();
  const atLoad = rowsInView();
  const [inViewAtLoad, openAtLoad] = [atLoad.length, atLoad.filter(isOpen).length];
  const keysAtLoad = atLoad.map((r) => r.dataset.rowKey).join();
  const lastInView = () => rowsInView().some((r) => r.dataset.rowKey === '30');
  const end = performance.now() + 2000;
  while (!lastInView() && performance.now() < end) await scrollBoxTo(box.scrollHeight - box.clientHeight);
  await frame();
  const atEnd = rowsInView();
  const [inViewAtEnd, openAtEnd] = [atEnd.length, atEnd.filter(isOpen).length];
  const scrolled = lastInView() && atEnd.map((r) => r.dataset.rowKey).join() !== keysAtLoad;
  await scrollBoxTo(0);
  await frame();
  const figures = { inViewAtLoad, openAtLoad, scrolled, inViewAtEnd, openAtEnd };
  if (inViewAtLoad === 0 || openAtLoad < inViewAtLoad) return { verdict: 'no', figures };
  if (!scrolled) return { verdict: 'no', figures };
  return { verdict: openAtEnd === inViewAtEnd ? 'works' : 'caveat', figures };
};

export const probes = { 'expandable-rows': expandableRows, 'expand-all': expandAll };
