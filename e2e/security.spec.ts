import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SECURITY_HEADERS } from '../hosting/security-headers.mjs';
import { HEAVY_LIBRARIES } from '../lib/budget/heavy-libraries';
import { encodeShare, fingerprintFiles, SHARE_LIMITS } from '../lib/live/share';
import { migrationZhCN } from '../lib/messages/migration/zh-CN';
import { shareMessagesFor } from '../lib/messages/share';
import { randomText, seededRandom } from '../lib/quality/seeded-random';
import { expect, test } from './fixtures';
import { chunkRequest, chunksContaining, gotoHydrated, messages, readRegistry, searchResultsPanel, waitForElementHydration } from './helpers';
import { heavy } from './limits';
import { startNoRedirectHost } from './no-redirect-host';
import { rawRequest } from './raw-request';
import { outDir } from './static-export';
import { describeRecipeHosts } from './static-host';

/**
 * The promises of docs/security.md that need a real host or a real browser, each case a past finding of the review of
 * issue 44 or a case it found safe. Over HTTP, on `npm run preview` and on nginx with docs/hosting.md's configuration:
 * no address redirects to another site, every answer carries the security headers, and no dotfile is served. In the
 * browser: code that is someone else's (a share link's, the migration assistant's) never runs unasked, through
 * reloads, Retry and Back, nor inside another site's frame; and nothing in a link or a query becomes markup.
 */

/** Requests that once sent nginx's trailing-slash redirect off the site (`/%5Cevil.com/` → `Location: /\evil.com`). */
const OFF_SITE = [
  '/%5Cevil.com/',
  '/%5cevil.com/',
  '/%5C%5Cevil.com/',
  '/%5C/evil.com/',
  '/\\evil.com/',
  '/\\\\evil.com/',
  '//evil.com/',
  '///evil.com//',
  '/%2F%2Fevil.com/',
  '/%2Fevil.com/',
  '/%09/evil.com/',
  '/%0A/evil.com/',
  '/%0D/evil.com/',
  '/%5C%09evil.com/',
  '/%5Cevil.com/?x=1',
  '/%E3%80%82/evil.com/',
];

/** 400 more, of the pieces such requests are made of, from a fixed seed. */
const RANDOM_OFF_SITE = (() => {
  const random = seededRandom(44);
  const pieces = ['/', '//', '\\', '%5C', '%5c', '%2F', '%2f', '%09', '%0A', '%0D', '%20', '%00', 'evil.com', '.', '%2E', '@', ':', 'a', '?x=1', '%'];
  return Array.from({ length: 400 }, () => `/${randomText(random, pieces, 1 + Math.floor(random() * 6))}/`);
})();

/** One answer of each kind a host gives: pages, a redirect, the 404 pages, a bundle, text files, a segment file. */
const ANSWER_KINDS = (() => {
  const chunk = fs.readdirSync(path.join(outDir, '_next', 'static', 'chunks')).find((file) => file.endsWith('.js'));
  const segment = fs.readdirSync(path.join(outDir, 'demo', 'simple')).find((file) => file.endsWith('.txt'));
  return [
    '/',
    '/changelog',
    '/changelog/',
    '/en/demo/simple',
    '/no-such-page',
    '/en/no-such-page',
    `/_next/static/chunks/${chunk}`,
    '/demo/simple.md',
    '/llms.txt',
    '/search-metadata.json',
    '/sitemap.xml',
    `/demo/simple/${encodeURIComponent(segment ?? '')}`,
  ];
})();

/**
 * The selector parsers with ReDoS advisories that Sketch export once shipped (html2sketch's prebuilt bundle inlined
 * svgo-browser's css-select 2 with them), by a pattern of each that minifying leaves as written.
 */
const VULNERABLE_PARSERS = [
  { name: 'nth-check 1.0.2', pattern: String.raw`\d*n)?\s*(?:([+\-]?)\s*(\d+))?$/` },
  { name: 'css-what 3.4.2', pattern: String.raw`*?)\3|(#?(?:\\.|[\w\u00b0-\uFFFF-])*)|)|)\s*(i)?\]/` },
];

