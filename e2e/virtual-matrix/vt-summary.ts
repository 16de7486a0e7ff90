import type { Probe } from './types';

/**
 * The upper table of the half (plain `summary`): its scroll box is scrolled to the end as a reader would (a virtual
 * body learns its full height only while it scrolls, so again until nothing moves), until the last row ("Week 40") is
 * in view; the "Total" row must then be there too, visible inside the box and right under that row. The box is
 * scrolled back to the top afterwards.
 */
const summary: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const until = async (test: () => boolean) => {
    const end = performance.now() + 2000;
    while (!test() && performance.now() < end) await frame();
    return test();
  };
  const table = half.querySelectorAll<HTMLElement>('.rc-table')[0];
  const box = table?.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  if (!table || !box) return { verdict: 'no', figures: { found: false } };
  // A wheel turn (what the virtual body listens to), then the box's own scroll if the wheel did not get there.
  const scrollBoxTo = async (top: number) => {
    box.dispatchEvent(new WheelEvent('wheel', { deltaY: top - box.scrollTop, bubbles: true, cancelable: true }));
    await frame();
    if (Math.abs(box.scrollTop - top) > 1) box.scrollTop = top;
    await frame();
  };
  const cell = (text: string) => [...table.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === text);
  const inBox = (element: HTMLElement | undefined) => {
    if (!element) return false;
    const [rect, frameRect] = [element.getBoundingClientRect(), box.getBoundingClientRect()];
    return rect.height > 0 && rect.top >= frameRect.top - 1 && rect.bottom <= frameRect.bottom + 1;
  };
  const lastRowAtStart = inBox(cell('Week 40'));
  const end = performance.now() + 2000;
  while (!inBox(cell('Week 40')) && performance.now() < end) await scrollBoxTo(box.scrollHeight - box.clientHeight);
  const lastRowShown = inBox(cell('Week 40'));
  await frame();
  const last = cell('Week 40');
  const totals = cell('Total');
  const summaryShown = inBox(totals);
  const gap = last && totals ? Math.round(totals.getBoundingClientRect().top - last.getBoundingClientRect().bottom) : -1;
  await scrollBoxTo(0);
  await until(() => inBox(cell('Week 1')));
  const figures = { lastRowAtStart, lastRowShown, summaryFound: Boolean(totals), summaryShown, gap };
  if (lastRowAtStart || !lastRowShown) return { verdict: 'no', figures };
  return { verdict: summaryShown && Math.abs(gap) <= 2 ? 'works' : 'no', figures };
};

/**
 * The lower table of the half (`<Table.Summary fixed>`): the "Total" row must show right under the scroll box before
 * any scroll, and stay exactly there while the rows scroll by 80 px (a row that was in the middle of the box must
 * move), its cells lined up under the header's cells. The box is scrolled back afterwards.
 */
const summaryFixed: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const until = async (test: () => boolean) => {
    const end = performance.now() + 2000;
    while (!test() && performance.now() < end) await frame();
    return test();
  };
  const table = half.querySelectorAll<HTMLElement>('.rc-table')[1];
  const box = table?.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  if (!table || !box) return { verdict: 'no', figures: { found: false } };
  const scrollBoxTo = async (top: number) => {
    box.dispatchEvent(new WheelEvent('wheel', { deltaY: top - box.scrollTop, bubbles: true, cancelable: true }));
    await frame();
    if (Math.abs(box.scrollTop - top) > 1) box.scrollTop = top;
    await frame();
  };
  const cells = () => [...table.querySelectorAll<HTMLElement>('.rc-table-cell')];
  const totals = cells().find((c) => c.textContent === 'Total');
  if (!totals) return { verdict: 'no', figures: { summaryFound: false } };
  const boxRect = box.getBoundingClientRect();
  // A body cell of the first column near the middle of the box, to see the rows move.
  const middle = (boxRect.top + boxRect.bottom) / 2;
  const plain = cells()
    .filter((c) => /^Week \d+$/.test(c.textContent ?? ''))
    .sort((a, b) => Math.abs(a.getBoundingClientRect().top - middle) - Math.abs(b.getBoundingClientRect().top - middle))[0];
  if (!plain) return { verdict: 'no', figures: { summaryFound: true, rowsFound: false } };
  const [plainBefore, totalsBefore] = [plain.getBoundingClientRect().top, totals.getBoundingClientRect().top];
  const underBox = Math.round(totalsBefore - boxRect.bottom);
  await scrollBoxTo(80);
  await until(() => plain.isConnected && Math.abs(plain.getBoundingClientRect().top - plainBefore) >= 60);
  await frame();
  const scrolled = plain.isConnected ? Math.round(plainBefore - plain.getBoundingClientRect().top) : 0;
  const moved = Math.round(Math.abs(totals.getBoundingClientRect().top - totalsBefore));
  // Each total's left edge against the left edge of its column's header cell.
  const headerCells = [...table.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')];
  const summaryCells = [...(totals.parentElement?.querySelectorAll<HTMLElement>('.rc-table-cell') ?? [])];
  const misaligned = Math.round(
    Math.max(0, ...summaryCells.map((c, i) => (headerCells[i] ? Math.abs(c.getBoundingClientRect().left - headerCells[i].getBoundingClientRect().left) : 0))),
  );
  await scrollBoxTo(0);
  await until(() => Math.abs(plain.getBoundingClientRect().top - plainBefore) < 1);
  const figures = { underBox, scrolled, moved, misaligned };
  if (scrolled < 60) return { verdict: 'no', figures };
  return { verdict: Math.abs(underBox) <= 2 && moved <= 1 && misaligned <= 2 ? 'works' : 'no', figures };
};

export const probes = { summary, 'summary-fixed': summaryFixed };
