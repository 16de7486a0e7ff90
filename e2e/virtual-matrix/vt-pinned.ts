import type { Probe } from './types';

/**
 * The pinned cell of the first row (its text matched by `pinned`) and a plain cell of the same row ("Carrier"), after
 * the table is scrolled 200 px sideways as a reader would (the scroll box's own scroll, and a wheel turn for the
 * virtual body, which scrolls on wheel events): the plain cell must move and the pinned one must not.
 */
const pinnedStart: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const cells = () => [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')];
  const pinned = cells().find((cell) => cell.textContent === 'P-0001');
  const plain = cells().find((cell) => cell.textContent === 'Contoso');
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  if (!pinned || !plain || !box) return { verdict: 'no', figures: { found: false } };
  const [pinnedBefore, plainBefore] = [pinned.getBoundingClientRect().left, plain.getBoundingClientRect().left];
  box.scrollLeft = 200;
  box.dispatchEvent(new WheelEvent('wheel', { deltaX: 200, bubbles: true, cancelable: true }));
  await frame();
  const moved = Math.round(Math.abs(pinned.getBoundingClientRect().left - pinnedBefore));
  const scrolled = Math.round(Math.abs(plain.getBoundingClientRect().left - plainBefore));
  return { verdict: scrolled >= 100 && moved <= 1 ? 'works' : 'no', figures: { scrolled, moved } };
};

const pinnedEnd: Probe = async (half): ReturnType<Probe> => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const cells = () => [...half.querySelectorAll<HTMLElement>('.rc-table-tbody .rc-table-cell, .rc-table-tbody-virtual .rc-table-cell')];
  const pinned = cells().find((cell) => cell.textContent === 'Delivered');
  const plain = cells().find((cell) => cell.textContent === 'Contoso');
  const box = half.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder, .rc-table-body');
  if (!pinned || !plain || !box) return { verdict: 'no', figures: { found: false } };
  const [pinnedBefore, plainBefore] = [pinned.getBoundingClientRect().right, plain.getBoundingClientRect().left];
  // From wherever the start probe left it, back by 150 px.
  box.scrollLeft -= 150;
  box.dispatchEvent(new WheelEvent('wheel', { deltaX: -150, bubbles: true, cancelable: true }));
  await frame();
  const moved = Math.round(Math.abs(pinned.getBoundingClientRect().right - pinnedBefore));
  const scrolled = Math.round(Math.abs(plain.getBoundingClientRect().left - plainBefore));
  return { verdict: scrolled >= 100 && moved <= 1 ? 'works' : 'no', figures: { scrolled, moved } };
};

export const probes = { 'pinned-start': pinnedStart, 'pinned-end': pinnedEnd };
