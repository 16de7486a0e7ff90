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

/** The crops of the pinned header and summary cells in one screenshot, and where the Items header starts. */
interface Shot {
  header: ReturnType<typeof crop>;
  summary: ReturnType<typeof crop>;
  items: number;
}

/** A glyph painted over or cut off is tens of pixels; the same cell painted twice differs in none. */
const PAINTED_ALIKE = 8;

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
    // The cells' boxes are read before and after the screenshot, and it is taken again until they agree: a late layout
    // change between the two (the unscrolled shot, in two of four Firefox runs) would crop the wrong pixels. The engine
    // runner has no time-out of its own, so cells that never settle fail here instead of hanging.
    const shoot = async (offset: number): Promise<Shot> => {
      for (let shots = 1; ; shots++) {
        await session.evaluate(LAYOUT_SETTLED);
        const cells = await session.evaluate<{ header: Box; summary: Box; items: number }>(PINNED_CELLS);
        const png = await session.screenshot();
        if (JSON.stringify(await session.evaluate(PINNED_CELLS)) === JSON.stringify(cells)) {
          const image = decodePng(png);
          return { header: crop(image, cells.header, scale(png)), summary: crop(image, cells.summary, scale(png)), items: cells.items };
        }
        if (shots === 20) throw new Error(`the pinned cells still moved between reading them and the screenshot after 20 shots at ${offset}px`);
      }
    };
    const differences = (shot: Shot, other: Shot) =>
      (['header', 'summary'] as const)
        .map((cell) => ({ cell, differing: differingPixels(shot[cell], other[cell]) }))
        .filter(({ differing }) => differing > PAINTED_ALIKE);

    // What the cells look like before any scroll, once two shots in a row agree: a full run once took it while
    // something still changed their pixels (not their boxes), and every scrolled shot then differed from it alike.
    await session.evaluate(`(${scroller}).scrollLeft = 0`);
    let unscrolled = await shoot(0);
    for (let shots = 1; ; shots++) {
      const again = await shoot(0);
      if (differences(again, unscrolled).length === 0) break;
      if (shots === 20) throw new Error('the unscrolled pinned cells still changed after 20 shots');
      unscrolled = again;
    }
    const problems: string[] = [];
    for (const offset of [150, 300, 430]) {
      await session.evaluate(`(${scroller}).scrollLeft = ${offset}`);
      await waitFor(session, `Math.abs(${PINNED_CELLS}.items - ${unscrolled.items - offset}) < 1`, `the header to follow the body to ${offset}px`);
      for (const { cell, differing } of differences(await shoot(offset), unscrolled)) {
        problems.push(`at ${offset}px the pinned ${cell} cell differs from the unscrolled one in ${differing} pixels`);
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
