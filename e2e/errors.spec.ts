import { expect, test } from './fixtures';
import { chunkRequest, chunksContaining, gotoHydrated, messages, waitForHydration } from './helpers';
import { heavy } from './limits';

test.describe('chunk failures', () => {
  test.use({ expectedProblems: /net::ERR_FAILED|Failed to load chunk|ChunkLoadError|Loading (CSS )?chunk/ });

  test('a blocked script chunk shows the chunk message, and Retry recovers once it loads', async ({ page }) => {
    await gotoHydrated(page, '/demo');
    const blocked: string[] = [];
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      blocked.push(route.request().url());
      await route.abort();
    });
    // The demo index is server-rendered: a demo page's previewer chunks are not loaded yet, and going there needs them.
    // (The home page needs none that a demo page lacks, so the way there from a demo loads nothing to block.)
    await page.getByRole('main').getByRole('link', { name: '固定列', exact: true }).click();
    const alert = page.locator('[data-chunk-error]');
    await expect(alert).toBeVisible();
    await expect(alert.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/);
    const text = (await alert.locator('code').textContent()) ?? '';
    expect(blocked.some((url) => text.includes(new URL(url).pathname))).toBe(true);

    await page.unrouteAll();
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/demo/fixed-columns');
    await expect(page.locator('section[id="fixed-columns"]').getByRole('table').first()).toBeVisible();
    await expect(page.locator('[data-chunk-error]')).toHaveCount(0);
  });

  test('search code that fails to load shows the chunk message in the box, or in the dialog on a narrow screen', async ({ page }) => {
    await gotoHydrated(page, '/changelog');
    // After hydration, the only scripts asked for are the search UI's, loaded on the first intent. The requests for the
    // chunk that draws the results are counted, so the fault clears only once the last try has met it to the end.
    const searchUi = chunkRequest(chunksContaining('data-search-results'));
    let tries = 0;
    await page.route('**/_next/static/chunks/*.js', (route) => {
      if (searchUi(new URL(route.request().url()))) tries += 1;
      return route.abort();
    });
    await page.getByRole('combobox', { name: messages.searchLabel }).focus();
    const inline = page.getByRole('banner').locator('[data-chunk-error]');
    await expect(inline.locator('code')).toHaveText(/^Loading chunk \S+ failed\. \(missing: \S+\.js\)$/);
    await expect(inline.getByRole('button', { name: messages.retry })).toBeVisible();
    // The runtime asks for a failed chunk more than once before it gives up: one whole try's requests.
    const perTry = tries;

    await page.setViewportSize({ width: 375, height: 740 });
    // By keyboard, so one press makes one try (a pointer's press and its click may each try).
    await page.getByRole('button', { name: messages.searchOpen, exact: true }).press('Enter');
    const dialog = page.getByRole('dialog', { name: messages.searchLabel });
    await expect(dialog.locator('[data-chunk-error] code')).toHaveText(/^Loading chunk \S+ failed/);
    // Opening the dialog tried again (the focus tried first): had that try not met the fault yet, it would load the
    // search once the fault clears and take the dialog, Retry and all, from under the click.
    await expect.poll(() => tries, heavy).toBe(2 * perTry);
    await page.unrouteAll();
    await dialog.getByRole('button', { name: messages.retry }).click();
    // The search code loads again in place (e2e/faults.spec.ts shows that nothing reloads): the dialog carries on.
    await expect(page.getByRole('dialog', { name: messages.searchLabel }).getByRole('combobox')).toBeFocused(heavy);
    await expect(page.locator('[data-chunk-error]')).toHaveCount(0);
  });

  test('a blocked stylesheet shows the CSS chunk message', async ({ page }) => {
    await page.route('**/_next/static/**/*.css', (route) => route.abort());
    await gotoHydrated(page, '/');
    const alert = page.locator('[data-chunk-error]');
    await expect(alert.locator('code')).toHaveText(/^Loading CSS chunk \S+ failed$/);
    await expect(alert.getByRole('button', { name: messages.retry })).toBeVisible();
  });

  test.describe('among stylesheets that loaded', () => {
    test.use({ expectedProblems: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/ });

    test('only the one that failed is reported: an empty one and a cross-origin one are not', async ({ page }) => {
      // The site's own stylesheet arrives empty: loaded, with no rules.
      await page.route('**/_next/static/**/*.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
      await page.route('https://cdn.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '.cdn-loaded{color:red}' }));
      // After those two in the document, one that the server answers with 404.
      await page.route('**/zz-missing.css', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
      // The page as a host that sends no headers serves it (GitHub Pages): the recipes' policy would refuse the
      // cross-origin stylesheet before it loads, and its nosniff would turn the 404 into a refused MIME type.
      await page.route('**/changelog', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '</head>',
          '<link rel="stylesheet" href="https://cdn.example/site.css"/><link rel="stylesheet" href="/zz-missing.css"/></head>',
        );
        await route.fulfill({ status: response.status(), headers: { 'content-type': 'text/html; charset=utf-8' }, body: html });
      });
      await gotoHydrated(page, '/changelog');
      const alert = page.locator('[data-chunk-error]');
      await expect(alert).toHaveCount(1);
      await expect(alert.locator('code')).toHaveText('Loading CSS chunk zz-missing failed');
    });
  });
});

test.describe('chunk time-out', () => {
  // A fake clock, in a browser context of its own: it would stay for the worker's next tests.
  test.use({ ownContext: true });
  test('a script chunk still pending after 120 s shows the timeout message, and Retry recovers', async ({ page }) => {
    // The page's own timers run on a fake clock, so 120 s pass at once.
    await page.clock.install();
    // Seen the way the watchdog sees them: load events, caught before any page script runs.
    await page.addInitScript(() => {
      const loaded = new Set<string>();
      (window as unknown as { loadedScripts: Set<string> }).loadedScripts = loaded;
      document.addEventListener('load', (event) => event.target instanceof HTMLScriptElement && loaded.add(event.target.src), true);
    });
    let hung = '';
    let release = false;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (!release && (hung === '' || route.request().url() === hung)) {
        hung = route.request().url();
        return; // Never answered: the request hangs.
      }
      await route.continue();
    });
    // The fake clock also runs on its own, so the time spent waiting below counts towards the 120 s.
    const started = Date.now();
    await page.goto('/changelog', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => hung).not.toBe('');
    // The other chunks must have loaded before the fake clock jumps, or they would time out too.
    await expect
      .poll(() =>
        page.evaluate(
          (hungUrl) =>
            [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/chunks/"]:not([nomodule])')]
              .map((script) => script.src)
              .filter((src) => src !== hungUrl && !(window as unknown as { loadedScripts: Set<string> }).loadedScripts.has(src)),
          hung,
        ),
      )
      .toEqual([]);

    // The watchdog started after `started`: 119 s after it, the chunk is not yet 120 s late.
    await page.clock.fastForward(119_000 - (Date.now() - started));
    await expect(page.locator('[data-chunk-error]')).toHaveCount(0);
    await page.clock.fastForward(5_000);
    const alert = page.locator('[data-chunk-error="timeout"]');
    await expect(alert.locator('code')).toHaveText(`Loading chunk ${new URL(hung).pathname.split('/').pop()?.replace(/\.js$/, '')} failed. (timeout: ${hung})`);

    // The hung request stays pending until Retry loads the page afresh, which gets every chunk.
    release = true;
    await alert.getByRole('button', { name: messages.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('更新日志');
    await waitForHydration(page);
    await expect(page.locator('[data-chunk-error]')).toHaveCount(0);
  });
});
