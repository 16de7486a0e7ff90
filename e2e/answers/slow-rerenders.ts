import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'slow-rerenders-problem',
  fix: 'slow-rerenders-fix',
  measures: 'column render calls after changing one row, against the cells of that row that have a render',
  measure: async (section) => {
    const frame = () => new Promise(requestAnimationFrame);
    const button = [...section.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Restock Product 1');
    const output = section.querySelector('[data-demo-root] output');
    if (!button || !output) throw new Error('no Restock button or counter in the demo');
    const read = () => /^(First render|Update (\d+)): column render called ([\d,]+) times$/.exec(output.textContent?.trim() ?? '');
    for (let i = 0; i < 120 && !read(); i += 1) await frame();
    const before = read();
    if (!before) throw new Error(`counter not shown: "${output.textContent}"`);
    const firstRender = Number(before[3].replace(/,/g, ''));
    // The restocked row's Stock cell, as the table shows it.
    const stockCell = () =>
      [...section.querySelectorAll('[data-demo-root] tbody tr')].find((row) => row.children[0]?.textContent?.trim() === 'Product 1')?.children[1]
        ?.textContent ?? '';
    const stockBefore = stockCell();
    button.click();
    let after = read();
    for (let i = 0; i < 120 && (!after || after[2] === before[2]); i += 1) {
      await frame();
      after = read();
    }
    if (!after || after[2] === before[2]) throw new Error('the counter did not change after the click');
    const calls = Number(after[3].replace(/,/g, ''));
    // One row changed, so more calls than a row has cells means unchanged rows were rendered again.
    const cellsPerRow = section.querySelectorAll('[data-demo-root] thead th').length;
    const rows = section.querySelectorAll('[data-demo-root] tbody tr[data-row-key]').length;
    return {
      symptom: calls > cellsPerRow,
      figures: { rows, cellsPerRow, firstRender, callsAfterClick: calls, stockBefore, stockAfter: stockCell() },
    };
  },
};