test('no bundle of the export carries the selector parsers with ReDoS advisories (nth-check 1.0.2, css-what 3.4.2)', () => {
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  const found = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = fs.readFileSync(path.join(chunks, file), 'utf8');
      return VULNERABLE_PARSERS.filter(({ pattern }) => code.includes(pattern)).map(({ name }) => `${name} in ${file}`);
    });
  expect(found).toEqual([]);
});

describeRecipeHosts((host) => {
  test('no request gets a Location a browser reads as another site, and a trailing slash still redirects', async () => {
    const offSite: string[] = [];
    for (const target of [...OFF_SITE, ...RANDOM_OFF_SITE]) {
      const { status, headers } = await rawRequest(host.origin, 'GET', target);
      if (Number.isNaN(status)) offSite.push(`${JSON.stringify(target)}: no answer`);
      if (headers.location === undefined) continue;
      let lands: string;
      try {
        // Node's URL parses as browsers do (WHATWG): `\` is `/`, tabs and line breaks are dropped.
        lands = new URL(headers.location, host.origin + '/').origin;
      } catch {
        continue;
      }
      if (lands !== host.origin) offSite.push(`${JSON.stringify(target)} → ${status} Location: ${JSON.stringify(headers.location)}`);
    }
    expect(offSite).toEqual([]);
    expect(await rawRequest(host.origin, 'GET', '/changelog/?from=test')).toMatchObject({ status: 301, headers: { location: '/changelog?from=test' } });
  });

  test('every kind of answer carries each security header once, with its value; the server names no version', async () => {
    const problems: string[] = [];
    for (const [method, target] of [...ANSWER_KINDS.map((target) => ['GET', target]), ['HEAD', '/changelog']]) {
      const { status, headers, headerLines } = await rawRequest(host.origin, method, target);
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
        const lines = headerLines.filter((line) => line.toLowerCase().startsWith(`${header.toLowerCase()}:`));
        if (lines.length !== 1 || headers[header.toLowerCase()] !== value)
          problems.push(`${method} ${target} (${status}): ${header}: ${JSON.stringify(lines)}`);
      }
      if (/\d/.test(headers.server ?? '')) problems.push(`${method} ${target}: Server: ${headers.server}`);
    }
    expect(problems).toEqual([]);
  });

  test('no dotfile is served: the export’s .nojekyll, nor what a deploy may leave (.git, .env)', async ({ request }) => {
    for (const target of ['/.nojekyll', '/.git/config', '/.env', '/demo/.hidden.md', '/.well-known/x']) {
      const response = await request.get(host.origin + target, { maxRedirects: 0 });
      expect({ target, status: response.status() }).toEqual({ target, status: 404 });
    }
  });
});

const share = shareMessagesFor('zh-CN');

declare global {
  interface Window {
    sharedRan?: boolean;
    injected?: boolean;
  }
}

const simpleSource = (() => {
  const entry = readRegistry().demos.simple.asset.dependencies['index.tsx'];
  if (entry.type !== 'FILE') throw new Error('the simple demo has no entry file');
  return entry.value;
})();

/** Someone else's edit of the simple demo: its Role header renamed, and a global set when the code runs. */
const sharedSource = simpleSource
  .replace("title: 'Role'", "title: '职位 Job'")
  .replace('export default function App() {', '(window as unknown as { sharedRan?: boolean }).sharedRan = true;\n\nexport default function App() {');

async function shareLink(files: Array<readonly [string, string]>, demo = 'simple'): Promise<string> {
  const made = await encodeShare({ demo, line: '1.x', fingerprint: fingerprintFiles([['index.tsx', simpleSource]]), files });
  if (!made.ok) throw new Error(`the test's link is ${made.chars} characters`);
  return `/demo/simple${made.hash}`;
}

const previewerOf = (page: Page) => page.locator('section[id="simple"]');
const notice = (previewer: Locator, label = share.noticeLabel) => previewer.getByRole('status', { name: label });
const liveArea = (previewer: Locator) => previewer.locator('[data-live-root]');
const originalShown = (previewer: Locator) => previewer.locator('[data-demo-area]').getByRole('columnheader', { name: 'Role', exact: true });
const editor = (previewer: Locator) => previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') });

