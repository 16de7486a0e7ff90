import { fixedMessages } from '../../lib/messages/fixed';
import { site } from '../../lib/site';
import { HEAVY_WORK_MS } from '../limits';
import { probeAt } from './layout';
import { fail, HYDRATED, json, open, pageErrors, waitFor, WINDOW_HEIGHT, type Check } from './session';

/**
 * Every kind of route: both homes, the changelog, the demo index, five demo pages, the troubleshooting index and an
 * answer (the English one: its header is the widest), a standalone demo and the 404; and the 7.x line's home, a
 * pinning demo page of each edition and a standalone demo (its library, its banner).
 */
const ROUTES = [
  '/',
  '/en',
  '/changelog',
  '/demo',
  '/demo/simple',
  '/demo/fixed-columns',
  '/demo/sticky-header',
  '/demo/virtual-list',
  '/demo/react-dnd',
  '/troubleshooting',
  '/en/troubleshooting/sticky-header-in-container',
  '/~demos/simple',
  '/no-such-page',
  '/7.x',
  '/7.x/demo/fixed-columns',
  '/en/7.x/demo/sticky-header',
  '/~demos/7.x-simple',
];

/**
 * Each kind of route renders with no page error and passes the layout probe at the engine's widths, light and dark.
 * Firefox and WebKit only: Chromium's every-page check (e2e/page-checks.ts) holds the same of every page, with the
 * same probe loop (`probeAt`), at six widths and beside axe.
 */
export const routeChecks: Check[] = ROUTES.map((path) => ({
  name: `${path} renders with no page error and holds its layout, light and dark`,
  async run(session, origin) {
    await open(session, origin, path);
    const problems: string[] = [];
    const shown = await session.evaluate<{ heading: string; table: boolean }>(
      `({ heading: document.querySelector('h1')?.textContent ?? '', table: !!document.querySelector('table') })`,
    );
    if (path === '/no-such-page' && !shown.heading.includes(fixedMessages.pageNotFound)) problems.push(`the 404 page's heading reads "${shown.heading}"`);
    if (!shown.heading && !shown.table) problems.push('the page shows neither a heading nor a table');
    problems.push(...(await probeAt(session, session.probeWidths, 'light')));
    problems.push(...(await pageErrors(session)));
    await session.setViewport(1280, WINDOW_HEIGHT);
    await session.evaluate(`localStorage.setItem(${json(site.colorStorageKey)}, 'dark')`);
    await session.reload();
    await waitFor(session, HYDRATED, `${path} to hydrate again`, HEAVY_WORK_MS);
    problems.push(...(await probeAt(session, session.probeWidths, 'dark')));
    problems.push(...(await pageErrors(session)));
    await session.evaluate(`localStorage.clear()`);
    await session.setViewport(1280, WINDOW_HEIGHT);
    fail(path, problems);
  },
}));
