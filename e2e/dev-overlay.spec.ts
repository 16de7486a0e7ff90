import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copySite, type SiteCopy } from '../scripts/site-copy';
import { throttle } from './cpu-throttle';
import { startDevServer, type DevServer } from './dev-server';
import { accepts, isLoopback, listeningAddresses, networkAddresses } from './listening';
import { DEV_COMPILE_MS, devCompile, HEAVY_WORK_MS } from './limits';

/**
 * `npm run dev` as an author uses it: a content error shows in the browser (file, line, column, reason and the
 * lines around it), on the next request after the bad save and on the open page by itself, and goes away by
 * itself on the next good save. Runs the real dev script in a copy of the site, so no real file is ever broken.
 */
test.describe.configure({ mode: 'serial' });
// Each test waits on next dev's compile (DEV_COMPILE_MS) for a page, a rebuild and the other edition's page.
test.setTimeout(3 * DEV_COMPILE_MS);

let copy: SiteCopy;
let server: DevServer;

test.beforeAll(async () => {
  // A copy of the site, then next dev's start and the registry's first build.
  test.setTimeout(DEV_COMPILE_MS + HEAVY_WORK_MS);
  copy = copySite(path.join(__dirname, '..'), 'rc-table-dev');
  server = await startDevServer(copy.dir);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('dev server output', { body: server?.output() ?? '', contentType: 'text/plain' });
});

test.afterAll(async () => {
  await server?.close();
  copy?.remove();
});

// Next's own default is every interface: anyone on the author's network could reach its dev endpoints (issue 44).
test('npm run dev listens on loopback only, and answers at localhost', async () => {
  const port = Number(new URL(server.origin).port);
  const listening = listeningAddresses(port);
  expect(listening?.filter((address) => !isLoopback(address)) ?? []).toEqual([]);
  const reachable: string[] = [];
  for (const address of networkAddresses()) if (await accepts(address, port)) reachable.push(address);
  expect(reachable).toEqual([]);
  // README's address: whichever address localhost names first, the client tries the next when one refuses.
  expect((await fetch(`http://localhost:${port}/favicon.svg`, { method: 'HEAD' })).status).toBe(200);
});

const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(copy.dir, file), text);

/** The 1-based line of the first line of `file` that `pattern` matches. */
function lineOf(file: string, pattern: RegExp): number {
  const index = read(file)
    .split('\n')
    .findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`${pattern} is not in ${file}`);
  return index + 1;
}

const overlay = (page: Page, title = '内容有错误') => page.getByRole('alertdialog', { name: title });

/** Opens `address` and waits for the page itself (a first request compiles the route). */
async function open(page: Page, address: string, heading: string): Promise<void> {
  await page.goto(server.origin + address, { waitUntil: 'commit', ...devCompile });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(devCompile);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...devCompile });
}

interface Breakage {
  kind: string;
  /** The files changed, each with its change; the first one is where the error points. */
  edits: Array<{ file: string; change: (text: string) => string }>;
  /** The line the error must point at, read from the file before the change. */
  line: () => number;
  column: number;
  reason: RegExp;
  /** A line of the file that the overlay must show around the error. */
  shown: string;
}

const BREAKAGES: Breakage[] = [
  {
    kind: 'malformed frontmatter',
    edits: [{ file: 'content/demo/simple.mdx', change: (text) => text.replace(/^title: .*$/m, 'title: [broken: yaml') }],
    // js-yaml reads on to the next key before it finds the bracket unclosed.
    line: () => lineOf('content/demo/simple.mdx', /^title: /) + 1,
    column: 1,
    reason: /malformed YAML frontmatter: missed comma between flow collection entries/,
    shown: 'title: [broken: yaml',
  },
  {
    kind: 'a missing demo',
    edits: ['content/demo/simple.mdx', 'content/en/demo/simple.mdx'].map((file) => ({
      file,
      change: (text: string) => text.replace('<Demo id="simple" />', '<Demo id="simple-sorter" />'),
    })),
    line: () => lineOf('content/demo/simple.mdx', /<Demo id="simple" \/>/),
    column: 1,
    reason: /embeds the demo "simple-sorter", but demos\/simple-sorter\/index\.tsx does not exist/,
    shown: '<Demo id="simple-sorter" />',
  },
  {
    kind: 'a bad demo header',
    edits: [{ file: 'demos/simple/index.tsx', change: (text) => text.replace(/^ \* zh-CN:\n \* {3}title: .*\n/m, ' * zh-CN:\n') }],
    line: () => lineOf('demos/simple/index.tsx', /^ \* zh-CN:$/),
    column: 4,
    reason: /the demo header "zh-CN" block is missing a "title"/,
    shown: ' * zh-CN:',
  },
  {
    kind: 'a missing API description',
    edits: [{ file: 'content/api/descriptions.json', change: (text) => text.replace(/^ {4}"className": .*\n/m, '') }],
    line: () => lineOf('content/api/descriptions.json', /^ {2}"Table": \{$/),
    column: 3,
    // The prop is on both lines, so the shared file is named; the first line built reports it.
    reason: /API props without a description on 1\.x \(zh-CN edition\) \(add them here\): Table\.className/,
    shown: '  "Table": {',
  },
];

for (const [index, breakage] of BREAKAGES.entries()) {
  test(`${breakage.kind}: the overlay shows it on the open page and on the next request, and leaves on the fix`, async ({ page }) => {
    await throttle(page);
    // The changelog: the cheapest page to compile, and the error shows over any page.
    await open(page, '/changelog', '更新日志');
    await expect(overlay(page)).toHaveCount(0);

    const [{ file }] = breakage.edits;
    const location = `${file}:${breakage.line()}:${breakage.column}`;
    const originals = breakage.edits.map((edit) => read(edit.file));
    // The registry's error report, not a summary: a rebuild still running from the last fix may print one late.
    const reported = server.nextOutput(/^registry: (?!\d+ pages)/);
    for (const edit of breakage.edits) write(edit.file, edit.change(read(edit.file)));
    // The registry's report in the terminal names the same place.
    expect(await reported).toContain(location);

    // The open page shows it by itself: the build's report is in the dev server's module graph.
    const dialog = overlay(page);
    await expect(dialog).toBeVisible(devCompile);
    await expect(dialog.getByText(location, { exact: true })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(breakage.reason);
    await expect(dialog.locator('pre')).toContainText(breakage.shown);

    // So does the next request, with no restart.
    await page.reload({ waitUntil: 'commit' });
    await expect(overlay(page).getByText(location, { exact: true })).toBeVisible(devCompile);
    // Every page shows it, in its edition's words (checked once: each edition's first page compiles for minutes on a busy machine).
    if (index === 0) {
      await page.goto(`${server.origin}/en/changelog`, { waitUntil: 'commit', ...devCompile });
      await expect(overlay(page, 'Content error').getByText(location, { exact: true })).toBeVisible(devCompile);
    }

    const rebuilt = server.nextOutput(/^registry: \d+ pages/);
    breakage.edits.forEach((edit, at) => write(edit.file, originals[at]));
    await rebuilt;
    await expect(page.getByRole('alertdialog')).toHaveCount(0, devCompile);
    await expect(page.getByRole('heading', { level: 1, name: index === 0 ? 'Changelog' : '更新日志' })).toBeVisible();
  });
}
