import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'sticky-header-in-container-problem',
  fix: 'sticky-header-in-container-fix',
  measures: "header's top edge against the scrolling box's top edge after scrolling the box 200 px (px apart)",
  measure: async (section) => {
    // The demo's own scrolling box: the outermost element in the demo that scrolls vertically.
    const box = [...section.querySelectorAll<HTMLElement>('div')].find((el) => {
      const { overflowY } = getComputedStyle(el);
      return (overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1;
    });
    const header = section.querySelector('thead');
    if (!box || !header) return { symptom: true, figures: { found: box ? 'no header' : 'no scrolling box' } };
    const offset = () => Math.round(header.getBoundingClientRect().top - (box.getBoundingClientRect().top + box.clientTop));
    const before = offset();
    box.scrollTop = 200;
    // Wait for the scroll to land and the header to hold still for two frames in a row.
    let last = Number.NaN;
    let still = 0;
    for (let frames = 0; frames < 120 && still < 2; frames += 1) {
      await new Promise(requestAnimationFrame);
      const now = offset();
      still = box.scrollTop > 0 && now === last ? still + 1 : 0;
      last = now;
    }
    const after = offset();
    return { symptom: Math.abs(after) > 2, figures: { scrolled: Math.round(box.scrollTop), headerOffsetBefore: before, headerOffsetAfter: after } };
  },
};
