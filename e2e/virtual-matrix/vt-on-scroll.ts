import type { Probe } from './types';

/**
 * From the first rows, the body is scrolled about 100 px down as a reader would (the plain box by its own scroll, the
 * virtual one by a wheel turn); row 4 must move up, and the report under the table ("Last onScroll: scrollTop …")
 * must come and name the distance row 4 moved. A report with another number is a caveat, none at all a `no`.
 * Then the body is scrolled 150 px sideways, and what onScroll reported for that is noted (not judged).
 */
const onScroll: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 120 && !test(); i += 1) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const output = [...half.querySelectorAll('p')].find((p) => /onScroll/.test(p.textContent ?? ''));
  if (!box || !output) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  const report = () => {
    const match = /scrollTop (-?\d+), scrollLeft (-?\d+) \((\d+) calls?\)/.exec(output.textContent ?? '');
    return match ? { top: Number(match[1]), left: Number(match[2]), calls: Number(match[3]) } : { top: NaN, left: NaN, calls: 0 };
  };
  const cell = (text: string) => [...box.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === text);
  const rect = (text: string) => cell(text)?.getBoundingClientRect();
  // Waits until the given cell has stopped moving for five frames, and returns where it is.
  const settle = async (text: string) => {
    let last = '';
    let same = 0;
    await until(() => {
      const now = JSON.stringify(rect(text) ?? null);
      same = now === last ? same + 1 : 0;
      last = now;
      return same >= 5;
    });
    return rect(text);
  };
  const scrollBy = (top: number, left: number) => {
    if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY: top, deltaX: left, bubbles: true, cancelable: true }));
    else {
      box.scrollTop += top;
      box.scrollLeft += left;
    }
  };
  const home = async () => {
    if (virtual) {
      box.dispatchEvent(new WheelEvent('wheel', { deltaY: -100000, bubbles: true, cancelable: true }));
      await frame();
      box.dispatchEvent(new WheelEvent('wheel', { deltaX: -100000, bubbles: true, cancelable: true }));
    } else {
      box.scrollTop = 0;
      box.scrollLeft = 0;
    }
    await settle('Row 1');
  };

  await home();
  const atTop = box.scrollTop === 0;
  const rowBefore = rect('Row 4');
  const callsBefore = report().calls;
  scrollBy(100, 0);
  const rowAfter = await settle('Row 4');
  const fired = await until(() => report().calls > callsBefore);
  const { top: reportedTop, left: reportedLeftAfterDown } = report();
  const moved = rowBefore && rowAfter ? Math.round(rowBefore.top - rowAfter.top) : 0;

  // Sideways: the first row's "City" cell, and whether onScroll told of it.
  const city = [...box.querySelectorAll<HTMLElement>('.rc-table-row')][0]?.querySelectorAll<HTMLElement>('.rc-table-cell')[2]?.textContent ?? '';
  const cityBefore = rect(city);
  const callsBeforeSideways = report().calls;
  scrollBy(0, 150);
  const cityAfter = await settle(city);
  const firedSideways = await until(() => report().calls > callsBeforeSideways);
  const movedSideways = cityBefore && cityAfter ? Math.round(cityBefore.left - cityAfter.left) : 0;
  const reportedLeft = report().left;

  await home();
  const figures = { atTop, moved, fired, reportedTop, reportedLeftAfterDown, movedSideways, firedSideways, reportedLeft };
  if (!atTop || moved < 50) return { verdict: 'no', figures };
  if (!fired || Math.abs(reportedTop - moved) > 1) return { verdict: 'no', figures };
  // Vertical scrolls reported as they are, sideways ones not (or not as they are): a caveat the page states.
  const sidewaysTold = movedSideways >= 100 && firedSideways && Math.abs(reportedLeft - movedSideways) <= 1;
  return { verdict: sidewaysTold ? 'works' : 'caveat', figures };
};

export const probes = { 'on-scroll': onScroll };
