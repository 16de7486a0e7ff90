import puppeteer, { type KeyInput } from 'puppeteer-core';
import { HEAVY_WORK_MS } from '../limits';
import type { EngineSession } from '../checks/session';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Debian's Firefox ESR over WebDriver BiDi (puppeteer-core; Playwright cannot drive an unpatched Firefox). */
export async function launchFirefox(): Promise<EngineSession & { close(): Promise<void> }> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A browser's start and a page's load are heavy work (e2e/limits.ts), not puppeteer's default 30 s.
    timeout: HEAVY_WORK_MS,
    // No proxy: the test server is on this machine. English first, so zh-CN pages show the English hint. Classic
    // scrollbars, which take their width from the page as on Windows and most desktops (headless Firefox has them
    // by default; the pref keeps it so whatever a later default says).
    extraPrefsFirefox: { 'network.proxy.type': 0, 'intl.accept_languages': 'en-US, en', 'widget.gtk.overlay-scrollbars.enabled': false },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(HEAVY_WORK_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  const keys: Record<'Enter' | 'End', KeyInput> = { Enter: 'Enter', End: 'End' };

  return {
    name: 'firefox',
    probeWidths: [1280, 375],
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: async (selector) => {
      await page.click(selector);
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(keys[key]),
    selectOption: async (selector, value) => {
      await page.select(selector, value);
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    takeDriverErrors: () => errors.splice(0),
    close: () => browser.close(),
  };
}
