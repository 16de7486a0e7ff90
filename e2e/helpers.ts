import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { isLocaleId } from '../lib/i18n/locales';
import { LINE_ELEMENT } from '../lib/lines/line-content';
import type { LineId } from '../lib/lines/lines';
import type { Registry, RouteEntry } from '../lib/registry/types';
import { messagesFor } from '../lib/messages';
import { en } from '../lib/messages/en';
import { zhCN as messages } from '../lib/messages/zh-CN';
import { site } from '../lib/site';
import { MATRIX_ROUTE } from '../lib/virtual-matrix/keys';
import { expect } from './fixtures';
import { heavy } from './limits';

declare global {
  interface Window {
    /** `data-prefers-color` of `<html>` when DOMContentLoaded fired (recorded by an init script). */
    __colorAtDomContentLoaded?: string | null;
    /** Every value `data-prefers-color` took from the first script on (recorded by an init script). */
    __colorHistory?: Array<string | null>;
  }
}

/** `messages` are the zh-CN edition's texts (most specs visit zh-CN pages); `en` the English edition's. */
export { en, messages, site };

const CHUNK_DIR = path.join(__dirname, '..', 'out', '_next', 'static', 'chunks');

/** The built chunk files whose code contains `marker`: how a test finds, say, Babel's chunk by content. */
export function chunksContaining(marker: string): string[] {
  const files = fs.readdirSync(CHUNK_DIR).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(CHUNK_DIR, file), 'utf8').includes(marker));
  if (files.length === 0) throw new Error(`no built chunk contains ${JSON.stringify(marker)}`);
  return files;
}

/** Matches requests for the given chunk files. */
export const chunkRequest = (files: string[]) => (url: URL) => files.some((file) => url.pathname.endsWith(`/${file}`));

/** The registry the build wrote; the source of truth for demo sources, titles and descriptions. */
export function readRegistry(): Registry {
  const file = path.join(__dirname, '..', '.generated', 'registry.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
}

/** Each demo on each line, by standalone id: its name (its anchor), its line, and the zh-CN page that shows it. */
export function demosOnLines(registry: Registry): Array<{ id: string; name: string; line: LineId; page: string }> {
  const pathOf = new Map(registry.routes.map((route) => [route.id, route.path]));
  return Object.values(registry.demos)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((demo) => ({ id: demo.id, name: demo.name, line: demo.line, page: pathOf.get(demo.routeId) ?? '' }));
}

/** The performance lab's page on each line: its one demo is driven through every control by e2e/performance-lab.spec.ts. */
export const LAB_ROUTE = '/demo/performance-lab';

/**
 * Whether a demo (by standalone id) is checked by a test of its own rather than by its traits: half of a
 * troubleshooting answer's live pair (e2e/answers/), a feature of the VirtualTable compatibility matrix
 * (e2e/virtual-matrix/), or the performance lab. Their tests check what a reader sees of them, which the demo checks
 * by trait would get wrong on a demo made to show a problem or a component's limit, or one that shows its table
 * only after a run.
 */
export function isMeasuredDemo(registry: Registry, id: string): boolean {
  const route = `/${registry.demos[id]?.routeId ?? ''}`;
  return route.split('/').includes('troubleshooting') || route.endsWith(MATRIX_ROUTE) || route.endsWith(LAB_ROUTE);
}

/** Whether a page's text is its line's own: the line's own file (`content/7.x/…`), or a `<Line>` block in its file. */
export function hasLineOwnText(route: RouteEntry): boolean {
  const file = route.meta.frontmatter.filename;
  if (new RegExp(`^content/(?:en/)?${route.line.replace('.', '\\.')}/`).test(file)) return true;
  const read = (name: string) => fs.readFileSync(path.join(__dirname, '..', name), 'utf8');
  return [file, ...route.meta.tabs.map((tab) => tab.meta.frontmatter.filename)].some((name) => read(name).includes(`<${LINE_ELEMENT} `));
}

/**
 * Waits until the app says it hydrated (`components/errors/HydrationSignal.tsx` sets `data-hydrated` on
 * `<html>` in its first effect). Hydration mismatches are reported before that effect runs, so console checks
 * after this see them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...heavy });
}

/** Waits until each demo on the page has hydrated (its lazy chunk arrives after the page's). */
export async function waitForDemoHydration(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('[data-demo-root]:not([data-hydrated])')).toHaveCount(0, heavy);
}

