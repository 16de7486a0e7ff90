import type { Probe } from './types';

/**
 * The caption "Orders shipped in May 2024": a `<caption>` with that text is shown (it has a size and is visible) above
 * the first body row, and it is the accessible name of the table element that holds the body rows (no `aria-label`
 * or `aria-labelledby` overriding it).
 */
const caption: Probe = async (half) => {
  const text = 'Orders shipped in May 2024';
  const cell = [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].find(
    (c) => c.textContent === 'SO-0001',
  );
  if (!cell) return { verdict: 'no', figures: { found: false } };
  const element = [...half.querySelectorAll<HTMLElement>('caption')].find((c) => c.textContent?.trim() === text);
  const style = element ? getComputedStyle(element) : undefined;
  const box = element?.getBoundingClientRect();
  const captionShown = !!box && !!style && box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  // Above the rows: its bottom is at or above the first row's top.
  const captionAboveRows = !!box && box.bottom <= cell.getBoundingClientRect().top + 1;
  // The table that holds the rows: a <table>, or an element with a table or grid role.
  const table = cell.closest<HTMLElement>('table, [role="table"], [role="grid"], [role="treegrid"]');
  const rowsInTable = !!table;
  let accessibleName = '';
  if (table) {
    const labelledBy = table.getAttribute('aria-labelledby');
    const label = table.getAttribute('aria-label');
    const own = table.tagName === 'TABLE' ? [...table.children].find((c) => c.tagName === 'CAPTION') : undefined;
    if (labelledBy)
      accessibleName = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    else if (label) accessibleName = label;
    else if (own) accessibleName = own.textContent ?? '';
  }
  accessibleName = accessibleName.trim();
  const figures = { captionShown, captionAboveRows, rowsInTable, accessibleName };
  return { verdict: captionShown && captionAboveRows && accessibleName === text ? 'works' : 'no', figures };
};

export const probes = { caption };
