import type { AnswerPair } from './types';

export const pair: AnswerPair = {
  problem: 'row-key-problem',
  fix: 'row-key-fix',
  measures: 'notes shown after clicking one row (of the rows in the table)',
  measure: async (section) => {
    const bodyRows = () => [...section.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const visibleNotes = () => bodyRows().filter((row) => row.textContent?.startsWith('Note:') && row.getBoundingClientRect().height > 0).length;
    const orderRows = bodyRows().filter((row) => !row.textContent?.startsWith('Note:'));
    const target = orderRows.find((row) => row.textContent?.includes('Globex'));
    if (!target) return { symptom: true, figures: { rows: orderRows.length, clicked: 'Globex row not found' } };
    target.cells[1].click();
    // Wait until a note shows, then a few more frames for any other row to follow.
    let frames = 0;
    while (visibleNotes() === 0 && frames < 120) {
      await new Promise(requestAnimationFrame);
      frames += 1;
    }
    for (let i = 0; i < 3; i += 1) await new Promise(requestAnimationFrame);
    const notes = visibleNotes();
    const globexNote = bodyRows().some((row) => row.textContent?.includes('invoice the London office') && row.getBoundingClientRect().height > 0);
    return { symptom: notes !== 1 || !globexNote, figures: { rows: orderRows.length, notesShown: notes, clickedRowNote: globexNote } };
  },
};
