import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import { join } from 'node:path';
import { markdownPath } from '../lib/markdown/path';
import { colourAudit } from './axe';
import { expect, test } from './fixtures';
import { gotoHydrated, messages, storeColorPreference, waitForElementHydration } from './helpers';

const readClipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

/** The page's "复制本页" button, once hydrated, and the Markdown requests the page makes. */
async function copyPageButton(page: Page, path: string): Promise<{ button: Locator; markdownRequests: string[] }> {
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, path);
  const button = page.getByTitle(messages.copyPageHint);
  await waitForElementHydration(button);
  await expect(button).toHaveAccessibleName(messages.copyPage);
  return { button, markdownRequests };
}

// What a copy holds (its title first, no component left, its demos' files in full) is a content rule over the
// files the registry build writes: __tests__/content/markdown-copies.test.ts. Here: each page kind is served as is.
test('every page kind has a Markdown copy, served as text/markdown exactly as the build wrote it', async ({ request }) => {
  for (const path of ['/', '/changelog', '/demo', '/demo/simple', '/demo/virtual-list', '/demo/react-dnd']) {
    const response = await request.get(markdownPath(path));
    expect(response.status(), `${markdownPath(path)} status`).toBe(200);
    expect(response.headers()['content-type'], `${markdownPath(path)} content type`).toBe('text/markdown; charset=utf-8');
    expect(await response.text(), `${markdownPath(path)} body`).toBe(fs.readFileSync(join(__dirname, '..', 'public', markdownPath(path)), 'utf8'));
  }
  expect((await request.get('/demo/no-such-demo.md')).status()).toBe(404);
});

test('pages link their Markdown copy, as a link and as an alternate', async ({ page }) => {
  await page.goto('/demo/simple');
  await expect(page.getByRole('link', { name: messages.viewMarkdown })).toHaveAttribute('href', '/demo/simple.md');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', /\/demo\/simple\.md$/);
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  // The tests read the clipboard: one after the other, never side by side.
  test.describe.configure({ mode: 'default' });

  test('copies the page Markdown, fetched only on the click, and says so', async ({ page, request }) => {
    const expected = await (await request.get('/demo/simple.md')).text();
    const { button, markdownRequests } = await copyPageButton(page, '/demo/simple');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    expect(markdownRequests, 'Markdown fetched before the click').toEqual([]);

    // Keyboard first: the button takes focus with a visible ring and works with Enter.
    await button.focus();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');

    await expect(button).toHaveAttribute('data-copied');
    await expect(button).toHaveAccessibleName(messages.pageCopied);
    await expect(button.locator('[aria-live="polite"]')).toHaveText(messages.pageCopied);
    expect(await readClipboard(page)).toBe(expected);
    expect(markdownRequests).toEqual(['/demo/simple.md']);

    // The copied state clears by itself (after its 2 s, within the light limit), and the home page copies /index.md.
    await expect(button).toHaveAccessibleName(messages.copyPage);
    const home = await copyPageButton(page, '/');
    await home.button.click();
    await expect(home.button).toHaveAttribute('data-copied');
    expect(await readClipboard(page)).toBe(await (await request.get('/index.md')).text());
  });

  test.describe(() => {
    test.use({ expectedProblems: /Failed to load resource: the server responded with a status of 503/ });

    test('shows a failure when the Markdown cannot be fetched, and leaves the clipboard alone', async ({ page }) => {
      await page.route('**/changelog.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      const { button } = await copyPageButton(page, '/changelog');
      await page.evaluate(() => navigator.clipboard.writeText('before'));

      await button.click();
      await expect(button).toHaveAttribute('data-failed');
      await expect(button).toHaveAccessibleName(messages.copyPageFailed);
      await expect(button).not.toHaveAttribute('data-copied');
      expect(await readClipboard(page)).toBe('before');

      // A later attempt that succeeds clears the failure.
      await page.unroute('**/changelog.md');
      await button.click();
      await expect(button).toHaveAttribute('data-copied');
      expect(await readClipboard(page)).toMatch(/^# 更新日志/);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`the failed state has enough contrast (${mode} theme)`, async ({ page }) => {
        await storeColorPreference(page, mode);
        await page.route('**/changelog.md', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
        const { button } = await copyPageButton(page, '/changelog');
        await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
        await button.click();
        await expect(button).toHaveAttribute('data-failed');

        expect(await colourAudit(page, { within: `button[title="${messages.copyPageHint}"]` })).toEqual([]);
      });
    }
  });
});
