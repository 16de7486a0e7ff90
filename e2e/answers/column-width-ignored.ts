import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'column-width-ignored-problem',
  fix: 'column-width-ignored-fix',
  measures: "each header cell's rendered width against its column's declared width (px apart, largest gap)",
  measure: async (section) => {
    const table = section.querySelector('table');
    const cols = table ? [...table.querySelectorAll('colgroup col')] : [];
    const cells = table ? [...table.querySelectorAll('thead th')] : [];
    if (!table || cols.length === 0 || cols.length !== cells.length) {
      return { symptom: true, figures: { found: `${cols.length} col, ${cells.length} header cells` } };
    }
    // Let layout settle: the widths must hold still for two frames in a row.
    const widths = () => cells.map((cell) => Math.round(cell.getBoundingClientRect().width));
    let last = '';
    let still = 0;
    for (let frames = 0; frames < 60 && still < 2; frames += 1) {
      await new Promise(requestAnimationFrame);
      const now = widths().join(',');
      still = now === last ? still + 1 : 0;
      last = now;
    }
    // The declared width is what rc-table writes on each <col> from `column.width`.
    const declared = cols.map((col) => parseFloat((col as HTMLElement).style.width));
    const rendered = widths();
    const gaps = rendered.map((width, i) => Math.abs(width - declared[i]));
    const worst = gaps.indexOf(Math.max(...gaps));
    return {
      symptom: gaps[worst] > 1,
      figures: {
        declaredTotal: declared.reduce((sum, width) => sum + width, 0),
        renderedTotal: rendered.reduce((sum, width) => sum + width, 0),
        worstColumn: cells[worst].textContent ?? '',
        declared: declared[worst],
        rendered: rendered[worst],
        gap: gaps[worst],
      },
    };
  },
};
