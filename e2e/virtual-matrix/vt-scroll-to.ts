import type { Probe } from './types';

/**
 * From the first rows (row 15 below the view), the button "Row 15 at the top" (`align: 'start'`) must bring row 15's
 * top edge to the top edge of the scroll box. The body is scrolled as a reader would: the plain box by its own
 * scroll, the virtual one by a wheel turn. A plain table's `scrollIntoView` also scrolls the page; the probe notes by
 * how much and scrolls it back.
 */
const scrollToStart: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 120 && !test(); i += 1) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const button = [...half.querySelectorAll('button')].find((b) => b.textContent === 'Row 15 at the top');
  if (!box || !button) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  // Scrolls the body to its first or last rows; a virtual body measures the rows it shows on the way, so its height
  // can grow under the wheel: turn it again until it is at the end.
  const toEnd = async (end: 'first' | 'last') => {
    const done = () => (end === 'first' ? box.scrollTop === 0 : box.scrollTop > 0 && box.scrollTop >= box.scrollHeight - box.clientHeight - 1);
    for (let turn = 0; turn < 5 && !done(); turn += 1) {
      if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY: end === 'first' ? -100000 : 100000, bubbles: true, cancelable: true }));
      else box.scrollTop = end === 'first' ? 0 : box.scrollHeight;
      let last = -1;
      let same = 0;
      await until(() => {
        same = box.scrollTop === last ? same + 1 : 0;
        last = box.scrollTop;
        return done() || same >= 5;
      });
    }
    return done();
  };
  // Where row 15 is: its top below the box's top edge and its bottom above the box's bottom edge, in px.
  const place = () => {
    const cell = [...box.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === 'Row 15');
    const row = cell?.closest<HTMLElement>('.rc-table-row');
    if (!row) return null;
    const rect = row.getBoundingClientRect();
    const top = box.getBoundingClientRect().top + box.clientTop;
    return { top: Math.round(rect.top - top), bottom: Math.round(top + box.clientHeight - rect.bottom) };
  };
  const settle = async () => {
    let last = '';
    let same = 0;
    await until(() => {
      const now = JSON.stringify(place());
      same = now === last && now !== 'null' ? same + 1 : 0;
      last = now;
      return same >= 5;
    });
    return place();
  };
  const atFirst = await toEnd('first');
  const before = place();
  const belowView = !before || before.bottom < 0;
  const pageBefore = window.scrollY;
  button.click();
  const after = await settle();
  const pageScrolled = Math.round(window.scrollY - pageBefore);
  const scrolled = Math.round(box.scrollTop);
  window.scrollTo(window.scrollX, pageBefore);
  await toEnd('first');
  const figures: Record<string, number | boolean> = { atFirst, belowView, rowShown: !!after, scrolled, pageScrolled };
  if (!after) return { verdict: 'no', figures };
  const works = atFirst && belowView && scrolled > 0 && Math.abs(after.top) <= 1;
  return { verdict: works ? 'works' : 'no', figures: { ...figures, rowTopFromBoxTop: after.top, rowBottomFromBoxBottom: after.bottom } };
};

/**
 * From the last rows (row 15 above the view), the button "Row 15 at the bottom" (`align: 'end'`) must bring row 15's
 * bottom edge to the bottom edge of the scroll box.
 */
const scrollToEnd: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 120 && !test(); i += 1) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const button = [...half.querySelectorAll('button')].find((b) => b.textContent === 'Row 15 at the bottom');
  if (!box || !button) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  // Scrolls the body to its first or last rows; a virtual body measures the rows it shows on the way, so its height
  // can grow under the wheel: turn it again until it is at the end.
  const toEnd = async (end: 'first' | 'last') => {
    const done = () => (end === 'first' ? box.scrollTop === 0 : box.scrollTop > 0 && box.scrollTop >= box.scrollHeight - box.clientHeight - 1);
    for (let turn = 0; turn < 5 && !done(); turn += 1) {
      if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY: end === 'first' ? -100000 : 100000, bubbles: true, cancelable: true }));
      else box.scrollTop = end === 'first' ? 0 : box.scrollHeight;
      let last = -1;
      let same = 0;
      await until(() => {
        same = box.scrollTop === last ? same + 1 : 0;
        last = box.scrollTop;
        return done() || same >= 5;
      });
    }
    return done();
  };
  const place = () => {
    const cell = [...box.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === 'Row 15');
    const row = cell?.closest<HTMLElement>('.rc-table-row');
    if (!row) return null;
    const rect = row.getBoundingClientRect();
    const top = box.getBoundingClientRect().top + box.clientTop;
    return { top: Math.round(rect.top - top), bottom: Math.round(top + box.clientHeight - rect.bottom) };
  };
  const settle = async () => {
    let last = '';
    let same = 0;
    await until(() => {
      const now = JSON.stringify(place());
      same = now === last && now !== 'null' ? same + 1 : 0;
      last = now;
      return same >= 5;
    });
    return place();
  };
  const atLast = await toEnd('last');
  const before = place();
  const aboveView = !before || before.top < 0;
  const scrollBefore = box.scrollTop;
  const pageBefore = window.scrollY;
  button.click();
  const after = await settle();
  const pageScrolled = Math.round(window.scrollY - pageBefore);
  const scrolled = Math.round(scrollBefore - box.scrollTop);
  window.scrollTo(window.scrollX, pageBefore);
  await toEnd('first');
  const figures: Record<string, number | boolean> = { atLast, aboveView, rowShown: !!after, scrolled, pageScrolled };
  if (!after) return { verdict: 'no', figures };
  const works = atLast && aboveView && scrolled > 0 && Math.abs(after.bottom) <= 1;
  return { verdict: works ? 'works' : 'no', figures: { ...figures, rowTopFromBoxTop: after.top, rowBottomFromBoxBottom: after.bottom } };
};

