import type { Page } from '@playwright/test';
import { localeOfPath } from '../lib/i18n/locales';
import { colourAudit, audit, switchToDark } from './axe';
import { checkDemoMotion, checkDemoStyles, hasLooksCheck } from './demo-checks';
import { cspViolations, recordCspViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { waitForDemoHydration, waitForHydration } from './helpers';
import { NOT_FOUND_PAGES, type SitePage } from './layout/pages';
import { HEIGHT, PHONE_WIDTHS, WIDTHS, drawerOpens } from './layout/widths';
import { probeAt, reachAt } from './checks/layout';
import { playwrightSession } from './checks/playwright';
import { checkAnswerPair } from './answers/run';
import { checkMatrix } from './virtual-matrix/run';

/** The width the audits run at: the desktop layout, with the sidebar and the table of contents. */
const AUDIT_WIDTH = 1280;

/**
 * Every check a page gets, on one load (the load and hydration of the largest pages cost more than any one check):
 * - it answers 200 (404 for the not-found pages) in its edition's language, with one `<h1>`, its title, and
 *   hydrates with no console error, warning or page error (the `page` fixture fails the test on any);
 * - each of its demos hydrates and shows its table under its title; a standalone demo shows its table and no header;
 * - when `audit` is set: the layout probe at every width from 320 to 1920 px (e2e/layout/probe.ts), axe with every
 *   rule in the light theme and axe's colour rules in the dark theme (which changes colours only:
 *   e2e/theme-colours.spec.ts), without the demos where they are audited on another page; when `drawer` is set, the
 *   drawer at phone widths;
 * - each demo whose own looks or motion it checks (`demoLooks`: e2e/demo-checks.ts) shows them, in the light theme
 *   after the light audit and in the dark theme after the dark one;
 * - on a zh-CN page that shows demos (every demo page of every line), at 320 and 375 px: a reader can bring every
 *   header cell of every demo's tables into view, uncovered by pinned cells, and each demo frame that scrolls sideways
 *   shows its scroll sign (e2e/layout/reach.ts). The English pages render the very same demos; the compatibility
 *   page of a line other than the current one is left out (`skipReach`).
 * - on a zh-CN troubleshooting answer of every line (`answer`), its live pair measured: the problem demo shows the
 *   symptom and the fix does not (e2e/answers/run.ts);
 * - on the zh-CN VirtualTable compatibility page of every line (`matrix`), the matrix run in the browser and compared
 *   with the committed one (e2e/virtual-matrix/run.ts);
 * - under the Content-Security-Policy the hosts send (the preview server sends it) and the page's own script policy,
 *   nothing is blocked: every violation is reported (`csp`), so a policy too tight for the site fails here.
 * Returns every problem the probe and axe found, so one test names them all; a demo's check fails at once.
 */
export async function checkPage(page: Page, target: SitePage): Promise<Record<string, string[]>> {
  // Each phase is a step, so the report gives its time (`npm run test:profile`: where every-page's time goes).
  const step = <T>(name: PagePhase, run: () => Promise<T>) => test.step(name, run);
  await step('load', async () => {
    await recordCspViolations(page);
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    const response = await page.goto(target.path);
    await waitForHydration(page);
    expect(response?.status(), `${target.path} answers`).toBe(NOT_FOUND_PAGES.includes(target.path) ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(target.path));
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    await expect(page.locator('h1')).toHaveText([target.h1]);
    await waitForDemoHydration(page);

    for (const demo of target.demos) {
      const previewer = page.locator(`section[id="${demo.name}"]`);
      await expect(previewer.getByRole('heading', { level: 2, name: demo.title, exact: true })).toBeVisible();
      await expect(previewer.getByRole('table').first()).toBeVisible();
    }
    if (target.standalone) {
      await expect(page.locator('main').getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
  });
  // The layout loops the Firefox and WebKit checks run too (e2e/checks/layout.ts).
  const session = playwrightSession(page);
  const reach = target.demos.length > 0 && !target.auditWithoutDemos && !target.skipReach ? await step('reach', () => reachAt(session, PHONE_WIDTHS)) : [];
  // At the width the audits take, in the light theme: the pair's figures are a desktop reader's.
  const answer = target.answer;
  const pair = answer
    ? await step('answer', async () => {
        await page.setViewportSize({ width: AUDIT_WIDTH, height: HEIGHT });
        return checkAnswerPair(page, answer.slug, answer.line);
      })
    : [];
  const matrixLine = target.matrix;
  const matrix = matrixLine
    ? await step('matrix', async () => {
        await page.setViewportSize({ width: AUDIT_WIDTH, height: HEIGHT });
        return checkMatrix(page, matrixLine);
      })
    : [];
  const looks = target.demoLooks.filter(hasLooksCheck);
  if (!target.audit && looks.length === 0) return { layout: [], light: [], dark: [], reach, pair, matrix, csp: await cspViolations(page) };

  const layout = target.audit
    ? [...(await step('probe', () => probeAt(session, WIDTHS, 'light'))), ...(target.drawer ? await step('drawer', () => drawerOpens(page)) : [])]
    : [];
  await page.setViewportSize({ width: AUDIT_WIDTH, height: HEIGHT });
  const scope = { withoutDemos: target.auditWithoutDemos, withoutChrome: target.auditWithoutChrome };
  const light = target.audit ? await step('axe light', () => audit(page, scope)) : [];
  await step('looks', async () => {
    for (const name of looks) {
      await checkDemoStyles(page, name, 'light');
      await checkDemoMotion(page, name);
    }
  });
  await switchToDark(page);
  const dark = target.audit ? await step('axe dark', () => colourAudit(page, scope)) : [];
  await step('looks', async () => {
    for (const name of looks) await checkDemoStyles(page, name, 'dark');
  });
  return { layout, light, dark, reach, pair, matrix, csp: await cspViolations(page) };
}

/** The phases of `checkPage`, as the report's steps name them. */
type PagePhase = 'load' | 'reach' | 'answer' | 'matrix' | 'probe' | 'drawer' | 'axe light' | 'looks' | 'axe dark';
