import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'virtual-table-requirements-problem',
  fix: 'virtual-table-requirements-fix',
  measures: 'scrolling body height, the part of the table below its 360 px panel, and how much of the last row stays hidden after scrolling to the end (px)',
  measure: async (section) => {
    const frame = () => new Promise(requestAnimationFrame);
    const root = section.querySelector<HTMLElement>('[data-demo-root]');
    const panel = root?.firstElementChild as HTMLElement | null;
    const table = panel?.firstElementChild as HTMLElement | null;
    if (!panel || !table) throw new Error('no panel or table in the demo');
    // The first cell of the row whose order number is `text`, once the virtual body has rendered it.
    const cellWith = (text: string) => [...table.querySelectorAll<HTMLElement>('[data-row-key] > *')].find((cell) => cell.textContent?.trim() === text);
    for (let i = 0; i < 120 && !cellWith('1'); i += 1) await frame();
    const header = table.querySelector('th')?.getBoundingClientRect();
    if (!header) throw new Error('no header cell');
    const tableBox = table.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    const panelBottom = panelBox.top + panel.clientTop + panel.clientHeight;
    const bodyHeight = Math.round(tableBox.bottom - header.bottom);
    const hidden = Math.max(0, Math.round(tableBox.bottom - panelBottom));

    // Scroll the body to its end, as a reader drags the scrollbar down. The list measures rows as they appear
    // (unmeasured ones count as `listItemHeight`), so its length grows until every row near the end is measured:
    // keep going until it holds still with the last order rendered.
    const scroller = [...table.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollHeight > el.clientHeight + 100);
    if (!scroller) throw new Error('no scrolling body');
    let still = 0;
    let length = -1;
    for (let i = 0; i < 240 && still < 3; i += 1) {
      scroller.scrollTop = scroller.scrollHeight;
      await frame();
      still = scroller.scrollHeight === length && cellWith('2000') ? still + 1 : 0;
      length = scroller.scrollHeight;
    }
    const last = cellWith('2000');
    if (!last) throw new Error('row 2000 never rendered');
    const lastRowHidden = Math.max(0, Math.round(last.getBoundingClientRect().bottom - panelBottom));
    return {
      symptom: hidden > 1 || lastRowHidden > 1,
      figures: { panelHeight: panel.clientHeight, bodyHeight, hidden, lastRowHidden },
    };
  },
};
