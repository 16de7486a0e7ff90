import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'controlled-expanded-rows-problem',
  fix: 'controlled-expanded-rows-fix',
  measures: 'expanded rows shown (one wide cell under a row) before and after clicking the first row’s + icon',
  measure: async (section) => {
    const body = section.querySelector('tbody');
    // An expanded row is a shown row with one cell spanning the columns; a data row has a cell per column.
    const expandedRows = () =>
      Array.from(body ? body.querySelectorAll<HTMLTableRowElement>(':scope > tr') : []).filter(
        (tr) => tr.cells.length === 1 && tr.getBoundingClientRect().height > 1,
      ).length;
    const plus = () => Array.from(section.querySelectorAll<HTMLElement>('tbody span')).find((el) => getComputedStyle(el, '::after').content === '"+"');
    let icon = plus();
    for (let frame = 0; frame < 60 && !icon; frame += 1) {
      await new Promise(requestAnimationFrame);
      icon = plus();
    }
    const before = expandedRows();
    icon?.click();
    // Wait for the row to open, up to a bounded number of frames (it never does when the click is ignored).
    for (let frame = 0; frame < 60 && expandedRows() === before; frame += 1) {
      await new Promise(requestAnimationFrame);
    }
    const after = expandedRows();
    const stillPlus = icon ? getComputedStyle(icon, '::after').content === '"+"' : true;
    return { symptom: after === before, figures: { expandedBefore: before, expandedAfter: after, iconStillPlus: stillPlus } };
  },
};
