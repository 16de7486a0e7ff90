import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { colorSwitch, site, waitForDemoHydration } from './helpers';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation and one per offending node, so a failure names what to fix. */
export function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.html.slice(0, 120)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
        .join('\n'),
  );
}

/**
 * Every rule axe runs by default (WCAG 2 A and AA, best practices). Legacy mode is one `axe.run` in the
 * page: the default mode combines per-frame results in a blank page it opens for each analysis, which
 * costs 1-2 s more per audit on this machine, and the site has no frames. Only violations are
 * collected, which is much faster on long pages than also collecting every pass.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

export async function audit(page: Page): Promise<string[]> {
  return describeViolations(await axe(page).analyze());
}

/**
 * Switches to dark the way a visitor does: with the header's colour switch, or on a standalone demo
 * (no header) by the stored preference and a reload.
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
}
