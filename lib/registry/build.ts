import { DEFAULT_LOCALE, localeOfPath } from '../i18n/locales';
import { LINE_IDS } from '../lines/lines';
import { routeOfPath, sitePath } from '../lines/paths';
import { registryAliases } from './aliases';
import { readDemos } from './demos';
import { assertEditionsMatch } from './editions';
import { gitTimes } from './git-times';
import { buildNav } from './nav';
import { readRoutes } from './pages';
import type { Registry, RouteEntry } from './types';

export interface BuildOptions {
  /** Project root: holds `content/`, `demos/` and `node_modules/`. */
  root: string;
  /** Last-change time of a file in ms; defaults to its last git commit, else its mtime. */
  lastUpdated?: (absoluteFile: string) => number;
  /** The old site's demo file names whose spellings become aliases (`LEGACY_DEMO_FILES` for this site). */
  legacyDemoFiles?: readonly string[];
}

/**
 * The other spellings on every line: the old site's addresses, which were all in the default edition (zh-CN, never
 * under /en), worked out on each line's pages of that edition by their route and moved onto the line
 * (`/demo/scrollXY`, `/7.x/demo/scrollXY`).
 */
function lineAliases(routes: readonly RouteEntry[], legacyDemoFiles: readonly string[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const line of LINE_IDS) {
    const pages = routes
      .filter((route) => route.line === line && localeOfPath(route.path) === DEFAULT_LOCALE)
      .map((route) => ({ ...route, path: routeOfPath(route.path) }));
    for (const [alias, target] of Object.entries(registryAliases(pages, legacyDemoFiles))) {
      aliases[sitePath(alias, line, DEFAULT_LOCALE)] = sitePath(target, line, DEFAULT_LOCALE);
    }
  }
  return aliases;
}

/** Reads `content/` and `demos/` under `root` into the registry, every line of it. Any bad content throws a ContentError. */
export function buildRegistry({ root, lastUpdated = gitTimes(root), legacyDemoFiles = [] }: BuildOptions): Registry {
  const routes = readRoutes(root, lastUpdated).sort((a, b) => a.path.localeCompare(b.path));
  // Checked line by line, the current one first, so a mistake is named where the author wrote it (`/changelog`,
  // not the `/7.x/changelog` it also becomes).
  const byLine = [...routes].sort((a, b) => LINE_IDS.indexOf(a.line) - LINE_IDS.indexOf(b.line));
  assertEditionsMatch(byLine);
  const demos = readDemos(root, byLine);
  return { routes, demos, nav: buildNav(byLine), aliases: lineAliases(routes, legacyDemoFiles) };
}
