import { localeOfPath } from '../i18n/locales';
import type { LineId } from './lines';
import { pathOnLine, routeOfPath, sitePath } from './paths';

/** The 404 pages (`/404`, `/_not-found`, `/en/404`): a place no line has, so a switch goes home. */
const NOT_FOUND = /^(?:\/en)?\/(?:404|_not-found)$/;

/**
 * Where the version switch (and the banner's link) takes a reader at `place` (path, query, hash) to line `to`:
 * the same page, tab and hash there, in the same edition; for a page the other line does not have (its route is
 * in `withoutTwin`) or the 404 page (`notFound`: it answers any unknown address), that line's home.
 */
export function lineSwitchHref(place: string, to: LineId, withoutTwin: readonly string[], notFound = false): string {
  const path = place.split(/[?#]/)[0];
  if (notFound || NOT_FOUND.test(path) || withoutTwin.includes(routeOfPath(path))) return sitePath('/', to, localeOfPath(path));
  return pathOnLine(place, to);
}

/** The routes of `pages` (paths of one edition on one line) that have no page on line `to`. */
export function routesWithoutTwin(pages: readonly string[], to: LineId, existing: (path: string) => boolean): string[] {
  return pages.filter((path) => !existing(pathOnLine(path, to))).map(routeOfPath);
}
