import type { Probe } from './types';

/**
 * The rows in view before and after the body is scrolled 600 px down (the scroll box's own scroll for a plain table,
 * a wheel turn for the virtual body): every row whose Status reads "Overdue" must carry the `rowClassName` class and
 * show a cell background other than a plain row's, and no other row may.
 */
const rowClassName: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const until = async (test: () => boolean) => {
    const start = performance.now();
    while (!test() && performance.now() - start < 2000) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder') ?? half.querySelector<HTMLElement>('.rc-table-body');
  if (!box) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  const scrollBy = (deltaY: number) => {
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
    else box.scrollTop += deltaY;
  };
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > .rc-table-cell')];
  const rowsInView = () => {
    const area = box.getBoundingClientRect();
    return [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-row')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > area.top + 1 && rect.top < area.bottom - 1;
    });
  };
  const firstInView = () => cellsOf(rowsInView()[0] ?? document.createElement('tr'))[0]?.textContent ?? '';
  // What a reader sees of each row in view: is it overdue, and is it tinted (its first cell's background differs
  // from that of a row that is not overdue)?
  const look = () => {
    const rows = rowsInView().map((row) => {
      const cells = cellsOf(row);
      return {
        overdue: cells[cells.length - 1]?.textContent === 'Overdue',
        classed: row.classList.contains('vt-row-props-overdue'),
        background: cells[0] ? getComputedStyle(cells[0]).backgroundColor : '',
      };
    });
    const plain = rows.find((row) => !row.overdue)?.background ?? '';
    return {
      rows: rows.length,
      overdue: rows.filter((row) => row.overdue).length,
      right: rows.filter((row) => row.overdue && row.classed && row.background !== plain).length,
      wrong: rows.filter((row) => !row.overdue && (row.classed || row.background !== plain)).length,
      tint: rows.find((row) => row.overdue)?.background ?? '',
      plain,
    };
  };

  const top = look();
  const firstBefore = firstInView();
  scrollBy(600);
  const scrolled = await until(() => firstInView() !== firstBefore);
  const below = look();
  const firstAfter = firstInView();
  scrollBy(-100000);
  await until(() => firstInView() === firstBefore);

  const overdue = top.overdue + below.overdue;
  const right = top.right + below.right;
  const wrong = top.wrong + below.wrong;
  const works = scrolled && overdue > 0 && below.overdue > 0 && right === overdue && wrong === 0;
  const figures = { scrolled, firstBefore, firstAfter, rowsInView: top.rows + below.rows, overdue, tinted: right, wrong, tint: top.tint, plain: top.plain };
  return { verdict: works ? 'works' : right > 0 && top.right === top.overdue && wrong === 0 ? 'caveat' : 'no', figures };
};

/**
 * Clicks, where it is shown, a row near the top and then, after scrolling 800 px down, a row further down: the line
 * under the table must name each clicked row and the data index `onRow` got for it (its number less one).
 */
const onRow: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const until = async (test: () => boolean) => {
    const start = performance.now();
    while (!test() && performance.now() - start < 2000) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder') ?? half.querySelector<HTMLElement>('.rc-table-body');
  const output = half.querySelector<HTMLElement>('p[aria-live]');
  if (!box || !output) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  const scrollBy = (deltaY: number) => {
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
    else box.scrollTop += deltaY;
  };
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > .rc-table-cell')];
  const rowsInView = () => {
    const area = box.getBoundingClientRect();
    return [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-row')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top >= area.top - 1 && rect.bottom <= area.bottom + 1 && rect.height > 0;
    });
  };
  const firstInView = () => cellsOf(rowsInView()[0] ?? document.createElement('tr'))[0]?.textContent ?? '';
  // Clicks the Customer cell of the n-th row fully in view at the point where it is drawn; returns the row's number
  // and what the line under the table then says.
  const clickRow = async (n: number) => {
    const row = rowsInView()[n];
    const cell = row && cellsOf(row)[1];
    if (!row || !cell) return { number: '', said: '', hit: false };
    const number = cellsOf(row)[0]?.textContent ?? '';
    const rect = cell.getBoundingClientRect();
    const target = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const hit = !!target && row.contains(target);
    (target instanceof HTMLElement ? target : cell).click();
    await until(() => (output.textContent ?? '').includes(number));
    return { number, said: output.textContent ?? '', hit };
  };
  const expected = (number: string) => `${number} (index ${Number(number.slice(4)) - 1})`;

  box.scrollIntoView({ block: 'center' });
  await frame();
  const before = output.textContent ?? '';
  const first = await clickRow(2);
  const firstBefore = firstInView();
  scrollBy(800);
  const scrolled = await until(() => firstInView() !== firstBefore);
  const second = await clickRow(1);
  scrollBy(-100000);
  await until(() => firstInView() === firstBefore);

  const named = [first, second].filter((click) => click.number !== '' && click.said.includes(click.number)).length;
  const indexed = [first, second].filter((click) => click.number !== '' && click.said.includes(expected(click.number))).length;
  const figures = {
    before,
    firstClicked: first.number,
    firstSaid: first.said,
    scrolled,
    secondClicked: second.number,
    secondSaid: second.said,
    hit: first.hit && second.hit,
    named,
    indexed,
  };
  if (!scrolled || named === 0) return { verdict: 'no', figures };
  return { verdict: named === 2 && indexed === 2 ? 'works' : 'caveat', figures };
};

