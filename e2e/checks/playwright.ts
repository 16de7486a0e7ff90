import type { Page } from '@playwright/test';
import { WIDTHS } from '../layout/widths';
import type { Check, EngineSession } from './session';

/**
 * A Playwright page as a check's session, so a Chromium spec runs the very checks Firefox and WebKit run
 * (e2e/engines/run.ts). Clicks, keys and selects go through Playwright's own actions: a real pointer at the element's
 * centre once it is visible, stable and takes the click, as in the other drivers.
 */
export function playwrightSession(page: Page): EngineSession {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    name: 'chromium',
    probeWidths: WIDTHS,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.locator(selector).first().click(),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    selectOption: async (selector, value) => {
      await page.locator(selector).first().selectOption(value);
    },
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: () => page.screenshot(),
    takeDriverErrors: () => errors.splice(0),
  };
}

/** Runs a shared check in a Chromium spec's page, against the project's server. */
export async function runCheck(check: Check, page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('the Playwright project sets no baseURL');
  await check.run(playwrightSession(page), baseURL);
}
