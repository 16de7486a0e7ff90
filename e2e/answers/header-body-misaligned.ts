import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'header-body-misaligned-problem',
  fix: 'header-body-misaligned-fix',
  measures: "header cells' left and right edges against the first body row's cells (px apart, largest gap)",
  measure: async (section) => {
    // The column titles (the header's scroll-bar filler cell has none) and the first row a reader sees.
    const heads = [...section.querySelectorAll('thead th')].filter((cell) => (cell.textContent ?? '').trim() !== '');
    const row = [...section.querySelectorAll('tbody tr')].find(
      (tr) => tr.getAttribute('aria-hidden') !== 'true' && tr.querySelectorAll('td').length >= heads.length,
    );
    const cells = row ? [...row.querySelectorAll('td')] : [];
    if (heads.length === 0 || cells.length < heads.length) return { symptom: true, figures: { found: `${heads.length} titles, ${cells.length} cells` } };
    const gaps = () =>
      heads.map((head, i) => {
        const a = head.getBoundingClientRect();
        const b = cells[i].getBoundingClientRect();
        return Math.max(Math.abs(a.left - b.left), Math.abs(a.right - b.right));
      });
    // rc-table measures the body's columns after the first paint: wait until the edges hold still for two frames.
    let last = '';
    let still = 0;
    for (let frames = 0; frames < 60 && still < 2; frames += 1) {
      await new Promise(requestAnimationFrame);
      const now = gaps()
        .map((gap) => gap.toFixed(1))
        .join(',');
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const all = gaps();
    const worst = all.indexOf(Math.max(...all));
    const tables = [...section.querySelectorAll('table')].map((table) => Math.round(table.getBoundingClientRect().width));
    return {
      symptom: all[worst] > 1,
      figures: {
        worstColumn: heads[worst].textContent ?? '',
        gap: Math.round(all[worst] * 10) / 10,
        headerTableWidth: tables[0],
        bodyTableWidth: tables[tables.length - 1],
      },
    };
  },
};