/**
 * The Amount cells in view, before and after a 600 px scroll: each must carry the `title` `onCell` gave it (naming
 * its own row), the dotted underline and help cursor of its style, and, for amounts of €1,500 or more, the class and
 * the tint it brings (no other cell may).
 */
const onCell: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const until = async (test: () => boolean) => {
    const start = performance.now();
    while (!test() && performance.now() - start < 2000) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder') ?? half.querySelector<HTMLElement>('.rc-table-body');
  if (!box) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  const scrollBy = (deltaY: number) => {
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true }));
    else box.scrollTop += deltaY;
  };
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > .rc-table-cell')];
  const rowsInView = () => {
    const area = box.getBoundingClientRect();
    return [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-row')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > area.top + 1 && rect.top < area.bottom - 1;
    });
  };
  const firstInView = () => cellsOf(rowsInView()[0] ?? document.createElement('tr'))[0]?.textContent ?? '';
  const look = () => {
    const cells = rowsInView().map((row) => {
      const [number, , , amount] = cellsOf(row);
      const style = amount ? getComputedStyle(amount) : undefined;
      const euros = Number((amount?.textContent ?? '').replace(/[^\d]/g, ''));
      return {
        titled: !!amount && amount.title === `${number?.textContent}: ${amount.textContent} incl. VAT`,
        dotted: !!style && style.textDecorationLine.includes('underline') && style.textDecorationStyle === 'dotted' && style.cursor === 'help',
        large: euros >= 1500,
        classed: !!amount && amount.classList.contains('vt-row-props-large'),
        background: style?.backgroundColor ?? '',
        plain: number ? getComputedStyle(number).backgroundColor : '',
      };
    });
    return {
      cells: cells.length,
      titled: cells.filter((cell) => cell.titled).length,
      dotted: cells.filter((cell) => cell.dotted).length,
      large: cells.filter((cell) => cell.large).length,
      tinted: cells.filter((cell) => cell.large && cell.classed && cell.background !== cell.plain).length,
      wrong: cells.filter((cell) => !cell.large && cell.classed).length,
      tint: cells.find((cell) => cell.large)?.background ?? '',
    };
  };

  const top = look();
  const firstBefore = firstInView();
  scrollBy(600);
  const scrolled = await until(() => firstInView() !== firstBefore);
  const below = look();
  scrollBy(-100000);
  await until(() => firstInView() === firstBefore);

  const cells = top.cells + below.cells;
  const titled = top.titled + below.titled;
  const dotted = top.dotted + below.dotted;
  const large = top.large + below.large;
  const tinted = top.tinted + below.tinted;
  const wrong = top.wrong + below.wrong;
  const works = scrolled && cells > 0 && large > 0 && titled === cells && dotted === cells && tinted === large && wrong === 0;
  const figures = { scrolled, cells, titled, dotted, large, tinted, wrong, tint: top.tint || below.tint };
  return { verdict: works ? 'works' : titled + dotted + tinted > 0 ? 'caveat' : 'no', figures };
};

export const probes = { 'row-class-name': rowClassName, 'on-row': onRow, 'on-cell': onCell };
