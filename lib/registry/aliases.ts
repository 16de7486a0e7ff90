import { legacyDemoAliases, mergeAliases } from './legacy-demo-names';
import type { RouteEntry } from './types';

/** `scroll-x` → `scrollX`: the camel-case spelling the old site's registry used for a kebab-case name. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Camel-case paths of kebab-case pages (`/demo/scrollX` → `/demo/scroll-x`); never shadows a real page. */
export function pathAliases(routes: RouteEntry[]): Record<string, string> {
  const paths = new Set(routes.map((r) => r.path));
  const aliases: Record<string, string> = {};
  for (const route of routes) {
    const segments = route.path.split('/');
    const last = segments.pop() ?? '';
    const alias = [...segments, camelCase(last)].join('/');
    if (alias !== route.path && !paths.has(alias)) aliases[alias] = route.path;
  }
  return aliases;
}

/** Every other spelling of a page path: the camel-case ones and the old site's demo file names. */
export function registryAliases(routes: RouteEntry[], legacyDemoFiles: readonly string[]): Record<string, string> {
  return mergeAliases(
    pathAliases(routes),
    legacyDemoAliases(
      routes.map((route) => route.path),
      legacyDemoFiles,
    ),
  );
}