/**
 * The button "Row 15, nearest edge" (`align: 'nearest'`), three times: from the first rows (row 15 below the view) it
 * must bring row 15's bottom edge to the box's bottom edge; from the last rows (row 15 above the view) its top edge to
 * the box's top edge; and with row 15 already in view it must leave the body where it is.
 */
const scrollToNearest: Probe = async (half) => {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 120 && !test(); i += 1) await frame();
    return test();
  };
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  const button = [...half.querySelectorAll('button')].find((b) => b.textContent === 'Row 15, nearest edge');
  if (!box || !button) return { verdict: 'no', figures: { found: false } };
  const virtual = box.classList.contains('rc-table-tbody-virtual-holder');
  // Scrolls the body to its first or last rows; a virtual body measures the rows it shows on the way, so its height
  // can grow under the wheel: turn it again until it is at the end.
  const toEnd = async (end: 'first' | 'last') => {
    const done = () => (end === 'first' ? box.scrollTop === 0 : box.scrollTop > 0 && box.scrollTop >= box.scrollHeight - box.clientHeight - 1);
    for (let turn = 0; turn < 5 && !done(); turn += 1) {
      if (virtual) box.dispatchEvent(new WheelEvent('wheel', { deltaY: end === 'first' ? -100000 : 100000, bubbles: true, cancelable: true }));
      else box.scrollTop = end === 'first' ? 0 : box.scrollHeight;
      let last = -1;
      let same = 0;
      await until(() => {
        same = box.scrollTop === last ? same + 1 : 0;
        last = box.scrollTop;
        return done() || same >= 5;
      });
    }
    return done();
  };
  const place = () => {
    const cell = [...box.querySelectorAll<HTMLElement>('.rc-table-cell')].find((c) => c.textContent === 'Row 15');
    const row = cell?.closest<HTMLElement>('.rc-table-row');
    if (!row) return null;
    const rect = row.getBoundingClientRect();
    const top = box.getBoundingClientRect().top + box.clientTop;
    return { top: Math.round(rect.top - top), bottom: Math.round(top + box.clientHeight - rect.bottom) };
  };
  const settle = async () => {
    let last = '';
    let same = 0;
    await until(() => {
      const now = JSON.stringify(place());
      same = now === last && now !== 'null' ? same + 1 : 0;
      last = now;
      return same >= 5;
    });
    return place();
  };
  const pageBefore = window.scrollY;
  // 1. Row 15 below the view: the nearest edge is the bottom one.
  const atFirst = await toEnd('first');
  const below = place();
  const belowView = !below || below.bottom < 0;
  button.click();
  const fromAbove = await settle();
  // 2. Row 15 above the view: the nearest edge is the top one.
  const atLast = await toEnd('last');
  const above = place();
  const aboveView = !above || above.top < 0;
  button.click();
  const fromBelow = await settle();
  // 3. Row 15 in view: nothing to do.
  const scrollBefore = box.scrollTop;
  button.click();
  const inView = await settle();
  const movedInView = Math.round(Math.abs(box.scrollTop - scrollBefore));
  const pageScrolled = Math.round(window.scrollY - pageBefore);
  window.scrollTo(window.scrollX, pageBefore);
  await toEnd('first');
  const figures: Record<string, number | boolean> = { atFirst, belowView, atLast, aboveView, movedInView, pageScrolled };
  if (fromAbove) figures.firstRowBottomFromBoxBottom = fromAbove.bottom;
  if (fromBelow) figures.secondRowTopFromBoxTop = fromBelow.top;
  if (inView) figures.thirdRowTopFromBoxTop = inView.top;
  const works =
    atFirst &&
    belowView &&
    atLast &&
    aboveView &&
    !!fromAbove &&
    Math.abs(fromAbove.bottom) <= 1 &&
    !!fromBelow &&
    Math.abs(fromBelow.top) <= 1 &&
    movedInView <= 1;
  return { verdict: works ? 'works' : 'no', figures };
};

export const probes = { 'scroll-to-start': scrollToStart, 'scroll-to-end': scrollToEnd, 'scroll-to-nearest': scrollToNearest };
