import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'summary-fixed-top-problem',
  fix: 'summary-fixed-top-fix',
  measures: "totals row's top edge below the scrolling panel's top edge, before and after scrolling the panel 200 px (px)",
  measure: async (section) => {
    // The panel that scrolls: the outermost element in the demo that scrolls vertically.
    const panel = [...section.querySelectorAll<HTMLElement>('div')].find((el) => {
      const { overflowY } = getComputedStyle(el);
      return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1;
    });
    const totals = [...section.querySelectorAll<HTMLTableRowElement>('tfoot tr')].find((row) => row.textContent?.includes('Total'));
    if (!panel || !totals) return { symptom: true, figures: { found: panel ? 'no totals row' : 'no scrolling panel' } };
    const top = () => Math.round(totals.getBoundingClientRect().top - (panel.getBoundingClientRect().top + panel.clientTop));
    const before = top();
    panel.scrollTop = 200;
    // Wait for the scroll to land and the row to hold still for two frames in a row.
    let last = Number.NaN;
    let still = 0;
    for (let frames = 0; frames < 120 && still < 2; frames += 1) {
      await new Promise(requestAnimationFrame);
      const now = top();
      still = panel.scrollTop > 0 && now === last ? still + 1 : 0;
      last = now;
    }
    const after = top();
    const inView = after >= 0 && after + totals.getBoundingClientRect().height <= panel.clientHeight;
    return {
      symptom: Math.abs(after - before) > 1 || !inView,
      figures: { scrolled: Math.round(panel.scrollTop), totalsTopBefore: before, totalsTopAfter: after, totalsInView: inView },
    };
  },
};
