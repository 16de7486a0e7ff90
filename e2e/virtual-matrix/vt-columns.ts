import type { Probe } from './types';

/**
 * The column with `hidden: true` ("Internal note", cells "Hidden note N"): no header cell and no body cell shows its
 * text, the header and the first row show the six other columns, and "Summary" starts where "Ticket" ends, in the
 * header and in the body (no gap where the hidden column would be).
 */
const hiddenColumns: Probe = async (half) => {
  const shown = (el: HTMLElement) => getComputedStyle(el).visibility !== 'hidden' && el.getBoundingClientRect().width > 0;
  const heads = [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')].filter(shown);
  const cells = [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].filter(shown);
  const first = cells.find((c) => c.textContent === 'T-001');
  const row = first?.closest<HTMLElement>('tr, .rc-table-row');
  const summaryHead = heads.find((c) => c.textContent === 'Summary');
  const ticketHead = heads.find((c) => c.textContent === 'Ticket');
  if (!first || !row || !summaryHead || !ticketHead) return { verdict: 'no', figures: { found: false } };
  const rowCells = [...row.querySelectorAll<HTMLElement>('.rc-table-cell')].filter(shown);
  const summaryCell = rowCells[1];
  const headerColumns = heads.length;
  const rowColumns = rowCells.length;
  const hiddenInHeader = heads.some((c) => c.textContent === 'Internal note');
  const hiddenInBody = cells.some((c) => c.textContent?.startsWith('Hidden note'));
  const headerGap = Math.round(Math.abs(summaryHead.getBoundingClientRect().left - ticketHead.getBoundingClientRect().right));
  const bodyGap = summaryCell ? Math.round(Math.abs(summaryCell.getBoundingClientRect().left - first.getBoundingClientRect().right)) : 999;
  const figures = { headerColumns, rowColumns, hiddenInHeader, hiddenInBody, headerGap, bodyGap };
  const verdict = !hiddenInHeader && !hiddenInBody && headerColumns === 6 && rowColumns === 6 && headerGap <= 1 && bodyGap <= 1 ? 'works' : 'no';
  return { verdict, figures };
};

/**
 * The first row's "Summary" cell (`ellipsis: true`, a text far longer than its 220 px): the text stays on one line,
 * is cut inside the cell (the element that clips it has `text-overflow: ellipsis`, and the text is wider than it),
 * and the cell is as wide as the column's header cell.
 */
const ellipsis: Probe = async (half) => {
  const text = 'Export to CSV drops the last column when the header is fixed and the table scrolls sideways';
  const cell = [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].find(
    (c) => c.textContent === text && getComputedStyle(c).visibility !== 'hidden',
  );
  const head = [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')].find((c) => c.textContent === 'Summary');
  if (!cell || !head) return { verdict: 'no', figures: { found: false } };
  const range = document.createRange();
  range.selectNodeContents(cell);
  const lineTops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  const lines = lineTops.size;
  const textWidth = Math.round(range.getBoundingClientRect().width);
  // The element nearest the text, up to the cell, that clips it with an ellipsis.
  const textNode = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
  let clip: HTMLElement | null = null;
  for (let el = textNode?.parentElement ?? null; el && cell.contains(el); el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && style.whiteSpace.startsWith('nowrap')) {
      clip = el;
      break;
    }
  }
  const clipWidth = clip ? Math.round(clip.clientWidth) : 0;
  const cut = !!clip && clip.scrollWidth > clip.clientWidth + 1;
  const widthMiss = Math.round(Math.abs(cell.getBoundingClientRect().width - head.getBoundingClientRect().width));
  const cellWidth = Math.round(cell.getBoundingClientRect().width);
  const figures = { lines, textWidth, clipWidth, cut, cellWidth, widthMiss };
  return { verdict: lines === 1 && cut && widthMiss <= 1 ? 'works' : 'no', figures };
};

/**
 * The two columns without a `width` ("Reporter", "Component"): each header cell against the first row's cell below
 * it, left edge and width within 1 px; and each is wide enough to show its first cell's text on one line.
 */
const measureRow: Probe = async (half) => {
  const heads = [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')];
  const cells = [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')];
  const figures: Record<string, number | boolean> = {};
  let worst = 0;
  for (const [title, value] of [
    ['Reporter', 'Amara Okafor'],
    ['Component', 'Header'],
  ] as const) {
    const head = heads.find((c) => c.textContent === title);
    const cell = cells.find((c) => c.textContent === value && getComputedStyle(c).visibility !== 'hidden');
    if (!head || !cell) return { verdict: 'no', figures: { found: false } };
    const [h, b] = [head.getBoundingClientRect(), cell.getBoundingClientRect()];
    const key = title.toLowerCase();
    figures[`${key}HeaderWidth`] = Math.round(h.width);
    figures[`${key}BodyWidth`] = Math.round(b.width);
    figures[`${key}XMiss`] = Math.round(Math.abs(h.left - b.left));
    worst = Math.max(worst, Math.abs(h.left - b.left), Math.abs(h.width - b.width));
    // The text fits: the cell does not clip or wrap its one-word-or-two value.
    const range = document.createRange();
    range.selectNodeContents(cell);
    figures[`${key}TextFits`] = range.getBoundingClientRect().width <= b.width && new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
  }
  const fits = figures.reporterTextFits === true && figures.componentTextFits === true;
  return { verdict: worst <= 1 && fits ? 'works' : 'no', figures };
};

export const probes = { 'hidden-columns': hiddenColumns, ellipsis, 'measure-row': measureRow };