/** The page is held: the code is in the editor, the original demo shows, and the code's global is unset. */
async function expectHeld(page: Page, label = share.noticeLabel, held = share.held): Promise<void> {
  const previewer = previewerOf(page);
  await expect(notice(previewer, label)).toContainText(held, heavy);
  await expect(editor(previewer)).toContainText('sharedRan = true', heavy);
  await expect(originalShown(previewer)).toBeVisible();
  await expect(liveArea(previewer)).toHaveCount(0);
  expect(await page.evaluate(() => window.sharedRan)).toBeUndefined();
}

async function pressRun(page: Page, label = share.noticeLabel): Promise<void> {
  const previewer = previewerOf(page);
  await notice(previewer, label).getByRole('button', { name: share.run }).click();
  await expect(liveArea(previewer).getByRole('columnheader', { name: '职位 Job' })).toBeVisible(heavy);
  expect(await page.evaluate(() => window.sharedRan)).toBe(true);
}

/** Clicks what makes the page load afresh and waits for the fresh page to hydrate. */
async function reloadedBy(page: Page, click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load', heavy), click()]);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...heavy });
}

test.describe("someone else's code never runs unasked", () => {
  // The StackBlitz SDK's chunk fails on purpose, so that its Retry loads the page afresh.
  test.use({ expectedProblems: /net::ERR_FAILED|Failed to load chunk|ChunkLoadError|Loading chunk/ });

  test("a share link's code stays held on reload and Back, through a Retry that reloads after the hash went, and after Run", async ({ page }) => {
    test.setTimeout(4 * heavy.timeout);
    const marker = HEAVY_LIBRARIES.find((library) => library.name === '@stackblitz/sdk')?.marker ?? '';
    await page.route(chunkRequest(chunksContaining(marker)), (route) => route.abort('failed'));
    const previewer = previewerOf(page);
    const retryThroughReload = async () => {
      await previewer.getByRole('button', { name: messages.openStackBlitz }).click();
      await reloadedBy(page, () => previewer.getByRole('alert').getByRole('button', { name: messages.retry }).click());
    };

    await gotoHydrated(page, await shareLink([['index.tsx', sharedSource]]));
    await expectHeld(page);
    await page.reload();
    await expectHeld(page);
    await gotoHydrated(page, '/demo');
    await page.goBack();
    await expectHeld(page);

    // The demo's own anchor: the address no longer holds the link, only the saved edit knows the code.
    await previewer.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/demo\/simple#simple$/);
    await retryThroughReload();
    await expectHeld(page);

    // A Run lasts for the page it was pressed in: after the next reload the code waits for Run again.
    await pressRun(page);
    await retryThroughReload();
    await expectHeld(page);
    await pressRun(page);
  });

  test("the migration assistant's rewrite opens in the demo held, and runs on Run", async ({ page }) => {
    test.setTimeout(3 * heavy.timeout);
    await gotoHydrated(page, '/migration');
    const input = page.getByRole('textbox', { name: migrationZhCN.inputLabel });
    await waitForElementHydration(input);
    const root = page.locator('[data-island]:has(textarea)');
    await input.fill(sharedSource.replaceAll('@rc-component/table', 'rc-table'));
    await input.press('Control+Enter');
    await expect(root).toHaveAttribute('data-finished', '1', heavy);
    await page.getByRole('button', { name: migrationZhCN.openLive }).click();
    await page.waitForURL(/\/demo\/simple#simple$/, heavy);
    await expectHeld(page, share.migrationNoticeLabel, share.migrationHeld);
    await pressRun(page, share.migrationNoticeLabel);
    await expect(notice(previewerOf(page), share.migrationNoticeLabel)).toContainText(share.migrationRan);
  });
});

test.describe('framing', () => {
  // The browser reports the frame it refused.
  test.use({ expectedProblems: /frame-ancestors|Refused to (frame|display)/ });

  test('another site cannot frame a page where the host sends the headers; on GitHub Pages, which cannot, a framed page offers no Run', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(2 * heavy.timeout);
    const pages = await startNoRedirectHost('not-found');
    try {
      const link = await shareLink([['index.tsx', sharedSource]]);
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
      });
      // The framing page is of neither origin: about:blank, as a page of another site is.
      await page.setContent(
        `<iframe id="headers" src="${baseURL}${link}"></iframe><iframe id="pages" src="${pages.origin}${link}" style="width: 1000px; height: 700px"></iframe>`,
      );
      await expect.poll(() => refusals.length, heavy).toBeGreaterThan(0);
      await expect(page.frameLocator('#headers').locator('section#simple')).toHaveCount(0);

      const framed = page.frameLocator('#pages').locator('section#simple');
      const framedNotice = framed.getByRole('status', { name: share.noticeLabel });
      await expect(framedNotice).toContainText(share.framed, heavy);
      await expect(framedNotice.getByRole('button', { name: share.run })).toHaveCount(0);
      const own = framedNotice.getByRole('link', { name: share.openOwnTab });
      await expect(own).toHaveAttribute('href', `${pages.origin}${link}`);
      await expect(own).toHaveAttribute('target', '_blank');
      await expect(framed.locator('[data-live-root]')).toHaveCount(0);
    } finally {
      await pages.close();
    }
  });
});

