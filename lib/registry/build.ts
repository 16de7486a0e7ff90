import { localeOfPath } from '../i18n/locales';
import { registryAliases } from './aliases';
import { readDemos } from './demos';
import { assertEditionsMatch } from './editions';
import { gitLastUpdated } from './git-times';
import { buildNav } from './nav';
import { readRoutes } from './pages';
import type { Registry } from './types';

export interface BuildOptions {
  /** Project root: holds `content/`, `demos/` and `node_modules/`. */
  root: string;
  /** Last-change time of a file in ms; defaults to its last git commit, else its mtime. */
  lastUpdated?: (absoluteFile: string) => number;
  /** The old site's demo file names whose spellings become aliases (`LEGACY_DEMO_FILES` for this site). */
  legacyDemoFiles?: readonly string[];
}

/** Reads `content/` and `demos/` under `root` into the registry. Any bad content throws a ContentError. */
export function buildRegistry({ root, lastUpdated = gitLastUpdated, legacyDemoFiles = [] }: BuildOptions): Registry {
  const routes = readRoutes(root, lastUpdated).sort((a, b) => a.path.localeCompare(b.path));
  assertEditionsMatch(routes);
  const demos = readDemos(root, routes);
  // Other spellings are the old site's addresses, which were never under /en.
  const aliases = registryAliases(
    routes.filter((route) => localeOfPath(route.path) === 'zh-CN'),
    legacyDemoFiles,
  );
  return { routes, demos, nav: buildNav(routes), aliases };
}
