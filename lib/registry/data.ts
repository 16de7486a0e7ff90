import generated from '@/.generated/registry.json';
import sandboxPackages from '@/.generated/sandbox-packages.json';
import generatedSearchTerms from '@/.generated/search-terms.json';
import type { SearchTerms } from '@/lib/search/types';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import { buildSidebar, type SidebarSection } from './sidebar';
import type { DemoEntry, Registry, RouteEntry } from './types';

/** The registry built by `scripts/build-registry.ts`; server components read it, never the client bundle. */
export const registry = generated as Registry;

/** Search synonyms and stop words (`content/glossary.json`, `content/search-synonyms.json`), checked by the registry build. */
export const searchTerms: SearchTerms = generatedSearchTerms;

export const sidebarSections: SidebarSection[] = buildSidebar(registry.routes, registry.nav);

export function routeByPath(path: string): RouteEntry {
  const route = registry.routes.find((r) => r.path === path);
  if (!route) throw new Error(`No page is registered at "${path}"`);
  return route;
}

export function demoById(id: string): DemoEntry {
  const demo = registry.demos[id];
  if (!demo) throw new Error(`No demo is registered as "${id}"`);
  return demo;
}

/** The versions a demo's CodeSandbox and StackBlitz exports pin, resolved by the registry build. */
export function sandboxPackagesOf(id: string): SandboxPackages {
  const packages = (sandboxPackages as Record<string, SandboxPackages>)[id];
  if (!packages) throw new Error(`No export packages are registered for the demo "${id}"`);
  return packages;
}

/** Aliases below /demo, by name: `scrollX` → `/demo/scroll-x`. */
export function demoAliases(): Array<{ name: string; target: string }> {
  return Object.entries(registry.aliases)
    .filter(([alias]) => alias.startsWith('/demo/'))
    .map(([alias, target]) => ({ name: alias.slice('/demo/'.length), target }));
}

/** Demo pages: every route below /demo except the index. */
export function demoPageRoutes(): RouteEntry[] {
  return registry.routes.filter((r) => r.path.startsWith('/demo/'));
}
