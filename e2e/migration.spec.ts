import type { Locator, Page } from '@playwright/test';
import { migrationEn } from '../lib/messages/migration/en';
import { migrationZhCN } from '../lib/messages/migration/zh-CN';
import { shareMessagesFor } from '../lib/messages/share';
import { audit } from './axe';
import { expect, test } from './fixtures';
import { colorSwitch, en, expectResponsive, gotoHydrated, isMeasuredDemo, messages, readRegistry, waitForElementHydration } from './helpers';
import { heavy, HEAVY_WORK_MS } from './limits';

/**
 * The migration guide's assistant as a reader uses it: a paste and its rewrite, each odd input with its
 * message and the page still working, the keyboard path, both editions and themes, and every demo's 7.x
 * source rewritten and run in a 1.x live editor with no error and no React warning.
 */
const registry = readRegistry();
const texts = migrationZhCN;
/** The notice of code that waits for Run. */
const held = shareMessagesFor('zh-CN');

const source = (id: string) => {
  const entry = registry.demos[id]?.asset.dependencies['index.tsx'];
  if (entry?.type !== 'FILE') throw new Error(`no index.tsx for the demo ${id}`);
  return entry.value;
};

/** The demos of the 7.x line, by name. */
// The troubleshooting answers' pairs are left out: written like the demos beside them, they take the same rewrites,
// and their pages run them on both lines (e2e/answers/).
const oldDemos = Object.values(registry.demos)
  .filter((demo) => demo.line === '7.x' && !isMeasuredDemo(registry, demo.id))
  .map((demo) => demo.name)
  .sort();

async function openAssistant(page: Page, path = '/migration'): Promise<Locator> {
  await gotoHydrated(page, path);
  const input = page.getByRole('textbox', { name: path.startsWith('/en') ? migrationEn.inputLabel : texts.inputLabel });
  await waitForElementHydration(input);
  return input;
}

/**
 * Pastes code and asks for the rewrite by keyboard (Ctrl+Enter), as a reader would, then waits until the
 * assistant has finished it (it counts finished rewrites in `data-finished`). The first rewrite of a page loads
 * Babel in the worker: heavy work.
 */
async function rewrite(input: Locator, code: string): Promise<void> {
  const root = input.page().locator('[data-island]:has(textarea)');
  const before = Number(await root.getAttribute('data-finished'));
  await input.fill(code);
  await input.press('Control+Enter');
  await expect(root).toHaveAttribute('data-finished', String(before + 1), heavy);
}

/** The assistant's own parts (Next's route announcer is an alert too). */
const assistant = (page: Page) => page.locator('[data-island]:has(textarea)');
const status = (page: Page) => assistant(page).getByRole('status').first();
const alert = (page: Page) => assistant(page).getByRole('alert');
const output = (page: Page) => page.locator('[data-migration-output]');

test('a pasted 7.x demo comes back as 1.x code with every change and warning listed by line', async ({ page }) => {
  const input = await openAssistant(page);
  const code = `${source('7.x-fixed-columns')}\n// scroll the first row into view\nexport const jump = (ref: { current: { scrollTo: (c: object) => void } | null }) => ref.current?.scrollTo({ index: 0 });\n`;
  await rewrite(input, code);

  await expect(status(page)).toHaveText(/^改写完成：\d+ 处修改，1 处需要手动检查。$/);
  await expect(output(page)).toContainText("import Table from '@rc-component/table';");
  await expect(output(page)).toContainText("fixed: 'start'");
  await expect(output(page)).not.toContainText("'rc-table'");

  const changes = page.getByRole('region', { name: /处修改$/ }).getByRole('listitem');
  const first = changes.first();
  const lines = code.split('\n');
  const importLine = lines.findIndex((l) => l.includes("from 'rc-table'"));
  await expect(first.getByRole('button')).toHaveText(texts.at(importLine + 1, lines[importLine].indexOf("'rc-table'") + 2));
  await expect(first).toContainText(texts.rules.package);
  await expect(page.getByRole('region', { name: /处修改$/ })).toContainText(texts.rules.fixed);
  const warning = page.getByRole('region', { name: /需要手动检查$/ }).getByRole('listitem');
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText("align: 'start'");
});

