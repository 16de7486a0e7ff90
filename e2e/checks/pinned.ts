import { LAYOUT_SETTLED } from '../layout/settled';
import { crop, decodePng, differingPixels, type Box } from './pixels';
import { fail, open, waitFor, type Check } from './session';

/** The pinned header and summary cells of /demo/fixed-columns (scroll.y on), as boxes in the viewport. */
const PINNED_CELLS = `(() => {
  const root = document.querySelector('section#fixed-columns [data-demo-root]');
  const byText = (selector, text) => [...root.querySelectorAll(selector)].find((cell) => cell.textContent.trim() === text);
  const box = (element) => { const r = element.getBoundingClientRect(); return { x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4 }; };
  return { header: box(byText('th', 'Customer')), summary: box(byText('td', 'Total')), items: byText('th', 'Items').getBoundingClientRect().left };
})()`;

/** The pinned cells of the fixed-columns demo on a line's page: each line's library pins them its own way. */
const pinnedCheck = (pagePath: string): Check => ({
  name: `pinned cells of ${pagePath} (Fixed height on) read right at scroll offsets 0, 150, 300 and 430`,
  async run(session, origin) {
    await open(session, origin, pagePath);
    const ready = await session.evaluate<boolean>(`(() => {
      const root = document.querySelector('section#fixed-columns [data-demo-root]');
      const fixedHeight = root.querySelector('input[type="checkbox"]');
      root.querySelector('table').scrollIntoView({ block: 'center' });
      return fixedHeight.checked;
    })()`);
    if (!ready) throw new Error('"Fixed height (scroll.y)" is not on');
    const scroller = `[...document.querySelectorAll('section#fixed-columns [data-demo-root] div')].find((d) => ['auto', 'scroll'].includes(getComputedStyle(d).overflowX) && d.scrollWidth > d.clientWidth)`;
    const scale = (png: Buffer) => decodePng(png).width / 1280;
    let unscrolled: { header: ReturnType<typeof crop>; summary: ReturnType<typeof crop>; items: number } | undefined;
    const problems: string[] = [];
    for (const offset of [0, 150, 300, 430]) {
      await session.evaluate(`(${scroller}).scrollLeft = ${offset}`);
      if (unscrolled) {
        await waitFor(session, `Math.abs(${PINNED_CELLS}.items - ${unscrolled.items - offset}) < 1`, `the header to follow the body to ${offset}px`);
      }
      // The cells' boxes are read before and after the screenshot, and it is taken again until they agree: a
      // late layout change between the two (the unscrolled shot, in two of four Firefox runs) would crop the wrong
      // pixels. The engine runner has no time-out of its own, so cells that never settle fail here instead of hanging.
      let cells: { header: Box; summary: Box; items: number };
      let png: Buffer;
      for (let shots = 1; ; shots++) {
        await session.evaluate(LAYOUT_SETTLED);
        cells = await session.evaluate<{ header: Box; summary: Box; items: number }>(PINNED_CELLS);
        png = await session.screenshot();
        if (JSON.stringify(await session.evaluate(PINNED_CELLS)) === JSON.stringify(cells)) break;
        if (shots === 20) throw new Error(`the pinned cells still moved between reading them and the screenshot after 20 shots at ${offset}px`);
      }
      const image = decodePng(png);
      const shot = { header: crop(image, cells.header, scale(png)), summary: crop(image, cells.summary, scale(png)), items: cells.items };
      if (!unscrolled) {
        unscrolled = shot;
        continue;
      }
      for (const cell of ['header', 'summary'] as const) {
        // A glyph painted over or cut off is tens of pixels; the same cell painted twice differs in none.
        const differing = differingPixels(shot[cell], unscrolled[cell]);
        if (differing > 8) problems.push(`at ${offset}px the pinned ${cell} cell differs from the unscrolled one in ${differing} pixels`);
      }
    }
    fail('pinned cells', problems);
  },
});

/**
 * WebKit painted a blank box over the pinned header and summary cells after a sideways scroll (docs/decisions.md,
 * "Firefox and WebKit"), so these cells are compared with their unscrolled pixels on both lines. Firefox and WebKit
 * only: Chromium's demo-layout spec holds that pinned cells keep their place in every pinning demo.
 */
export const pinnedChecks: Check[] = [pinnedCheck('/demo/fixed-columns'), pinnedCheck('/7.x/demo/fixed-columns')];
