import { isNotFoundPath, localeOfPath } from '../i18n/locales';
import type { LineId } from './lines';
import { pathOnLine, routeOfPath, sitePath } from './paths';

/** A demo page's route (`/demo/x`): without a twin, the switch goes to the other line's demo index instead of its home. */
const DEMO_PAGE = /^\/demo\/[^/]+$/;

/** Why the switch does not go to the same page: the other line has no such demo, or no such page at all. */
export type MissingTwin = 'demo' | 'page';

/** Whether the page at `path` has no twin on the other line (`withoutTwin` lists its routes), and of which kind. */
export function missingTwin(path: string, withoutTwin: readonly string[]): MissingTwin | undefined {
  const route = routeOfPath(path.split(/[?#]/)[0]);
  if (!withoutTwin.includes(route)) return undefined;
  return DEMO_PAGE.test(route) ? 'demo' : 'page';
}

/**
 * Where the version switch (and the banner's link) takes a reader at `place` (path, query, hash) to line `to`:
 * the same page, tab and hash there, in the same edition; for a demo the other line does not have (a 1.x feature),
 * that line's demo index; for any other page it does not have (its route is in `withoutTwin`) or the 404 page
 * (`notFound`: it answers any unknown address), that line's home.
 */
export function lineSwitchHref(place: string, to: LineId, withoutTwin: readonly string[], notFound = false): string {
  const path = place.split(/[?#]/)[0];
  if (notFound || isNotFoundPath(path)) return sitePath('/', to, localeOfPath(path));
  const missing = missingTwin(path, withoutTwin);
  if (missing) return sitePath(missing === 'demo' ? '/demo' : '/', to, localeOfPath(path));
  return pathOnLine(place, to);
}

/** The routes of `pages` (paths of one edition on one line) that have no page on line `to`. */
export function routesWithoutTwin(pages: readonly string[], to: LineId, existing: (path: string) => boolean): string[] {
  return pages.filter((path) => !existing(pathOnLine(path, to))).map(routeOfPath);
}