test('each odd input gets a clear message and the page keeps working', async ({ page }) => {
  const input = await openAssistant(page);

  await rewrite(input, "import Table from 'rc-table';\nconst columns = [{ title: 'A', fixed: 'left' ];\n");
  await expect(alert(page)).toHaveText(/无法按 TSX、JSX、TS 或 JS 解析这段代码：Unexpected token.*（第 2 行，第 46 列）/);
  await expect(output(page)).toHaveCount(0);
  await expectResponsive(page);

  await rewrite(input, '');
  await expect(status(page)).toHaveText(texts.notices.empty);
  await expect(alert(page)).toHaveText('');

  await rewrite(input, 'import React from \'react\';\nexport const Hello = () => <p className="greeting">Hello</p>;\n');
  await expect(status(page)).toHaveText(texts.notices['no-table']);

  // A large paste through the page (the rules' own handling of 200 KB is __tests__/lib/migration/odd-inputs.test.ts):
  // listing each of its changes is what the page does with it.
  let big = "import Table, { type ColumnsType } from 'rc-table';\nimport 'rc-table/assets/index.css';\n";
  let blocks = 0;
  while (big.length < 64 * 1024) big += `const columns${blocks++}: ColumnsType = [{ title: 'A', dataIndex: 'a', fixed: 'left' }];\n`;
  await rewrite(input, big);
  await expect(status(page)).toHaveText(texts.summary(blocks + 2, 0));
  await expect(output(page)).toContainText(`const columns${blocks - 1}: ColumnsType = [{ title: 'A', dataIndex: 'a', fixed: 'start' }];`);
  await expectResponsive(page);

  // And it still takes an ordinary paste afterwards.
  await rewrite(input, '.rc-table-ping-left .rc-table-cell-fix-left { color: red }');
  await expect(status(page)).toHaveText(texts.summary(1, 0));
  await expect(output(page)).toHaveText(
    '.rc-table-fix-start-shadow-show:where(:not(.rc-table-rtl)) .rc-table-cell-fix-start, .rc-table-fix-end-shadow-show:where(.rc-table-rtl) .rc-table-cell-fix-end { color: red }',
  );
});

test('code larger than the limit is refused with its reason, before any work', async ({ page }) => {
  const input = await openAssistant(page);
  await input.evaluate((area: HTMLTextAreaElement) => {
    area.value = 'x'.repeat(1024 * 1024 + 1);
  });
  await input.press('Control+Enter');
  await expect(alert(page)).toHaveText(texts.tooLarge(1024));
  await expectResponsive(page);
});

test('the keyboard reaches every control, and a finding takes the caret to its place in the input', async ({ page }) => {
  const input = await openAssistant(page);
  await input.focus();
  await page.keyboard.insertText(
    "import Table from 'rc-table';\nimport 'rc-table/assets/index.css';\nconst c = [{ title: 'A', fixed: 'right' }];\nexport const T = () => <Table columns={c} />;",
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: texts.languageLabel })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: texts.moveSiblings })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: texts.run })).toBeFocused();
  await page.keyboard.press('Enter');
  // The first rewrite loads Babel: the site's chunk time-out bounds it.
  await expect(status(page)).toHaveText(texts.summary(3, 0), heavy);

  const fixedChange = page.getByRole('button', { name: texts.at(3, 34) });
  await fixedChange.focus();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  const caret = await input.evaluate((area: HTMLTextAreaElement) => area.selectionStart);
  expect(caret).toBe("import Table from 'rc-table';\nimport 'rc-table/assets/index.css';\nconst c = [{ title: 'A', fixed: '".length);
});

test('sibling packages stay unless the reader opts in, and then move with their renamed props and the install command', async ({ page }) => {
  const input = await openAssistant(page, '/en/migration');
  const code = [
    "import Table from 'rc-table';",
    "import Tooltip from 'rc-tooltip';",
    'export const T = () => <Table columns={[{ title: <Tooltip overlay="Name" destroyTooltipOnHide overlayClassName="tip"><span>Name</span></Tooltip> }]} />;',
  ].join('\n');
  await rewrite(input, code);
  await expect(status(page)).toHaveText(migrationEn.summary(1, 1));
  await expect(output(page)).toContainText("import Tooltip from 'rc-tooltip';");
  const warnings = page.getByRole('region', { name: migrationEn.warningsHeading(1) });
  await expect(warnings).toContainText('npm install @rc-component/tooltip');

  await page.getByRole('checkbox', { name: migrationEn.moveSiblings }).check();
  await rewrite(input, code);
  await expect(status(page)).toHaveText(migrationEn.summary(3, 1));
  await expect(output(page)).toContainText("import Tooltip from '@rc-component/tooltip';");
  await expect(output(page)).toContainText('<Tooltip overlay="Name" destroyOnHidden overlayClassName="tip">');
  await expect(page.getByRole('region', { name: migrationEn.warningsHeading(1) })).toContainText('classNames.root');
});

