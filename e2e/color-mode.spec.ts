import type { Page } from '@playwright/test';
import { LEGACY_COLOR_STORAGE_KEY } from '../components/theme/color-preference';
import { colourCheck } from './checks/colour';
import { runCheck } from './checks/playwright';
import { expect, test } from './fixtures';
import { colorSwitch, gotoHydrated, messages, recordEarlyColor, site, storeColorPreference } from './helpers';

async function expectMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-prefers-color', mode);
  await expect(html).toHaveAttribute('style', new RegExp(`color-scheme:\\s*${mode}`));
}

test('the colour switch is a labelled select with Light, Dark and Follow system; light by default', async ({ page }) => {
  await gotoHydrated(page, '/');
  const select = await colorSwitch(page);
  await expect(select).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.getByLabel(messages.colorMode)).toHaveCount(1);
  await expect(select.locator('option')).toHaveText([messages.colorLight, messages.colorDark, messages.colorSystem]);
  await expect(select).toHaveValue('light');
  await expectMode(page, 'light');
});

// Dark at once, stored, after a reload, and a dark background: the check Firefox and WebKit run too.
test(colourCheck.name, ({ page, baseURL }) => runCheck(colourCheck, page, baseURL));

test('Follow system tracks the emulated colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/');
  await expectMode(page, 'light');

  const select = await colorSwitch(page);
  await select.selectOption({ label: messages.colorSystem });
  await expect(select).toHaveValue('auto');
  await expectMode(page, 'dark');
  // Stored in next-themes' spelling of follow-system (docs/decisions.md, the colour preference).
  expect(await page.evaluate((key) => window.localStorage.getItem(key), site.colorStorageKey)).toBe('system');

  await page.emulateMedia({ colorScheme: 'light' });
  await expectMode(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectMode(page, 'dark');
  await expect(select).toHaveValue('auto');
});

/** Reads both keys the preference may sit under. */
const storedValues = (page: Page) =>
  page.evaluate(([key, legacy]) => ({ site: window.localStorage.getItem(key), old: window.localStorage.getItem(legacy) }), [
    site.colorStorageKey,
    LEGACY_COLOR_STORAGE_KEY,
  ] as const);

test('a stored auto follows the system from the first paint and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await storeColorPreference(page, 'auto');
  await recordEarlyColor(page);
  await gotoHydrated(page, '/');

  expect(await page.evaluate(() => window.__colorAtDomContentLoaded)).toBe('dark');
  expect(await page.evaluate(() => window.__colorHistory ?? [])).toEqual(['dark']);
  await expectMode(page, 'dark');
  await expect(await colorSwitch(page)).toHaveValue('auto');
  expect(await storedValues(page)).toEqual({ site: 'system', old: null });

  await page.emulateMedia({ colorScheme: 'light' });
  await expectMode(page, 'light');
});

test("the old site's stored preference is carried over before the first paint, once", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await storeColorPreference(page, 'auto', LEGACY_COLOR_STORAGE_KEY);
  await recordEarlyColor(page);
  await gotoHydrated(page, '/');

  expect(await page.evaluate(() => window.__colorAtDomContentLoaded)).toBe('dark');
  expect(await page.evaluate(() => window.__colorHistory ?? [])).toEqual(['dark']);
  await expect(await colorSwitch(page)).toHaveValue('auto');
  expect(await storedValues(page)).toEqual({ site: 'system', old: null });
});

/** What the old dumi site or this one may have stored, and what a reader sees with it. */
const STORED_VALUES = [
  { value: 'light', system: 'dark', mode: 'light', shown: 'light', stored: 'light' },
  { value: 'dark', system: 'light', mode: 'dark', shown: 'dark', stored: 'dark' },
  { value: 'auto', system: 'dark', mode: 'dark', shown: 'auto', stored: 'system' },
  { value: 'auto', system: 'light', mode: 'light', shown: 'auto', stored: 'system' },
] as const;

for (const key of [site.colorStorageKey, LEGACY_COLOR_STORAGE_KEY]) {
  for (const { value, system, mode, shown, stored } of STORED_VALUES) {
    test(`${value} stored under ${key}, system ${system}: ${mode} from the first paint, ${shown} in the switch`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await storeColorPreference(page, value, key);
      await recordEarlyColor(page);
      await gotoHydrated(page, '/');

      expect(await page.evaluate(() => window.__colorAtDomContentLoaded)).toBe(mode);
      expect(await page.evaluate(() => window.__colorHistory ?? [])).toEqual([mode]);
      await expectMode(page, mode);
      await expect(await colorSwitch(page)).toHaveValue(shown);
      expect(await storedValues(page)).toEqual({ site: stored, old: null });
    });
  }
}

test("after the carry-over, the visitor's own pick stays", async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate((legacy) => window.localStorage.setItem(legacy, 'dark'), LEGACY_COLOR_STORAGE_KEY);
  await page.reload();
  await expectMode(page, 'dark');
  expect(await storedValues(page)).toEqual({ site: 'dark', old: null });

  await (await colorSwitch(page)).selectOption({ label: messages.colorLight });
  await expectMode(page, 'light');
  await page.reload();
  await expectMode(page, 'light');
  await expect(await colorSwitch(page)).toHaveValue('light');
});

test('an unknown stored value falls back to light without a flash of it', async ({ page }) => {
  await storeColorPreference(page, 'purple');
  await recordEarlyColor(page);
  await gotoHydrated(page, '/');

  expect(await page.evaluate(() => window.__colorAtDomContentLoaded)).toBe('light');
  const history = await page.evaluate(() => window.__colorHistory ?? []);
  expect(history.length).toBeGreaterThan(0);
  expect(
    history.filter((value) => value !== 'light'),
    'values data-prefers-color took other than light',
  ).toEqual([]);
  await expectMode(page, 'light');
  await expect(await colorSwitch(page)).toHaveValue('light');
});

test('a stored Dark is applied before the page is interactive (no flash of light)', async ({ page }) => {
  await storeColorPreference(page, 'dark');
  await recordEarlyColor(page);
  await gotoHydrated(page, '/');

  expect(await page.evaluate(() => window.__colorAtDomContentLoaded)).toBe('dark');
  await expectMode(page, 'dark');
  await expect(await colorSwitch(page)).toHaveValue('dark');
});

test('the colour switch works from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const select = await colorSwitch(page);
  await select.focus();
  await expect(select).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('dark');
  await expectMode(page, 'dark');

  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('light');
  await expectMode(page, 'light');
});
