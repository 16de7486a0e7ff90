import type { Probe } from './types';

/**
 * Merged body cells, measured against the cells they merge: "Block 1" (rowSpan 3) must cover talks 1–3 from top to
 * bottom and the "Block" column from side to side, "Block 2" (rowSpan 2) talks 4–5, and the "Open floor" cell of
 * talk 5 (colSpan 2) the "Start" and "End" columns. Then the body is scrolled so talk 12 is the first row in view: the
 * cell of block 5 (rowSpan 3, talks 11–13), whose first row is now scrolled away, must still cover talks 12 and 13.
 */
const colRowSpan: Probe = async (half) => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const virtual = box?.matches('.rc-table-tbody-virtual-holder') ?? false;
  const shown = () =>
    [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].filter(
      (cell) => getComputedStyle(cell).visibility !== 'hidden',
    );
  const cell = (text: string) => shown().find((c) => c.textContent === text);
  const talk = (n: number) => shown().find((c) => c.textContent?.startsWith(`Talk ${n}:`));
  const head = (text: string) => [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')].find((c) => c.textContent === text);
  // How far the merged cell's edges are from the edges of the area it merges (the rows' top and bottom, the columns' sides).
  const miss = (merged: HTMLElement | undefined, firstRow: number, lastRow: number, firstColumn: string, lastColumn: string) => {
    const [top, bottom, left, right] = [talk(firstRow), talk(lastRow), head(firstColumn), head(lastColumn)];
    if (!merged || !top || !bottom || !left || !right) return 999;
    const r = merged.getBoundingClientRect();
    return Math.round(
      Math.max(
        Math.abs(r.top - top.getBoundingClientRect().top),
        Math.abs(r.bottom - bottom.getBoundingClientRect().bottom),
        Math.abs(r.left - left.getBoundingClientRect().left),
        Math.abs(r.right - right.getBoundingClientRect().right),
      ),
    );
  };
  const first = talk(1);
  const second = talk(2);
  if (!box || !first || !second) return { verdict: 'no', figures: { found: false } };
  const rowHeight = second.getBoundingClientRect().top - first.getBoundingClientRect().top;
  const firstTop = () => shown()[0]?.getBoundingClientRect().top;
  // Scroll by `delta` px as a reader would (the plain body by its own scroll, the virtual body by a wheel turn), then
  // wait up to 2 s for the rows to move.
  const scrollBy = async (delta: number) => {
    const [before, text] = [firstTop(), shown()[0]?.textContent];
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY: delta, bubbles: true, cancelable: true }));
    else box.scrollTop += delta;
    for (const start = performance.now(); performance.now() - start < 2000;) {
      await frame();
      if (firstTop() !== before || shown()[0]?.textContent !== text) return;
    }
  };
  // Where talk `n` is from the top of the body's box, or undefined when it is not rendered.
  const offsetOf = (n: number) => {
    const row = talk(n);
    return row ? row.getBoundingClientRect().top - box.getBoundingClientRect().top : undefined;
  };
  // The talk nearest the top of the body's box.
  const topTalk = () => {
    const tops = shown()
      .map((c) => ({ n: Number(/^Talk (\d+):/.exec(c.textContent ?? '')?.[1]), top: c.getBoundingClientRect().top - box.getBoundingClientRect().top }))
      .filter(({ n }) => n > 0);
    return tops.reduce((a, b) => (Math.abs(b.top) < Math.abs(a.top) ? b : a), tops[0]);
  };
  // Scroll until talk `n` is the first row in view (a virtual list learns row heights as it renders them, so a
  // distance worked out beforehand can miss; correct it by what is seen).
  const bring = async (n: number) => {
    for (let step = 0; step < 8; step += 1) {
      const offset = offsetOf(n);
      if (offset !== undefined && Math.abs(offset) <= 1) return true;
      const near = topTalk();
      await scrollBy(offset ?? (near ? (n - near.n) * rowHeight + near.top : (n - 1) * rowHeight));
    }
    return Math.abs(offsetOf(n) ?? 999) <= 1;
  };

  // At the top: rowSpan 3 (talks 1–3). Then talk 4 first in view (so talk 5 is in view in both tables): rowSpan 2
  // (talks 4–5) and the colSpan 2 of talk 5.
  const span3 = miss(cell('Block 1'), 1, 3, 'Block', 'Block');
  const atTalk4 = await bring(4);
  const span2 = miss(cell('Block 2'), 4, 5, 'Block', 'Block');
  const row5 = talk(5)?.closest<HTMLElement>('tr, .rc-table-row');
  const openFloor = row5 ? [...row5.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === 'Open floor') : undefined;
  const colSpan2 = miss(openFloor, 5, 5, 'Start', 'End');

  // Talk 12 first in view: block 5 began a row above it.
  const atTalk12 = await bring(12);
  const block5 = cell('Block 5');
  const below = talk(13);
  let startedAbove = 999;
  if (block5 && below && talk(12)) {
    const r = block5.getBoundingClientRect();
    // Covers talks 12 and 13: starts at or above talk 12 (one row above, where talk 11 was), ends with talk 13.
    const twelve = talk(12)?.getBoundingClientRect().top ?? 0;
    startedAbove = Math.round(Math.max(Math.abs(r.top - (twelve - rowHeight)), Math.abs(r.bottom - below.getBoundingClientRect().bottom)));
  }
  await bring(1);

  const figures = { rowHeight: Math.round(rowHeight), span3, span2, colSpan2, startedAbove, atTalk4, atTalk12 };
  if (!atTalk4 || !atTalk12) return { verdict: 'no', figures };
  const ok = (n: number) => n <= 1;
  const verdict = ok(span3) && ok(span2) && ok(colSpan2) && ok(startedAbove) ? 'works' : 'no';
  return { verdict, figures };
};

