import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'accessibility-problem',
  fix: 'accessibility-fix',
  measures:
    "what a screen reader gets: the table's caption, the sorted header's aria-sort before and after the sort control is pressed, whether that control takes keyboard focus, and the row headers",
  measure: async (section) => {
    const priceHeader = () => [...section.querySelectorAll<HTMLTableCellElement>('thead th')].find((th) => th.textContent?.includes('Price')) ?? null;
    for (let frames = 0; frames < 60 && !priceHeader(); frames += 1) await new Promise(requestAnimationFrame);
    const header = priceHeader();
    if (!header) return { symptom: true, figures: { priceHeader: false } };
    const caption = section.querySelector('table')?.caption?.textContent?.trim() ?? '';
    const sortBefore = header.getAttribute('aria-sort') ?? 'none';
    // The sort control as a keyboard user reaches it: an element inside the header that takes focus.
    const control = [...header.querySelectorAll<HTMLElement>('*')].find((element) => {
      element.focus();
      return document.activeElement === element;
    });
    let sortAfter = sortBefore;
    if (control) {
      // Enter or Space on a focused button is a click.
      control.click();
      for (let frames = 0; frames < 60 && sortAfter === sortBefore; frames += 1) {
        await new Promise(requestAnimationFrame);
        sortAfter = priceHeader()?.getAttribute('aria-sort') ?? 'none';
      }
      control.blur();
    }
    const sorted = (value: string) => value === 'ascending' || value === 'descending';
    const columnHeaders = section.querySelectorAll('thead th[scope="col"]').length;
    const rowHeaders = section.querySelectorAll('tbody th[scope="row"]').length;
    return {
      symptom: caption === '' || !control || !sorted(sortBefore) || !sorted(sortAfter) || sortAfter === sortBefore || rowHeaders === 0,
      figures: {
        caption: caption || '(none)',
        focusableSortControl: Boolean(control),
        ariaSortBefore: sortBefore,
        ariaSortAfter: sortAfter,
        columnHeaders,
        rowHeaders,
      },
    };
  },
};
