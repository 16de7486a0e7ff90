import type { Locator, Page, Response } from '@playwright/test';
import { runCheck } from './checks/playwright';
import { searchChecks } from './checks/search';
import { audit } from './axe';
import { expect, test } from './fixtures';
import { colourDistance, decodePng } from './checks/pixels';
import { expectBelowStickyHeader, gotoHydrated, messages, searchResultsPanel, storeColorPreference } from './helpers';
import { heavy } from './limits';

/** A string only MiniSearch's code contains (one of its error messages survives minification). */
const MINISEARCH_MARKER = 'does not have ID field';
const METADATA_PATH = '/search-metadata.json';

declare global {
  interface Window {
    /** Every message the page posted to a worker: its type, keywords and time. */
    __workerPosts?: Array<{ type?: string; keywords?: string; at: number }>;
    /** Times of the search input's `input` events. */
    __inputTimes?: number[];
    __injected?: number;
    /** Set once "Loading..." has appeared in the search results. */
    __sawLoading?: boolean;
  }
}

/** Records the page's worker messages and input events, from before any page script runs. */
async function recordSearchTraffic(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__workerPosts = [];
    window.__inputTimes = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: { type?: string; args?: { keywords?: string } }, ...rest: [StructuredSerializeOptions?]) {
      window.__workerPosts?.push({ type: message?.type, keywords: message?.args?.keywords, at: performance.now() });
      return post.call(this, message, ...rest);
    } as Worker['postMessage'];
    document.addEventListener('input', () => window.__inputTimes?.push(performance.now()), true);
    // The loading state lasts about as long as the debounce: record it rather than race it.
    new MutationObserver(() => {
      if (document.querySelector('[data-search-results]')?.textContent?.includes('Loading...')) window.__sawLoading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Holds every script the page requests from now on (the search UI's code among them) until the returned
 * function is called; `requested` lists them as they are asked for.
 */
async function holdScripts(page: Page): Promise<{ requested: string[]; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: messages.searchLabel });
const resultOptions = (scope: Page | Locator) => scope.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');
const searchPosts = (page: Page) => page.evaluate(() => (window.__workerPosts ?? []).filter((post) => post.type === 'get-search-result'));

test.describe('header search', () => {
  test('fetches no metadata, worker or MiniSearch code before the first interaction', async ({ page }) => {
    const scripts: Response[] = [];
    const metadataRequests: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === METADATA_PATH) metadataRequests.push(request.url());
    });
    await gotoHydrated(page, '/demo/simple');
    await expect(searchBox(page)).toBeVisible();

    expect(metadataRequests).toEqual([]);
    expect(page.workers()).toHaveLength(0);
    for (const script of scripts) expect(await script.text(), script.url()).not.toContain(MINISEARCH_MARKER);

    // The first hover starts the download and the worker.
    const metadata = page.waitForResponse((response) => new URL(response.url()).pathname === METADATA_PATH);
    await searchBox(page).hover();
    expect((await metadata).status()).toBe(200);
    await expect.poll(() => page.workers().length, heavy).toBe(1);
  });

  test('the search code loads on first focus; text typed while it loads is kept and searched', async ({ page }) => {
    await gotoHydrated(page, '/');
    const scripts = await holdScripts(page);
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('caption');
    await expect.poll(() => scripts.requested.length, 'the search code is on its way').toBeGreaterThan(0);
    await expect(box).toHaveValue('caption');
    expect(await page.locator('[data-search-results]').count(), 'no results before the code has loaded').toBe(0);

    scripts.release();
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(box).toHaveValue('caption');
    await expect(box).toBeFocused();
  });

  test('Ctrl+K and / focus the search box; the shortcut hint shows after hydration', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('banner').locator('kbd')).toHaveText('Ctrl K');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).blur();
    await page
      .locator('main')
      .first()
      .click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('debounces 200 ms, shows Loading... and then grouped results with marks', async ({ page }) => {
    await recordSearchTraffic(page);
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    // A first search downloads the data and builds the index; only after that does a query go to the worker in
    // the same task as its debounce timer, so the time of the post is the time of the decision.
    await box.fill('caption');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await box.fill('');
    await page.evaluate(() => {
      window.__workerPosts = [];
      window.__inputTimes = [];
      window.__sawLoading = false;
    });
    await box.pressSequentially('virtual', { delay: 30 });

    const first = resultOptions(page).first();
    await expect(first).toBeVisible();
    await expect(searchResultsPanel(page)).not.toContainText(messages.loading);
    expect(await page.evaluate(() => window.__sawLoading)).toBe(true);
    await expect(page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('group').first()).toHaveAccessibleName('示例');
    // The title is marked where the glossary's term for the typed word matched it; the snippet, where the word is.
    await expect(first.locator('mark').first()).toHaveText('虚拟滚动');
    await expect(
      first
        .locator('mark')
        .filter({ hasText: /virtual/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /个结果/ })).toBeAttached();

    // Every query waits 200 ms after the keystroke before it (keys 30 ms apart send one query, unless the
    // machine stalls between two keys); the last one carries the whole word.
    const posts = await searchPosts(page);
    const inputs = await page.evaluate(() => window.__inputTimes ?? []);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[posts.length - 1].keywords).toBe('virtual');
    for (const post of posts) {
      const lastInput = Math.max(...inputs.filter((at) => at <= post.at));
      expect(post.at - lastInput).toBeGreaterThanOrEqual(200);
    }
  });

  // A Latin and a Chinese query find their demo page, and Enter opens it: the checks Firefox and WebKit run too.
  for (const check of searchChecks) test(check.name, ({ page, baseURL }) => runCheck(check, page, baseURL));

  test('arrow keys wrap, Enter opens the result and lands on its anchor', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.fill('EXPAND_COLUMN');
    const options = resultOptions(page);
    await expect(options.first()).toBeVisible(heavy);
    const count = await options.count();

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
    await box.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    expect(await options.first().getAttribute('href')).toBe('/#expand_column');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/#expand_column$/);
    await expectBelowStickyHeader(page.locator('#expand_column'));
    await expect(searchResultsPanel(page)).toHaveCount(0);
  });

  test('hovering moves the selection; a click on a Chinese anchor lands on its section', async ({ page }) => {
    await gotoHydrated(page, '/demo/simple');
    const box = searchBox(page);
    await box.fill('安装');
    const option = resultOptions(page).and(page.locator('a[href="/#安装"]'));
    await expect(option).toBeVisible(heavy);
    await option.hover();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await option.click();
    await expect(page).toHaveURL(/\/#(%E5%AE%89%E8%A3%85|安装)$/);
    await expectBelowStickyHeader(page.locator('[id="安装"]'));
  });

  test('each result is a link: a middle or Ctrl/⌘ click opens it in a new tab and leaves this page as it was', async ({ page }) => {
    await gotoHydrated(page, '/demo/simple');
    const box = searchBox(page);
    await box.fill('虚拟滚动');
    const first = resultOptions(page).first();
    await expect(first).toHaveAttribute('href', '/demo/virtual', heavy);
    expect(await first.evaluate((option) => option.tagName)).toBe('A');

    for (const click of [{ button: 'middle' as const }, { modifiers: ['ControlOrMeta' as const] }]) {
      const opened = page.context().waitForEvent('page');
      await first.click(click);
      const tab = await opened;
      await tab.waitForURL(/\/demo\/virtual$/);
      await expect(tab.getByRole('heading', { level: 1 })).toContainText('虚拟滚动');
      await tab.close();
      await expect(page).toHaveURL(/\/demo\/simple$/);
      await expect(first).toBeVisible();
    }
  });

  test('says "No content was found" when nothing matches, and Esc closes the results', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.fill('zzqqxxwv');
    await expect(searchResultsPanel(page)).toContainText(messages.noContent, heavy);
    await expect(page.getByRole('status').filter({ hasText: messages.searchResultCount(0) })).toBeAttached();
    await box.press('Escape');
    await expect(searchResultsPanel(page)).toHaveCount(0);
  });

  test('an HTML query injects nothing and shows as text', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    const query = 'sticky <img src=x onerror="window.__injected=1"> <b>bold</b> <script>window.__injected=2</script>';
    await box.fill(query);
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await expect(searchResultsPanel(page).locator('img, b, script')).toHaveCount(0);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    await expect(box).toHaveValue(query);
    // A query of markup alone is searched as its words ("window", "injected"): whatever it finds shows as text.
    await box.fill('<script>window.__injected=3</script>');
    await expect(
      searchResultsPanel(page)
        .locator('mark')
        .filter({ hasText: /^window$/i })
        .first(),
    ).toBeVisible();
    await expect(searchResultsPanel(page).locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  });

  test.describe(() => {
    // A fake clock, in a browser context of its own: it would stay for the worker's next tests.
    test.use({ ownContext: true });
    test('an input method sends only the composed text', async ({ page }) => {
      await recordSearchTraffic(page);
      // A controlled clock: the debounce can run out mid-composition without the test sleeping.
      await page.clock.install();
      await gotoHydrated(page, '/');
      // The search code, loaded on focus, arrives in the middle of the composition.
      const scripts = await holdScripts(page);
      const finished: string[] = [];
      page.on('requestfinished', (request) => finished.push(request.url()));
      const box = searchBox(page);
      await box.focus();
      const session = await page.context().newCDPSession(page);
      await session.send('Input.imeSetComposition', { text: 'xu', selectionStart: 2, selectionEnd: 2 });
      await session.send('Input.imeSetComposition', { text: 'xuni', selectionStart: 4, selectionEnd: 4 });
      await expect(box).toHaveValue('xuni');
      expect(scripts.requested.length, 'the search code is on its way').toBeGreaterThan(0);
      scripts.release();
      await expect.poll(() => scripts.requested.every((url) => finished.includes(url)), { message: 'the search code has arrived', ...heavy }).toBe(true);
      await page.clock.runFor(1000);
      expect(await searchPosts(page)).toEqual([]);

      await session.send('Input.insertText', { text: '虚拟' });
      await session.detach();
      await expect(box).toHaveValue('虚拟');
      await page.clock.runFor(1000);
      await expect(resultOptions(page).first()).toBeVisible(heavy);
      expect((await searchPosts(page)).map((post) => post.keywords)).toEqual(['虚拟']);
    });
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open result list has no axe violation (${mode} theme)`, async ({ page }) => {
    await storeColorPreference(page, mode);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    await searchBox(page).fill('sticky 固定');
    await expect(resultOptions(page).first()).toBeVisible(heavy);
    await searchBox(page).press('ArrowDown');
    expect(await audit(page, { within: 'header' })).toEqual([]);
  });
}

test.describe('search on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a search button opens a full-screen dialog whose result navigates', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The header's inline box is there but hidden; the search button stands in for it.
    const inlineBox = page.getByRole('combobox', { name: messages.searchLabel, includeHidden: true });
    await expect(inlineBox).toHaveCount(1);
    await expect(inlineBox).toBeHidden();
    await page.getByRole('button', { name: messages.searchOpen, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.searchLabel });
    // The dialog comes with the search UI's chunk.
    await expect(dialog).toBeVisible(heavy);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });

    const input = dialog.getByRole('combobox', { name: messages.searchLabel });
    await expect(input).toBeFocused();
    await input.fill('虚拟滚动');
    const first = resultOptions(dialog).first();
    await expect(first).toHaveAttribute('href', '/demo/virtual', heavy);
    expect(await audit(page, { within: '[role="dialog"]' })).toEqual([]);

    // Tab stays inside the dialog: input, the scrollable results, the close button, the input again.
    await input.press('Tab');
    await expect(searchResultsPanel(page, 'dialog')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: messages.searchClose })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: messages.searchClose })).toBeFocused();

    await first.click();
    await expect(page).toHaveURL(/\/demo\/virtual$/);
    await expect(dialog).toHaveCount(0);
  });

  test('on its first press, before the search code has loaded, Ctrl+K opens the dialog', async ({ page }) => {
    await gotoHydrated(page, '/');
    const scripts = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => scripts.requested.length, 'the search code is on its way').toBeGreaterThan(0);
    scripts.release();
    const dialog = page.getByRole('dialog', { name: messages.searchLabel });
    await expect(dialog).toBeVisible(heavy);
    await expect(dialog.getByRole('combobox', { name: messages.searchLabel })).toBeFocused();
  });

  test('a press on the search button that the loading search code interrupts still opens the dialog', async ({ page }) => {
    await gotoHydrated(page, '/');
    const scripts = await holdScripts(page);
    const button = page.getByRole('button', { name: messages.searchOpen, exact: true });
    const pressed = await button.elementHandle();
    const box = await button.boundingBox();
    if (!pressed || !box) throw new Error('the search button is not laid out');
    // The pointer arriving starts loading the search code; it lands between the press and the release.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => scripts.requested.length, 'the search code is on its way').toBeGreaterThan(0);
    await page.mouse.down();
    scripts.release();
    await expect.poll(() => pressed.evaluate((element) => element.isConnected), { message: 'the loaded search replaced the button', ...heavy }).toBe(false);
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: messages.searchLabel });
    await expect(dialog).toBeVisible(heavy);
    await expect(dialog.getByRole('combobox', { name: messages.searchLabel })).toBeFocused();
  });

  for (const width of [375, 320]) {
    test(`at ${width} px the dialog's magnifier shows, is what a tap at its centre hits, and the typed text starts after it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: messages.searchOpen, exact: true }).click();
      const input = page.getByRole('dialog', { name: messages.searchLabel }).getByRole('combobox', { name: messages.searchLabel });
      await expect(input).toBeVisible(heavy);
      await input.fill('fixed columns and sticky header');
      const seen = await input.evaluate((field: HTMLInputElement) => {
        const icon = field.parentElement?.querySelector('svg');
        if (!icon) return null;
        const box = icon.getBoundingClientRect();
        const fieldBox = field.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const textStart = fieldBox.left + field.clientLeft + parseFloat(getComputedStyle(field).paddingLeft);
        return {
          hitAtIconCentre: hit === icon || icon.contains(hit) ? 'the icon' : (hit?.outerHTML.slice(0, 60) ?? 'nothing'),
          textStartsAfterIcon: textStart >= box.right,
          iconInsideField: box.left >= fieldBox.left && box.right <= fieldBox.right,
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
          colour: (getComputedStyle(icon).color.match(/\d+/g) ?? []).slice(0, 3).map(Number),
        };
      });
      if (!seen) throw new Error('the search dialog shows no icon');
      const { box, colour, ...where } = seen;
      expect.soft(where).toEqual({ hitAtIconCentre: 'the icon', textStartsAfterIcon: true, iconInsideField: true });
      // Painted, not only hit: the glass's stroke shows in the icon's own colour.
      const shot = decodePng(await page.screenshot({ clip: box }));
      let inIconColour = 0;
      for (let at = 0; at < shot.data.length; at += 4) {
        if (colourDistance([shot.data[at], shot.data[at + 1], shot.data[at + 2]], colour) <= 40) inIconColour += 1;
      }
      expect(inIconColour, `pixels of the ${box.width}x${box.height} icon drawn in rgb(${colour})`).toBeGreaterThanOrEqual(20);
      // The icon takes the tap, and hands the focus to the input, as a tap there always did.
      await input.blur();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(input).toBeFocused();
    });
  }

  test('Esc closes the dialog and gives the focus back to the button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: messages.searchOpen, exact: true });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible(heavy);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
