import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * `npm run test:slow` sets E2E_CPU_THROTTLE=3: every Chromium page runs its CPU that many times slower (the DevTools
 * protocol's `Emulation.setCPUThrottlingRate`), as on a machine that much slower or busier. Unset, pages run at the
 * machine's own speed. Firefox and WebKit are never throttled.
 */
export const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

if (!(CPU_THROTTLE >= 1)) throw new Error(`E2E_CPU_THROTTLE must be a number of at least 1, not ${JSON.stringify(process.env.E2E_CPU_THROTTLE)}`);

/** Slows `page`'s CPU by CPU_THROTTLE; the DevTools session stays open with the page, since closing it ends the emulation. */
export async function throttle(page: Page): Promise<void> {
  if (CPU_THROTTLE === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** Throttles every page `context` opens from now on (popups and pages a test opens itself). */
function throttleContext(context: BrowserContext): void {
  // A page closed before its session opened has nothing left to slow.
  if (CPU_THROTTLE > 1) context.on('page', (page) => void throttle(page).catch(() => undefined));
}

/** Makes every context `browser` creates throttle its pages, the contexts a spec opens itself included. */
export function throttleBrowser(browser: Browser): void {
  if (CPU_THROTTLE === 1) return;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
    const context = await newContext(...options);
    throttleContext(context);
    return context;
  };
}
