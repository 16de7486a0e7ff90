import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every Content-Security-Policy violation the page reported (recorded by `recordCspViolations`). */
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page's documents from their first script on, each as the
 * directive, what it blocked and where: the header policy the hosts send (hosting/security-headers.mjs) and the
 * page's own script policy (lib/hosting/script-hashes.ts). Call before the page loads.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = (window.__cspViolations = []);
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
}

/** The violations recorded so far in the page's current document. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['no violation was recorded: recordCspViolations was not called before the page loaded']);
}