test('nothing in a share link or a search query becomes markup: each field, file names, a decompression bomb', async ({ page }) => {
  const previewer = previewerOf(page);
  const markup = '<img src=x onerror="window.injected=true"><svg onload="window.injected=true">';
  await gotoHydrated(page, '/demo/simple');
  /** Puts `hash` in the address, waits for the notice saying `says`, and puts a notice of a link not opened away. */
  const opened = async (hash: string, says: string) => {
    await page.evaluate((next) => (window.location.hash = next), hash);
    await expect(notice(previewer)).toContainText(says);
    const dismiss = notice(previewer).getByRole('button', { name: share.dismiss });
    if ((await dismiss.count()) === 0) return;
    await dismiss.click();
    await expect(notice(previewer)).toHaveCount(0);
  };
  const valid = new URLSearchParams((await shareLink([['index.tsx', sharedSource]])).split('#')[1]);
  for (const field of ['share', 'demo', 'line', 'of', 'files']) {
    const params = new URLSearchParams(valid);
    params.set(field, markup);
    await opened(`#${params}`, share.damaged);
  }
  // File names that climb out of the demo's folder or name an object's own properties.
  for (const name of ['../index.tsx', 'a/../../b.ts', '/etc/passwd.ts', '__proto__', 'constructor.ts/..', `${markup}.ts`]) {
    await opened(
      (
        await shareLink([
          ['index.tsx', sharedSource],
          [name, 'export {};\n'],
        ])
      ).split('/demo/simple')[1],
      share.damaged,
    );
  }
  // 16 MiB of spaces packed into a link within the length limit: refused once the first 256 KiB are unpacked.
  const bomb = new Uint8Array(
    await new Response(
      new Blob([`[["index.tsx","${' '.repeat(16 * 1024 * 1024)}"]]`]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    ).arrayBuffer(),
  );
  const payload = Buffer.from(bomb).toString('base64url');
  expect(payload.length).toBeLessThan(SHARE_LIMITS.hashChars);
  valid.set('files', payload);
  await opened(`#${valid}`, share.tooLarge(SHARE_LIMITS.hashChars, SHARE_LIMITS.textBytes / 1024));
  // Markup in the code itself is code in the editor, held.
  await opened((await shareLink([['index.tsx', `// ${markup}\n${sharedSource}`]])).split('/demo/simple')[1], share.held);
  await expect(editor(previewer)).toContainText(markup);

  const box = page.getByRole('combobox', { name: messages.searchLabel });
  await box.click();
  await page.keyboard.insertText(markup);
  await expect(searchResultsPanel(page)).toBeVisible();
  await expect(searchResultsPanel(page)).not.toContainText(messages.loading, heavy);
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expect(await page.evaluate(() => [window.injected, window.sharedRan])).toEqual([undefined, undefined]);
});
