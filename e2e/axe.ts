import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect } from './fixtures';
import { colorSwitch, site, waitForDemoHydration } from './helpers';
import { TRANSITIONS_ENDED } from './layout/settled';

/** One line per violation and one per offending node, so a failure names what to fix. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 120)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
        .join('\n'),
  );
}

/** axe-core itself, read once per test worker. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

/** What an audit covers: the whole page, or the page without the parts audited on another page. */
export interface AuditScope {
  /** Leave out the demo renders. */
  withoutDemos?: boolean;
  /** Leave out the site's header and sidebar (CHROME). */
  withoutChrome?: boolean;
  /** Audit only inside the elements this selector matches (a part a test has just opened or changed). */
  within?: string;
}

/** The site's header and sidebar: the same on every page of a template in an edition and line but for links' targets and labels. */
export const CHROME = ['body > header', '#site-sidebar'];

/**
 * How many of a repeated part axe audits; the rest are the same kinds of element with other words and data, so what
 * axe finds on them it finds on the first ones (every-page.spec.ts checks that over the whole export):
 * - a demo table's body rows: the largest demo (fixed-columns-resize, 200 rows of 18 cells) cost axe's contrast
 *   rule 40 s in each theme over the rest;
 * - a page's prose sections, one per `<h2>`: a changelog's 182 releases cost 6–8 s in each theme.
 */
export const AUDITED_REPEATS = 20;

const REPEATED = [
  `[data-demo-root] tbody > tr:nth-child(n+${AUDITED_REPEATS + 1})`,
  `.doc-article > h2:nth-of-type(n+${AUDITED_REPEATS + 1})`,
  `.doc-article > h2:nth-of-type(n+${AUDITED_REPEATS + 1}) ~ *`,
];

/**
 * Runs axe-core in the page, put into the document once per page: the per-page checks audit each page twice (light,
 * then dark), and @axe-core/playwright's builder read and injected its 500 KB again for each analysis. One `axe.run`
 * in the page, as that builder's legacy mode ran it: its default mode combined per-frame results in a blank page it
 * opened for each analysis (1-2 s more per audit on this machine), and the site has no frames. Only violations are
 * collected, which is much faster on long pages than also collecting every pass.
 */
async function run(page: Page, options: RunOptions, { withoutDemos = false, withoutChrome = false, within }: AuditScope): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const exclude = [...REPEATED, ...(withoutDemos ? ['[data-demo-root]'] : []), ...(withoutChrome ? CHROME : [])].map((selector) => [selector]);
  const results = await page.evaluate(([context, runOptions]) => window.axe!.run(context, runOptions), [
    within ? { include: [[within]], exclude } : { exclude },
    { ...options, resultTypes: ['violations'] } as RunOptions,
  ] as const);
  return describeViolations(results);
}

/** Every rule axe runs by default. */
export function audit(page: Page, scope: AuditScope = {}): Promise<string[]> {
  return run(page, {}, scope);
}

/**
 * axe's rules that read colours: text contrast, and links told from their text by colour alone. What a colour theme
 * can change, and all it can: the dark theme changes colours only (e2e/theme-colours.spec.ts).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export function colourAudit(page: Page, scope: AuditScope = {}): Promise<string[]> {
  return run(page, { runOnly: { type: 'rule', values: COLOUR_RULES } }, scope);
}

/**
 * Switches to dark the way a visitor does: with the header's colour switch, or on a standalone demo
 * (no header) by the stored preference and a reload. Returns once the colours have settled: the switch eases some of
 * them (a demo's rows over 0.2 s), and axe read mid-way finds contrast no reader is left with.
 */
export async function switchToDark(page: Page): Promise<void> {
  if ((await page.getByRole('banner').count()) > 0) {
    await (await colorSwitch(page)).selectOption('dark');
  } else {
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), site.colorStorageKey);
    await page.reload();
    // The page, then its demos, which hydrate on their own after it: audit them as visitors get them.
    await waitForDemoHydration(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  await page.evaluate(TRANSITIONS_ENDED);
}
