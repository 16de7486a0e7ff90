/**
 * The site's content source: the one reader of the registry build's data in `.generated/` (pages, nav,
 * sidebar, demos, export versions, search terms, API usage) for server components and route handlers. It holds
 * the whole registry, so no 'use client' module may import it (`__tests__/registry/source.test.ts` checks).
 * The generated module maps stay with their one importer: `content-modules` and `api-modules` lazily import
 * every page and table, so routes reaching them through here took the pages' client components into their
 * first load (+4.7 KiB on /~demos/<id>); `demo-components` and `live-modules` are loaded by client code.
 */
import answers from '@/.generated/answers.json';
import apiUsage from '@/.generated/api-usage.json';
import livePackages from '@/.generated/live-packages.json';
import generated from '@/.generated/registry.json';
import sandboxPackages from '@/.generated/sandbox-packages.json';
import labFigures from '@/.generated/lab-measured.json';
import virtualMatrix from '@/.generated/virtual-matrix.json';
import generatedSearchTerms from '@/.generated/search-terms.json';
import { propKey, sourceKey, type AnswerLinks, type AnswersFile, type PageLink, type SourceExcerpt, type SourceRef } from '@/lib/answers/keys';
import type { PropUse } from '@/lib/api/usage';
import { DEFAULT_LOCALE, localeOfPath, type LocaleId } from '@/lib/i18n/locales';
import type { LineId } from '@/lib/lines/lines';
import { lineOfPath, sitePath, standaloneDemoId } from '@/lib/lines/paths';
import { buildSidebar, type SidebarSection } from '@/lib/registry/sidebar';
import type { DemoEntry, NavItem, Registry, RouteEntry } from '@/lib/registry/types';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import type { SearchTerms } from '@/lib/search/types';
import type { VirtualMatrixFile } from '@/lib/virtual-matrix/keys';
import type { LabMeasured } from '@/lib/performance-lab/keys';

/** The registry built by `scripts/build-registry.ts`, whole: for the builders of llms.txt, the sitemap and the search payload. */
export const registry = generated as Registry;

/** Whether a site path is in an edition and on a line. */
const inPlace = (locale: LocaleId, line: LineId) => (path: string) => localeOfPath(path) === locale && lineOfPath(path) === line;

/** The header navigation items of an edition on a line, in nav order. */
export function navItemsFor(locale: LocaleId, line: LineId): NavItem[] {
  return registry.nav.filter((item) => inPlace(locale, line)(item.link));
}

const sidebars = buildSidebar(registry.routes, registry.nav);

/** The sidebar sections of an edition on a line, one per nav item. */
export function sidebarSectionsFor(locale: LocaleId, line: LineId): SidebarSection[] {
  return sidebars.filter((section) => inPlace(locale, line)(section.navPath));
}

/**
 * The addresses of an edition on a line that the header shows on: its pages and the redirect pages of their other
 * spellings (`/demo/expandAll`), which the version switch must place as it places their pages.
 */
export function pagePathsOf(locale: LocaleId, line: LineId): string[] {
  return [...registry.routes.map((route) => route.path), ...Object.keys(registry.aliases)].filter(inPlace(locale, line));
}

/** Whether a page, or a redirect page to one, exists at this path (the version switch's twin, the banner's link). */
export function hasRoute(path: string): boolean {
  return registry.routes.some((route) => route.path === path) || path in registry.aliases;
}

/** Search synonyms and stop words (`content/glossary.json`, `content/search-synonyms.json`), checked by the registry build. */
export const searchTerms: SearchTerms = generatedSearchTerms;

export function routeByPath(path: string): RouteEntry {
  const route = registry.routes.find((r) => r.path === path);
  if (!route) throw new Error(`No page is registered at "${path}"`);
  return route;
}

/** The pages of a section (`/demo`, `/troubleshooting`) of an edition on a line: every route below it except its index. */
export function sectionPageRoutes(section: string, locale: LocaleId, line: LineId): RouteEntry[] {
  const prefix = `${sitePath(section, line, locale)}/`;
  return registry.routes.filter((r) => r.path.startsWith(prefix));
}

/** The demo pages of an edition on a line. */
export function demoPageRoutes(locale: LocaleId, line: LineId): RouteEntry[] {
  return sectionPageRoutes('/demo', locale, line);
}

/** A line's aliases below its /demo, by name: `scrollX` → `/demo/scroll-x` (on 7.x, `/7.x/demo/scroll-x`). */
export function demoAliases(line: LineId): Array<{ name: string; target: string }> {
  const prefix = `${sitePath('/demo', line, DEFAULT_LOCALE)}/`;
  return Object.entries(registry.aliases)
    .filter(([alias]) => alias.startsWith(prefix))
    .map(([alias, target]) => ({ name: alias.slice(prefix.length), target }));
}

/** Every demo's standalone id, on every line. */
export function demoIds(): string[] {
  return Object.keys(registry.demos);
}

/** The demo a page embeds as `<Demo id={name}>`, as its line has it. */
export function demoOnLine(name: string, line: LineId): DemoEntry {
  return demoById(standaloneDemoId(name, line));
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

const answerData = answers as AnswersFile;

/** An answer page's tracker threads, demos and API rows; undefined for any other page. */
export function answerLinksOf(routeId: string): AnswerLinks | undefined {
  return answerData.pages[routeId];
}

/** The answer pages of an edition on a line, in the sidebar's order. */
export function answerRoutes(locale: LocaleId, line: LineId): RouteEntry[] {
  return registry.routes.filter((route) => route.id in answerData.pages && inPlace(locale, line)(route.path));
}

/** The answers that concern a demo page's demo. */
export function answersOfDemoPage(routeId: string): PageLink[] {
  return answerData.byDemoPage[routeId] ?? [];
}

/** The answers that concern an API row (`anchor`: `api-column-width`) in an edition on a line. */
export function answersOfProp(line: LineId, locale: LocaleId, anchor: string): PageLink[] {
  return answerData.byProp[propKey(line, locale, anchor)] ?? [];
}

/** The excerpt a `<Source>` shows on a line, which the registry build read from the line's installed package. */
export function sourceExcerptOf(line: LineId, ref: SourceRef): SourceExcerpt {
  const excerpt = answerData.sources[line][sourceKey(ref)];
  if (!excerpt) throw new Error(`No source excerpt is registered for ${ref.file} "${ref.find}" on ${line}; run the registry build`);
  return excerpt;
}

/** The VirtualTable compatibility matrix: its rows, and each line's run as the browser check wrote it. */
export const virtualMatrixData = virtualMatrix as VirtualMatrixFile;

/** What `npm run bench:lab` measured of the performance lab, which its page shows. */
export const labMeasured = labFigures as LabMeasured;
