import type { Probe } from './types';

/**
 * The body rows in view at the top and after scrolling to the end (the scroll box's own scroll for a plain table, a
 * wheel turn for the virtual body): each must be drawn by the custom row (its class, and the stripe it brings on the
 * first cell) and each of its cells by the custom cell (its class, and a tint that goes when the class is taken off),
 * the cells must line up with their header cells, the rows must stack without gaps or overlaps, and the last row
 * must come fully into view.
 */
const bodyComponents: Probe = async (half) => {
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
  const tinted = (cell: HTMLElement) => {
    if (!cell.classList.contains('vt-components-cell')) return false;
    const tint = getComputedStyle(cell).backgroundColor;
    cell.classList.remove('vt-components-cell');
    const plain = getComputedStyle(cell).backgroundColor;
    cell.classList.add('vt-components-cell');
    return tint !== plain;
  };
  const look = () => {
    const rows = rowsInView();
    let misaligned = 0;
    let gap = 0;
    rows.forEach((row, i) => {
      cellsOf(row).forEach((cell, c) => {
        const [mine, head] = [cell.getBoundingClientRect(), headerCells[c]?.getBoundingClientRect()];
        if (head) misaligned = Math.max(misaligned, Math.abs(mine.left - head.left), Math.abs(mine.right - head.right));
      });
      const next = rows[i + 1];
      if (next) gap = Math.max(gap, Math.abs(next.getBoundingClientRect().top - row.getBoundingClientRect().bottom));
    });
    // Whether the first cell of each row is what is drawn in the middle of its visible part (not clipped away or
    // covered); rows showing less than 12 px (a sliver at an edge, or under a scroll bar) are not judged.
    const area = box.getBoundingClientRect();
    const judged = rows
      .map((row) => cellsOf(row)[0])
      .filter((cell): cell is HTMLElement => !!cell)
      .map((cell) => {
        const rect = cell.getBoundingClientRect();
        const [from, to] = [Math.max(rect.top, area.top), Math.min(rect.bottom, area.bottom - 10)];
        return { cell, x: rect.left + rect.width / 2, y: (from + to) / 2, visible: to - from };
      })
      .filter(({ visible }) => visible >= 12);
    const drawn = judged.filter(({ cell, x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && cell.contains(hit);
    }).length;
    return {
      rows: rows.length,
      judged: judged.length,
      drawn,
      striped: rows.filter((row) => row.classList.contains('vt-components-row') && getComputedStyle(cellsOf(row)[0] ?? row).boxShadow.includes('inset')).length,
      cells: rows.reduce((sum, row) => sum + cellsOf(row).length, 0),
      tinted: rows.reduce((sum, row) => sum + cellsOf(row).filter(tinted).length, 0),
      misaligned: Math.round(misaligned * 10) / 10,
      gap: Math.round(gap * 10) / 10,
      rowTag: rows[0]?.tagName.toLowerCase() ?? '',
      cellTag: rows[0] ? (cellsOf(rows[0])[0]?.tagName.toLowerCase() ?? '') : '',
    };
  };

  box.scrollIntoView({ block: 'center' });
  await frame();
  const top = look();
  const firstBefore = firstInView();
  const lastShown = () => {
    const last = rowsInView().find((row) => cellsOf(row)[0]?.textContent === 'T-060');
    return !!last && last.getBoundingClientRect().bottom <= box.getBoundingClientRect().bottom + 1;
  };
  // Turns of the wheel, as a reader keeps turning it, until the last row is in view (a virtual list learns the
  // heights of rows only as it draws them, so its first idea of the end may fall short).
  let turns = 0;
  const reachedEnd = await until(() => {
    if (lastShown()) return true;
    scrollBy(2000);
    turns += 1;
    return false;
  });
  const scrolled = firstInView() !== firstBefore;
  const endRows = rowsInView();
  const lastRow = endRows[endRows.length - 1];
  const lastInView = lastRow ? (cellsOf(lastRow)[0]?.textContent ?? '') : '';
  const overhang = lastRow ? Math.round(lastRow.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom) : 0;
  const end = look();
  scrollBy(-100000);
  await until(() => firstInView() === firstBefore);

  const rows = top.rows + end.rows;
  const judged = top.judged + end.judged;
  const drawn = top.drawn + end.drawn;
  const striped = top.striped + end.striped;
  const cells = top.cells + end.cells;
  const cellsTinted = top.tinted + end.tinted;
  const misaligned = Math.max(top.misaligned, end.misaligned);
  const gap = Math.max(top.gap, end.gap);
  const figures = {
    scrolled,
    reachedEnd,
    turns,
    lastInView,
    overhang,
    rows,
    judged,
    drawn,
    striped,
    cells,
    tinted: cellsTinted,
    misaligned,
    gap,
    rowTag: top.rowTag,
    cellTag: top.cellTag,
    // What the custom row sits in: a `<tr>` outside a table section is HTML no parser keeps, so a server render of it breaks.
    rowParent: half.querySelector('.vt-components-row')?.parentElement?.tagName.toLowerCase() ?? '',
  };
  if (!scrolled || drawn === 0 || striped + cellsTinted === 0) return { verdict: 'no', figures };
  const used = striped === rows && cellsTinted === cells;
  const laidOut = drawn === judged && misaligned <= 1.5 && gap <= 1 && reachedEnd;
  const validNesting = ['tbody', 'thead', 'tfoot', 'table'].includes(figures.rowParent);
  return { verdict: used && laidOut && validNesting ? 'works' : used ? 'caveat' : 'no', figures };
};

export const probes = { 'body-components': bodyComponents };
