import { reachSource } from '../layout/reach';
import { LAYOUT_SETTLED } from '../layout/settled';
import { HEAVY_WORK_MS } from '../limits';
import { HYDRATED, waitFor, WINDOW_HEIGHT, type EngineSession } from './session';
import type { Check } from './checks';

/**
 * Issue 38's phone checks in Firefox and WebKit, on the pages where the engines differed: at 320 and 375 px a reader
 * can bring every header cell of every demo table into view, uncovered by pinned cells, each frame that scrolls shows
 * its scroll sign (e2e/layout/reach.ts, the probe Chromium runs on every demo page), and the page itself is no wider
 * than the window.
 */
export const reachChecks: Check[] = ['/demo/fixed-columns', '/demo/simple', '/demo/expand-all'].map((path) => ({
  name: `${path}: every column can be reached at 320 and 375 px, and the page is no wider than the window`,
  async run(session: EngineSession, origin: string) {
    await session.setViewport(320, WINDOW_HEIGHT);
    await session.goto(origin + path);
    await waitFor(session, HYDRATED, `${path} to hydrate`, HEAVY_WORK_MS);
    const problems: string[] = [];
    for (const width of [320, 375]) {
      await session.setViewport(width, WINDOW_HEIGHT);
      await session.evaluate(LAYOUT_SETTLED);
      const page = await session.evaluate<{ scrollWidth: number; clientWidth: number }>(
        `({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })`,
      );
      if (page.scrollWidth > page.clientWidth) problems.push(`${width}px: the page is ${page.scrollWidth}px wide in ${page.clientWidth}px`);
      problems.push(...(await session.evaluate<string[]>(reachSource())));
    }
    await session.setViewport(1280, WINDOW_HEIGHT);
    if (problems.length > 0) throw new Error(`${path}:\n  ${problems.join('\n  ')}`);
  },
}));