/**
 * Waits until the part of the page around an element has hydrated: the nearest `data-island` (a demo, a
 * previewer, a lazily hydrated control) says `data-hydrated` once its component's effects ran
 * (`useHydratedMark` in components/errors/HydrationSignal.tsx). Demos are lazy chunks that hydrate after the
 * page, so `<html data-hydrated>` does not cover them.
 */
export async function waitForElementHydration(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate((node) => {
          const island = node.closest('[data-island]');
          if (!island) throw new Error('the element is in no hydration island ([data-island])');
          return island.hasAttribute('data-hydrated');
        }),
      { message: 'the element should be hydrated by React', ...heavy },
    )
    .toBe(true);
}

/** The header search's result panel (the inline box's popover, or the dialog's list): open while it shows results or a state. */
export function searchResultsPanel(page: Page, variant: 'inline' | 'dialog' = 'inline'): Locator {
  return page.locator(`[data-search-results="${variant}"]`);
}

/** Loads a page and waits for hydration; returns the main document's response. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Stores a colour preference (under this site's key unless told) before any page script runs, on every load of the page. */
export async function storeColorPreference(page: Page, value: string, key: string = site.colorStorageKey): Promise<void> {
  await page.addInitScript(([storageKey, stored]) => window.localStorage.setItem(storageKey, stored), [key, value] as const);
}

/**
 * Records `data-prefers-color` as the document parses: every value it takes (MutationObserver from the
 * very first script) and the value at DOMContentLoaded, before the app has hydrated. A write of the value it
 * already holds is no change a reader could see, so it is not recorded again.
 */
export async function recordEarlyColor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run before <html> exists: observe the document and keep the root element's changes.
    const history: Array<string | null> = [];
    window.__colorHistory = history;
    const taken = (value: string | null) => {
      if (history.length === 0 || history[history.length - 1] !== value) history.push(value);
    };
    new MutationObserver((records) => {
      const mine = records.filter((record) => record.target === document.documentElement);
      // Each record's value is the next record's old value; the last one's is the current value.
      mine.forEach((_, index) => {
        const next = mine[index + 1];
        taken(next ? next.oldValue : document.documentElement.getAttribute('data-prefers-color'));
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prefers-color'], attributeOldValue: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        window.__colorAtDomContentLoaded = document.documentElement.getAttribute('data-prefers-color');
      },
      { once: true },
    );
  });
}

/**
 * The page keeps answering: its colour switch still changes the theme, and back. A state, not a time: a page stuck
 * in a script never gets there, and the test fails at its time-out.
 */
export async function expectResponsive(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: messages.colorMode });
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await select.selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
}

/** The colour switch in the header (a labelled `<select>`), once hydration has enabled it. */
export async function colorSwitch(page: Page): Promise<Locator> {
  const lang = (await page.locator('html').getAttribute('lang')) ?? '';
  if (!isLocaleId(lang)) throw new Error(`<html lang="${lang}"> is no edition's language`);
  const select = page.getByRole('combobox', { name: messagesFor(lang).colorMode });
  await expect(select).toBeEnabled();
  return select;
}

/**
 * Asserts (polling) that an element sits in the viewport, below the sticky site header rather than hidden
 * under it.
 */
export async function expectBelowStickyHeader(target: Locator): Promise<void> {
  await expect(target).toBeAttached();
  await expect
    .poll(
      async () =>
        target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const headerBottom = document.querySelector('header:not(main header)')?.getBoundingClientRect().bottom ?? 0;
          const top = Math.round(box.top);
          return {
            top,
            headerBottom: Math.round(headerBottom),
            viewportHeight: window.innerHeight,
            belowHeader: top >= Math.round(headerBottom),
            inViewport: top < window.innerHeight && box.bottom > 0,
          };
        }),
      { message: 'the target should be scrolled into view below the sticky header' },
    )
    .toMatchObject({ belowHeader: true, inViewport: true });
}
