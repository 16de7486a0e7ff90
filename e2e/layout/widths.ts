import type { Page } from '@playwright/test';
import { WINDOW_HEIGHT } from '../checks/session';
import { expect } from '../fixtures';

export const WIDTHS = [320, 375, 768, 1024, 1280, 1920];
export const PHONE_WIDTHS = [320, 375];
/** The window height of every layout check, the shared checks' own. */
export const HEIGHT = WINDOW_HEIGHT;

/** The drawer button opens the drawer at phone widths, with the nav links in it; Esc closes it. */
export async function drawerOpens(page: Page): Promise<string[]> {
  const toggle = page.locator('header [aria-controls="site-sidebar"]');
  if ((await page.getByRole('banner').count()) === 0) return [];
  const navLinks = await page.locator('header nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    if ((await toggle.count()) === 0) {
      problems.push(`${width}px light: the header has no drawer button`);
      continue;
    }
    await toggle.click();
    const drawer = page.locator('#site-sidebar');
    await expect(drawer, `${width}px: the drawer should open`).toBeVisible();
    const inDrawer = await drawer.locator('a').evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')));
    const missing = navLinks.filter((href) => !inDrawer.includes(href));
    if (missing.length > 0) problems.push(`${width}px light: the drawer lacks the nav links ${missing.join(', ')}`);
    await page.keyboard.press('Escape');
    await expect(drawer, `${width}px: Esc should close the drawer`).toBeHidden();
  }
  return problems;
}