test('the English edition speaks English, and the results pass axe in both themes', async ({ page }) => {
  const input = await openAssistant(page, '/en/migration');
  await rewrite(
    input,
    "import Table from 'rc-table';\nimport 'rc-table/assets/index.css';\n<Table expandable={{ expandIcon: () => null }} columns={[{ title: 'A', fixed: 'left' }]} />;",
  );
  await expect(status(page)).toHaveText(migrationEn.summary(3, 1));
  await expect(page.getByRole('region', { name: migrationEn.warningsHeading(1) })).toContainText('components.ExpandIcon');

  for (const mode of ['light', 'dark'] as const) {
    await (await colorSwitch(page)).selectOption(mode);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    expect(await audit(page, { within: '[data-island]:has([data-migration-output])' })).toEqual([]);
  }
});

test('every 7.x page links the guide from its banner, in its edition, and the guide is in the 1.x nav', async ({ page }) => {
  for (const [from, guide, words] of [
    ['/7.x/demo/simple', '/migration', messages],
    ['/en/7.x', '/en/migration', en],
  ] as const) {
    await gotoHydrated(page, from);
    const link = page.getByRole('note').getByRole('link', { name: words.lineBannerMigration });
    await expect(link).toHaveAttribute('href', guide);
    await link.click();
    await expect(page).toHaveURL(guide);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: words.mainNav }).getByRole('link', { name: guide.startsWith('/en') ? 'Migration' : '迁移指南' }),
    ).toHaveAttribute('href', guide);
  }
});

test('the search finds the guide by what it covers', async ({ page }) => {
  await gotoHydrated(page, '/demo/simple');
  const box = page.getByRole('combobox', { name: messages.searchLabel });
  await box.fill('convertChildrenToColumns');
  const results = page.getByRole('listbox', { name: messages.searchResultsLabel }).getByRole('option');
  await expect(results.first()).toHaveAttribute('href', /^\/migration(#|$)/, heavy);
});

/**
 * Pastes a 7.x demo into the assistant, opens the result in a 1.x live editor and waits until it runs there:
 * the live render when the code differs from that demo's own (held until Run, as pasted code may be anyone's), else the
 * demo itself. Soft navigations, so the assistant's and the live editor's workers stay warm from one demo to the next.
 */
async function runInLiveEditor(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: texts.inputLabel });
  await waitForElementHydration(input);
  await rewrite(input, source(`7.x-${name}`));
  await expect(output(page)).toBeVisible();
  const rewritten = (await output(page).textContent()) ?? '';
  await page.getByRole('button', { name: texts.openLive }).click();

  // A demo's page, or the troubleshooting answer that shows it.
  await page.waitForURL(/\/(?:demo|troubleshooting)\/[^/#]+#/);
  const target = new URL(page.url()).hash.slice(1);
  const previewer = page.locator(`section[id="${target}"]`);
  await expect(previewer.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toBeVisible(heavy);
  if (rewritten === source(target)) {
    await expect(previewer.locator('[data-demo-area]:not([data-live])')).toBeVisible();
  } else {
    await previewer.getByRole('status', { name: held.migrationNoticeLabel }).getByRole('button', { name: held.run }).click();
    // The live editor's compile worker loads Babel for the first demo of a batch.
    await expect(previewer.locator('[data-demo-area][data-live] [data-live-root] > *').first()).toBeVisible(heavy);
  }
  await expect(previewer.getByRole('alert')).toHaveCount(0);
  await page.goBack();
}

// Four batches, so the two browser workers share them; each demo is its own step in the report.
const BATCHES = 4;
for (let batch = 0; batch < BATCHES; batch += 1) {
  const names = oldDemos.filter((_, index) => index % BATCHES === batch);
  test(`every 7.x demo runs on 1.x once rewritten (${batch + 1}/${BATCHES}: ${names.length} demos)`, async ({ page }) => {
    // A loop of page loads, rewrites and live runs: room for each to be heavy.
    test.setTimeout(names.length * HEAVY_WORK_MS);
    await openAssistant(page);
    for (const name of names) await test.step(name, () => runInLiveEditor(page, name));
  });
}
