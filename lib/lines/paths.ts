import { localeOfPath, localizedPath, unlocalizedPath, type LocaleId } from '../i18n/locales';
import { CURRENT_LINE, LINES, lineById, type LineId } from './lines';

/**
 * A page is addressed by (edition, line, route): `/en/7.x/demo/simple` is the English edition, the 7.x line, the
 * route `/demo/simple`. The edition's base comes first, the line's after it; the current line has no prefix.
 */

/** `/x` with `rest` after a prefix: `` → `/`, `?tab=a` → `/?tab=a`, `/demo` → `/demo`. */
const rooted = (rest: string) => (rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest);

/** Splits a path without its edition prefix into its line and the rest: `/7.x/demo/x` → 7.x and `/demo/x`. */
function splitLine(bare: string): { line: LineId; route: string } {
  for (const line of LINES) {
    if (line.base === '' || !bare.startsWith(line.base)) continue;
    const rest = bare.slice(line.base.length);
    if (rest === '' || /^[/?#]/.test(rest)) return { line: line.id, route: rooted(rest) };
  }
  return { line: CURRENT_LINE, route: bare };
}

/** The line a site path belongs to: `/7.x/…` and `/en/7.x/…` are 7.x, everything else the current line. */
export function lineOfPath(path: string): LineId {
  return splitLine(unlocalizedPath(path)).line;
}

/** A path without its edition and line prefixes: `/en/7.x/demo/simple` → `/demo/simple`, `/7.x` → `/`. */
export function routeOfPath(path: string): string {
  return splitLine(unlocalizedPath(path)).route;
}

/** A route on `line` in `locale`'s edition: (`/demo/x`, 7.x, en) → `/en/7.x/demo/x`; (`/`, 7.x, zh-CN) → `/7.x`. */
export function sitePath(route: string, line: LineId, locale: LocaleId): string {
  const { base } = lineById(line);
  const onLine = base === '' ? route : route === '/' || route.startsWith('/?') || route.startsWith('/#') ? `${base}${route.slice(1)}` : `${base}${route}`;
  return localizedPath(onLine, locale);
}

/** The same place (route, query, hash) on another line, in the same edition: the version switch's target. */
export function pathOnLine(path: string, line: LineId): string {
  return sitePath(routeOfPath(path), line, localeOfPath(path));
}

/**
 * A site link written in shared content (`/demo/dropdown`, `/en/demo/dropdown#x`) as it reads on `line`:
 * `/7.x/demo/dropdown`. Standalone demos (`/~demos/…`, one id per line already) and links that already name a
 * line stay as written.
 */
export function lineLink(href: string, line: LineId): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/~demos/')) return href;
  if (lineOfPath(href) !== CURRENT_LINE) return href;
  return sitePath(routeOfPath(href), line, localeOfPath(href));
}

/** A demo's standalone page id on a line: `simple` on the current line, `7.x-simple` on 7.x. */
export function standaloneDemoId(name: string, line: LineId): string {
  return line === CURRENT_LINE ? name : `${line}-${name}`;
}
