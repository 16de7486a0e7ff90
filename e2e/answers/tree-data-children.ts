import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'tree-data-children-problem',
  fix: 'tree-data-children-fix',
  measures: 'table rows with cells in every column, before and after expanding the first family (an expanded row is one wide cell)',
  measure: async (section) => {
    const body = section.querySelector('tbody');
    const visibleRows = () =>
      Array.from(body ? body.querySelectorAll<HTMLTableRowElement>(':scope > tr') : []).filter((tr) => tr.getBoundingClientRect().height > 1);
    // A data row has a cell under each column; the expanded row is a single cell spanning them.
    const dataRows = () => visibleRows().filter((tr) => tr.cells.length > 1).length;
    const toggle = () => Array.from(section.querySelectorAll<HTMLElement>('tbody span')).find((el) => getComputedStyle(el, '::after').content === '"+"');
    let button = toggle();
    for (let frame = 0; frame < 60 && !button; frame += 1) {
      await new Promise(requestAnimationFrame);
      button = toggle();
    }
    const rowsBefore = dataRows();
    const shownBefore = visibleRows().length;
    button?.click();
    // Wait until the expanded row shows (or give up after a bounded number of frames).
    for (let frame = 0; frame < 60 && visibleRows().length === shownBefore; frame += 1) {
      await new Promise(requestAnimationFrame);
    }
    const rowsAfter = dataRows();
    const expandedRows = visibleRows().filter((tr) => tr.cells.length === 1).length;
    return {
      symptom: rowsAfter > rowsBefore,
      figures: { rowsBefore, rowsAfter, expandedRows },
    };
  },
};
