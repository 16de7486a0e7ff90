import { reachAt } from './layout';
import { fail, open, WINDOW_HEIGHT, type Check } from './session';

/**
 * Issue 38's phone checks on the pages where the engines differed: at 320 and 375 px a reader can bring every header
 * cell of every demo table into view, uncovered by pinned cells, each frame that scrolls shows its scroll sign
 * (e2e/layout/reach.ts), and the page itself is no wider than the window. Firefox and WebKit only: Chromium's
 * every-page check (e2e/page-checks.ts) holds the same of every demo page, with the same loop (`reachAt`) and the
 * layout probe.
 */
export const reachChecks: Check[] = ['/demo/fixed-columns', '/demo/simple', '/demo/expand-all'].map((path) => ({
  name: `${path}: every column can be reached at 320 and 375 px, and the page is no wider than the window`,
  async run(session, origin) {
    await open(session, origin, path, 320);
    const problems: string[] = [];
    for (const width of [320, 375]) {
      problems.push(...(await reachAt(session, [width])));
      const page = await session.evaluate<{ scrollWidth: number; clientWidth: number }>(
        `({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })`,
      );
      if (page.scrollWidth > page.clientWidth) problems.push(`${width}px: the page is ${page.scrollWidth}px wide in ${page.clientWidth}px`);
    }
    await session.setViewport(1280, WINDOW_HEIGHT);
    fail(path, problems);
  },
}));