/**
 * The header of the grouped columns: the "Session" and "Talk" group cells must each span exactly their children
 * ("Start"/"End", "Title"/"Speaker"), sit in a header row above them (two header rows), and the leaf header cells
 * must line up with the body cells below them.
 */
const groupedHeader: Probe = async (half) => {
  const head = (text: string) => [...half.querySelectorAll<HTMLElement>('.rc-table-thead .rc-table-cell')].find((c) => c.textContent === text);
  const body = (match: (text: string) => boolean) =>
    [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')].find(
      (c) => getComputedStyle(c).visibility !== 'hidden' && match(c.textContent ?? ''),
    );
  const rows = half.querySelectorAll('.rc-table-thead tr').length;
  const group = (name: string, a: string, b: string) => {
    const [g, first, last] = [head(name), head(a), head(b)];
    if (!g || !first || !last) return { span: 999, above: false };
    const [r, f, l] = [g.getBoundingClientRect(), first.getBoundingClientRect(), last.getBoundingClientRect()];
    return {
      span: Math.round(Math.max(Math.abs(r.left - f.left), Math.abs(r.right - l.right))),
      above: r.bottom <= Math.min(f.top, l.top) + 1 && r.width > f.width + 10,
    };
  };
  const session = group('Session', 'Start', 'End');
  const talk = group('Talk', 'Title', 'Speaker');
  // The leaves of the groups against the first row's cells below them.
  const pairs: [string, (text: string) => boolean][] = [
    ['Start', (t) => t === '09:00'],
    ['End', (t) => t === '09:25'],
    ['Title', (t) => t.startsWith('Talk 1:')],
    ['Speaker', (t) => t === 'Amara Okafor'],
  ];
  let aligned = 0;
  for (const [title, match] of pairs) {
    const [h, b] = [head(title), body(match)];
    if (!h || !b) return { verdict: 'no', figures: { found: false, missing: title } };
    const [hr, br] = [h.getBoundingClientRect(), b.getBoundingClientRect()];
    aligned = Math.max(aligned, Math.abs(hr.left - br.left), Math.abs(hr.width - br.width));
  }
  aligned = Math.round(aligned);
  const figures = { headerRows: rows, sessionSpan: session.span, talkSpan: talk.span, groupsAbove: session.above && talk.above, leafMisalign: aligned };
  const verdict = rows === 2 && session.span <= 1 && talk.span <= 1 && session.above && talk.above && aligned <= 1 ? 'works' : 'no';
  return { verdict, figures };
};

export const probes = { 'col-row-span': colRowSpan, 'grouped-header': groupedHeader };
