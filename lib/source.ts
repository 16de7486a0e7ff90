/**
 * The site's content source: the one reader of the registry build's data in `.generated/` (pages, nav,
 * sidebar, demos, export versions, search terms, API usage) for server components and route handlers. It holds
 * the whole registry, so no 'use client' module may import it (`__tests__/registry/source.test.ts` checks).
 * The generated module maps stay with their one importer: `content-modules` and `api-modules` lazily import
 * every page and table, so routes reaching them through here took the pages' client components into their
 * first load (+4.7 KiB on /~demos/<id>); `demo-components` and `live-modules` are loaded by client code.
 */
import apiUsage from '@/.generated/api-usage.json';
import livePackages from '@/.generated/live-packages.json';
import generated from '@/.generated/registry.json';
import sandboxPackages from '@/.generated/sandbox-packages.json';
import generatedSearchTerms from '@/.generated/search-terms.json';
import type { PropUse } from '@/lib/api/usage';
import { localeOfPath, localizedPath, type LocaleId } from '@/lib/i18n/locales';
import { buildSidebar, type SidebarSection } from '@/lib/registry/sidebar';
import type { DemoEntry, NavItem, Registry, RouteEntry } from '@/lib/registry/types';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import type { SearchTerms } from '@/lib/search/types';

/** The registry built by `scripts/build-registry.ts`, whole: for the builders of llms.txt, the sitemap and the search payload. */
export const registry = generated as Registry;

const inEdition = (locale: LocaleId) => (path: string) => localeOfPath(path) === locale;

/** An edition's header navigation items, in nav order. */
export function navItemsFor(locale: LocaleId): NavItem[] {
  return registry.nav.filter((item) => inEdition(locale)(item.link));
}

const sidebars = buildSidebar(registry.routes, registry.nav);

/** An edition's sidebar sections, one per nav item. */
export function sidebarSectionsFor(locale: LocaleId): SidebarSection[] {
  return sidebars.filter((section) => inEdition(locale)(section.navPath));
}

/** Search synonyms and stop words (`content/glossary.json`, `content/search-synonyms.json`), checked by the registry build. */
export const searchTerms: SearchTerms = generatedSearchTerms;

export function routeByPath(path: string): RouteEntry {
  const route = registry.routes.find((r) => r.path === path);
  if (!route) throw new Error(`No page is registered at "${path}"`);
  return route;
}

/** An edition's demo pages: every route below its /demo except the index. */
export function demoPageRoutes(locale: LocaleId): RouteEntry[] {
  const prefix = `${localizedPath('/demo', locale)}/`;
  return registry.routes.filter((r) => r.path.startsWith(prefix));
}

/** Aliases below /demo, by name: `scrollX` → `/demo/scroll-x`. */
export function demoAliases(): Array<{ name: string; target: string }> {
  return Object.entries(registry.aliases)
    .filter(([alias]) => alias.startsWith('/demo/'))
    .map(([alias, target]) => ({ name: alias.slice('/demo/'.length), target }));
}

export function demoIds(): string[] {
  return Object.keys(registry.demos);
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

/** Every package a live demo may import, with the version the site installs (the registry build's list). */
export const importablePackages: Readonly<Record<string, string>> = livePackages;

/** The API props a demo page's demo sources use, in the order the build found them; none for other pages. */
export function propsUsedBy(routeId: string): PropUse[] {
  return (apiUsage as Record<string, PropUse[]>)[routeId] ?? [];
}
