import type { Probe } from './types';

/**
 * Each slot the demo sets, as a reader sees it, on the header and on the body rows in view before and after a
 * 600 px scroll (the scroll box's own scroll for a plain table, a wheel turn for the virtual body):
 * `styles.header.cell` (upper-case header texts), `classNames.body.wrapper` (the body's text colour, which goes when
 * its class is taken off), `classNames.body.row` (a tint on the row's cells, likewise) and `styles.body.cell`
 * (italic body texts). Every slot seen is `works`; some but not all, `caveat`.
 */
const classNamesStyles: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const until = async (test: () => boolean) => {
    const start = performance.now();
    while (!test() && performance.now() - start < 2000) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder') ?? half.querySelector<HTMLElement>('.rc-table-body');
  const headerCells = [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')];
  if (!box || headerCells.length === 0) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  const scrollBy = (deltaY: number) => {
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
    else box.scrollTop += deltaY;
  };
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > .rc-table-cell')];
  const rowsInView = () => {
    const area = box.getBoundingClientRect();
    return [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-row')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > area.top + 1 && rect.top < area.bottom - 1;
    });
  };
  const firstInView = () => cellsOf(rowsInView()[0] ?? document.createElement('tr'))[0]?.textContent ?? '';
  // Whether `element` carries `className` and it changes `property` of `probe` (taken off and put back at once).
  const shows = (element: HTMLElement | null, className: string, probe: HTMLElement, property: 'color' | 'backgroundColor') => {
    if (!element || !element.classList.contains(className)) return false;
    const withIt = getComputedStyle(probe)[property];
    element.classList.remove(className);
    const without = getComputedStyle(probe)[property];
    element.classList.add(className);
    return withIt !== without;
  };
  const look = () => {
    const rows = rowsInView();
    const cells = rows.flatMap(cellsOf);
    const wrapper = half.querySelector<HTMLElement>('.vt-semantic-body');
    return {
      rows: rows.length,
      cells: cells.length,
      wrapperColoured: cells.filter((cell) => wrapper?.contains(cell) && shows(wrapper, 'vt-semantic-body', cell, 'color')).length,
      rowsTinted: rows.filter((row) => shows(row, 'vt-semantic-row', cellsOf(row)[0] ?? row, 'backgroundColor')).length,
      cellsItalic: cells.filter((cell) => getComputedStyle(cell).fontStyle === 'italic').length,
      wrapperTag: wrapper ? wrapper.tagName.toLowerCase() : 'none',
    };
  };

  const headerUpper = headerCells.filter((cell) => getComputedStyle(cell).textTransform === 'uppercase').length;
  const top = look();
  const firstBefore = firstInView();
  scrollBy(600);
  const scrolled = await until(() => firstInView() !== firstBefore);
  const below = look();
  scrollBy(-100000);
  await until(() => firstInView() === firstBefore);

  const rows = top.rows + below.rows;
  const cells = top.cells + below.cells;
  const slots = {
    'header.cell': headerUpper === headerCells.length,
    'body.wrapper': top.wrapperColoured + below.wrapperColoured === cells,
    'body.row': top.rowsTinted + below.rowsTinted === rows,
    'body.cell': top.cellsItalic + below.cellsItalic === cells,
  };
  const seen = Object.values(slots).filter(Boolean).length;
  const missing = Object.entries(slots)
    .filter(([, ok]) => !ok)
    .map(([slot]) => slot)
    .join(', ');
  const figures = {
    scrolled,
    headerCells: headerCells.length,
    headerUpper,
    rows,
    cells,
    wrapperColoured: top.wrapperColoured + below.wrapperColoured,
    rowsTinted: top.rowsTinted + below.rowsTinted,
    cellsItalic: top.cellsItalic + below.cellsItalic,
    wrapperTag: top.wrapperTag,
    missing,
  };
  if (!scrolled || seen === 0) return { verdict: 'no', figures };
  return { verdict: seen === 4 ? 'works' : 'caveat', figures };
};

export const probes = { 'class-names-styles': classNamesStyles };
