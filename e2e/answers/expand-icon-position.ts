import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'expand-icon-position-problem',
  fix: 'expand-icon-position-fix',
  measures: 'the column whose header sits above the tree toggles (+/−), and the toggles’ x offset in the table (px)',
  measure: async (section) => {
    // The toggles are the body's visible boxes that show the table's "+" or "-" glyph.
    const toggles = () =>
      Array.from(section.querySelectorAll<HTMLElement>('tbody span')).filter((el) => {
        const glyph = getComputedStyle(el, '::after').content;
        return (glyph === '"+"' || glyph === '"-"') && getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().width > 0;
      });
    let found = toggles();
    for (let frame = 0; frame < 60 && found.length === 0; frame += 1) {
      await new Promise(requestAnimationFrame);
      found = toggles();
    }
    const table = section.querySelector('table');
    const tableLeft = table ? table.getBoundingClientRect().left : 0;
    const headers = Array.from(section.querySelectorAll<HTMLElement>('thead th')).map((th) => ({
      text: (th.textContent ?? '').trim(),
      box: th.getBoundingClientRect(),
    }));
    const columnsOf = found.map((el) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const header = headers.find((h) => x >= h.box.left && x < h.box.right);
      return header ? header.text : '(none)';
    });
    const columns = Array.from(new Set(columnsOf));
    const taskHeader = headers.find((h) => h.text === 'Task');
    const first = found[0]?.getBoundingClientRect();
    return {
      symptom: found.length === 0 || columns.length !== 1 || columns[0] !== 'Task',
      figures: {
        toggles: found.length,
        column: columns.join(' + ') || '(none)',
        toggleX: first ? Math.round(first.left - tableLeft) : -1,
        taskColumnX: taskHeader ? Math.round(taskHeader.box.left - tableLeft) : -1,
      },
    };
  },
};
