import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'render-vs-oncell-problem',
  fix: 'render-vs-oncell-fix',
  measures: 'spans and sizes of the merged cells, then the merged Team cell’s background while the pointer is on the second row it spans',
  measure: async (section) => {
    const frame = () => new Promise(requestAnimationFrame);
    const table = section.querySelector<HTMLTableElement>('[data-demo-root] table');
    if (!table) throw new Error('no table in the demo');
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const cellWith = (text: string) => [...table.querySelectorAll<HTMLTableCellElement>('tbody td')].find((td) => td.textContent?.trim() === text);
    const design = cellWith('Design');
    const noPhone = cellWith('No phone number on file');
    const lin = cellWith('Lin');
    if (!design || !noPhone || !lin) throw new Error('the Design, Lin or no-phone cell is missing');
    const box = (el: Element) => el.getBoundingClientRect();
    // The merged cells cover the rows and columns they claim: Design the Ada and Lin rows, the note both phone columns.
    const designRows = rows.slice(0, design.rowSpan);
    const rowsHeight = box(designRows[designRows.length - 1]).bottom - box(designRows[0]).top;
    const phoneHeader = [...table.querySelectorAll('thead th')].find((th) => th.textContent?.trim() === 'Phone');
    if (!phoneHeader) throw new Error('no Phone header');

    // Point at Lin, the second row Design spans, as a mouse arriving from outside the table would.
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    const linBefore = background(lin);
    lin.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    for (let i = 0; i < 60 && background(lin) === linBefore; i += 1) await frame();
    await frame();
    const linHover = background(lin);
    const designHover = background(design);
    return {
      symptom: linHover === linBefore || designHover !== linHover,
      figures: {
        designRowSpan: design.rowSpan,
        designHeight: Math.round(box(design).height),
        spannedRowsHeight: Math.round(rowsHeight),
        noPhoneColSpan: noPhone.colSpan,
        noPhoneWidth: Math.round(box(noPhone).width),
        phoneHeaderWidth: Math.round(box(phoneHeader).width),
        linHover,
        designHover,
      },
    };
  },
};
