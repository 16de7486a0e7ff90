/**
 * A script expression any driver can evaluate (Playwright, puppeteer, selenium): a promise that resolves once the
 * page's layout reads the same on two animation frames in a row, the page's size and the boxes of its header, main
 * content, sidebar and demos (the demos re-measure after a resize or a scroll, a frame or two later), and every demo
 * frame has fitted its canvas to the window (`data-canvas-fitted`: its watcher is a chunk that comes after the page's
 * first load, and refits it an animation frame after a resize, marked `data-canvas-fitting` meanwhile). A wait for a
 * state, not for a number of frames: it rejects, saying so, if the layout is still moving after 600 frames.
 */
export const LAYOUT_SETTLED = `new Promise((resolve, reject) => {
  const parts = () => [document.documentElement, ...document.querySelectorAll('header, main, #site-sidebar, [data-demo-root]')];
  const read = () => parts().map((element) => { const box = element.getBoundingClientRect(); return [element.scrollWidth, element.scrollHeight, box.x, box.y, box.width, box.height].map(Math.round).join(','); }).join(' ');
  let last = read();
  let frames = 0;
  const tick = () => {
    const now = read();
    if (now === last && frames > 0 && !document.querySelector('[data-demo-area]:not([data-canvas-fitted]), [data-canvas-fitting]')) return resolve(true);
    last = now;
    if (++frames > 600) return reject(new Error('the layout was still changing after 600 frames'));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/**
 * A script expression any driver can evaluate: a promise that resolves once every CSS transition running in the
 * document has ended (or been cancelled). A theme switch starts the transitions of whatever eases its colours (a
 * demo's rows ease their background over 0.2 s), and a colour read mid-way is a colour no reader is left with.
 * Asking for the animations flushes style, so the transitions the switch starts are among them.
 */
export const TRANSITIONS_ENDED = `Promise.all(
  document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished.catch(() => undefined)),
).then(() => true)`;
