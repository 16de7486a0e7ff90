import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'fixed-columns-not-pinned-problem',
  fix: 'fixed-columns-not-pinned-fix',
  measures: "the two fixed columns' left edges, from the scrolling box's left edge, before and after scrolling it 200 px sideways (px moved)",
  measure: async (section) => {
    // The demo pins its first two columns (ID, Name): their header cells.
    const pinned = [...section.querySelectorAll('thead th')].slice(0, 2);
    // Whatever scrolls the table sideways: the reader's own box or the table's content.
    const box = [...section.querySelectorAll<HTMLElement>('div')].find((el) => {
      const { overflowX } = getComputedStyle(el);
      return pinned.length > 0 && el.contains(pinned[0]) && (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
    });
    if (!box || pinned.length < 2) return { symptom: true, figures: { found: box ? 'no header cells' : 'no scrolling box' } };
    const edges = () => pinned.map((cell) => Math.round(cell.getBoundingClientRect().left - box.getBoundingClientRect().left));
    const before = edges();
    box.scrollLeft = 200;
    box.dispatchEvent(new Event('scroll'));
    // Wait for the scroll to land and the edges to hold still for two frames in a row.
    let last = '';
    let still = 0;
    for (let frames = 0; frames < 120 && still < 2; frames += 1) {
      await new Promise(requestAnimationFrame);
      const now = edges().join(',');
      still = box.scrollLeft > 0 && now === last ? still + 1 : 0;
      last = now;
    }
    const after = edges();
    const moved = Math.max(...after.map((edge, i) => Math.abs(edge - before[i])));
    return {
      symptom: moved > 1,
      figures: {
        scrolled: Math.round(box.scrollLeft),
        idBefore: before[0],
        idAfter: after[0],
        nameBefore: before[1],
        nameAfter: after[1],
        moved,
      },
    };
  },
};
