import type { Locator, Page } from '@playwright/test';
import { playgroundMessagesFor } from '../lib/messages/playground';
import { audit, switchToDark } from './axe';
import { runCheck } from './checks/playwright';
import { playgroundCheck } from './checks/props-panel';
import { expect, test } from './fixtures';
import { messagesFor } from '../lib/messages';
import { apiToolsMessagesFor } from '../lib/messages/api-tools';
import { gotoHydrated, waitForElementHydration } from './helpers';
import { heavy } from './limits';

const props = playgroundMessagesFor('zh-CN');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens the fold of an object prop's fields (`scroll`, `sticky`, `expandable`), as a reader would. */
const unfold = (panel: Locator, prop: string) => panel.locator('summary', { hasText: new RegExp(`^${prop}$`) }).click();

/** A control by its prop's name (its label goes on with the prop's labels, such as `1.x`). */
const control = (panel: Locator, name: string) => panel.getByLabel(new RegExp(`^${name.replace('.', '\\.')}(\\s|$)`));

/** A demo's previewer, its props panel, its entry file's editor and a reader of that file's code, in `locale`'s texts. */
function panelParts(page: Page, id: string, locale: 'en' | 'zh-CN') {
  const texts = { ...messagesFor(locale), ...playgroundMessagesFor(locale) };
  const previewer = page.locator(`section[id="${id}"]`);
  const panel = previewer.getByRole('group', { name: texts.title('Table') });
  const editor = previewer.getByRole('textbox', { name: texts.editorLabel('index.tsx') });
  // The file's text as its Copy button hands it to a reader: the whole file, not the lines the editor has drawn.
  const code = async () => {
    await previewer.getByRole('button', { name: texts.copyCode }).first().click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  return { texts, previewer, panel, editor, code };
}

/**
 * Opens a demo's code and its props panel (unless the panel opens by itself, as it does once the reader has opened
 * it); returns the previewer, the panel and a reader of the entry file's code.
 */
async function openPanel(page: Page, path: string, id: string, { opensByItself = false } = {}) {
  const { texts, previewer, panel, editor, code } = panelParts(page, id, path.startsWith('/en') ? 'en' : 'zh-CN');
  await gotoHydrated(page, path);
  const show = previewer.getByRole('button', { name: texts.showCode });
  await waitForElementHydration(show);
  await show.click();
  // The panel's chunk, which comes with the parser that reads the code.
  await expect(panel).toBeVisible(heavy);
  const rowHoverable = control(panel, 'rowHoverable');
  if (opensByItself) await expect(rowHoverable).toBeVisible();
  else {
    await expect(rowHoverable).toBeHidden();
    await panel.getByText(texts.title('Table')).click();
    await expect(rowHoverable).toBeVisible();
  }
  await expect(editor).toBeVisible(heavy);
  return { previewer, panel, editor, code };
}

test.describe('the props panel', () => {
  test('/demo/simple: a switch writes its prop into the code and the demo follows; the code moves the switch; Undo takes it back', async ({
    page,
    baseURL,
  }) => {
    // The fold opens, the switch takes the header out of the live demo: the check Firefox and WebKit run too.
    await runCheck(playgroundCheck, page, baseURL);
    const { previewer, panel, editor, code } = panelParts(page, 'simple', 'zh-CN');
    const showHeader = control(panel, 'showHeader');
    await expect.poll(code).toContain('<Table<Member> columns={columns} data={data} style={{ marginTop: 12 }} showHeader={false} />');
    const live = previewer.locator('[data-demo-area] [data-live-root]');
    await expect(live.getByRole('cell', { name: 'Ada', exact: true })).toBeVisible();

    // Undo in the editor takes the control's change back, and the switch follows the code.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(showHeader).toBeChecked();
    await expect.poll(code).not.toContain('showHeader');

    // Typed in the code, the prop moves the switch.
    await editor.getByText('style={{ marginTop: 12 }}').click();
    await page.keyboard.press('End');
    // Before " />".
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' showHeader={false}');
    await expect(showHeader).not.toBeChecked();
    await showHeader.check();
    await expect.poll(code).toContain('style={{ marginTop: 12 }} showHeader />');

    // Back to the original code: the prop goes, and the switch shows the default again.
    await showHeader.uncheck();
    await expect.poll(code).toContain('showHeader={false}');
    await panel.getByRole('button', { name: props.reset }).click();
    await expect.poll(code).not.toContain('showHeader');
    await expect(showHeader).toBeChecked();
    await expect(panel.getByRole('button', { name: props.reset })).toBeDisabled();
  });

  test('/demo/dropdown: scroll.y 200 fixes the header while the body scrolls', async ({ page }) => {
    const { previewer, panel, code } = await openPanel(page, '/demo/dropdown', 'dropdown');
    await unfold(panel, 'scroll');
    await control(panel, 'scroll.y').fill('200');
    await expect.poll(code).toContain('scroll={{ y: 200 }}');
    const live = previewer.locator('[data-live-root]');
    const header = live.getByRole('columnheader').first();
    await expect(header).toBeVisible(heavy);
    const body = live.locator('.rc-table-body');
    await expect.poll(() => body.evaluate((element) => element.getBoundingClientRect().height)).toBe(200);
    const headerTop = (await header.boundingBox())?.y;
    const firstRow = live.getByRole('row').nth(1);
    const rowTop = (await firstRow.boundingBox())?.y ?? 0;
    await body.evaluate((element) => element.scrollBy(0, 120));
    await expect.poll(async () => (await firstRow.boundingBox())?.y).toBeLessThan(rowTop - 100);
    expect((await header.boundingBox())?.y).toBe(headerTop);
  });

  test('/demo/fixed-columns: direction rtl pins the columns on the mirrored sides; a computed prop shows as set in code', async ({ page }) => {
    const { previewer, panel, code } = await openPanel(page, '/demo/fixed-columns', 'fixed-columns');
    await expect(panel.locator('[data-prop="scroll.y"]')).toContainText(`${props.setInCode}: scrollY ? 240 : undefined`);
    await expect(control(panel, 'scroll.y')).toHaveCount(0);

    await control(panel, 'direction').selectOption({ label: "'rtl'" });
    await expect.poll(code).toContain('direction="rtl"');
    const live = previewer.locator('[data-live-root]');
    await expect(live.getByRole('columnheader', { name: 'Customer' })).toBeVisible(heavy);
    const frame = await live.locator('.rc-table').boundingBox();
    const customer = await live.getByRole('columnheader', { name: 'Customer' }).boundingBox();
    const action = await live.getByRole('columnheader', { name: 'Action' }).boundingBox();
    if (!frame || !customer || !action) throw new Error('the table is not laid out');
    // The start columns pin at the right edge and the end column at the left.
    expect(Math.abs(customer.x + customer.width - (frame.x + frame.width))).toBeLessThan(2);
    expect(Math.abs(action.x - frame.x)).toBeLessThan(2);
  });

  test('a 1.x-only control is offered on 1.x and absent on the /7.x twin', async ({ page }) => {
    const current = await openPanel(page, '/demo/simple', 'simple');
    await unfold(current.panel, 'expandable');
    await expect(control(current.panel, 'expandable.showExpandAll')).toBeVisible();
    // Opened once, the panel opens by itself on the next demo.
    const frozen = await openPanel(page, '/7.x/demo/simple', 'simple', { opensByItself: true });
    await unfold(frozen.panel, 'expandable');
    await expect(control(frozen.panel, 'expandable.defaultExpandAllRows')).toBeVisible();
    await expect(control(frozen.panel, 'expandable.showExpandAll')).toHaveCount(0);
  });

  test('a prop newer than the version picked above the 7.x API tables is marked in the panel', async ({ page }) => {
    const zh = apiToolsMessagesFor('zh-CN');
    await gotoHydrated(page, '/7.x');
    await page.getByLabel(zh.apiVersionLabel('rc-table')).selectOption('7.43.1');
    await expect(page.locator('#api-table-rowhoverable').getByText(zh.apiNewerThanPicked, { exact: true })).toBeVisible();
    const { panel } = await openPanel(page, '/7.x/demo/simple', 'simple');
    // rowHoverable came in 7.45.0; showHeader was there from the start.
    await expect(control(panel, 'rowHoverable')).toHaveAccessibleName(`rowHoverable ${props.newerThanPicked('7.43.1')}`);
    await expect(control(panel, 'showHeader')).toHaveAccessibleName('showHeader');
  });

  test('at 1280 px, in both editions, each select shows its longest option whole, and each description shows code as code and ends before its default', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, locale] of [
      ['/en/demo/simple', 'en'],
      ['/demo/simple', 'zh-CN'],
    ] as const) {
      // Opened once, the panel opens by itself on the next page.
      const { panel } = await openPanel(page, path, 'simple', { opensByItself: locale === 'zh-CN' });
      for (const prop of ['scroll', 'sticky', 'expandable']) await unfold(panel, prop);
      const selects = panel.locator('select');
      expect(await selects.count()).toBeGreaterThan(2);
      // A select narrower than its own longest option cuts it ("Not set (Default '"): measured against max-content.
      const cut = await selects.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const select = element as HTMLSelectElement;
          const shown = select.getBoundingClientRect().width;
          const { width, maxWidth } = select.style;
          Object.assign(select.style, { width: 'max-content', maxWidth: 'none' });
          const needed = select.getBoundingClientRect().width;
          Object.assign(select.style, { width, maxWidth });
          return needed - shown > 0.5 ? [`${select.closest('[data-prop]')?.getAttribute('data-prop')}: ${shown} px of ${needed}`] : [];
        }),
      );
      expect([locale, cut]).toEqual([locale, []]);
      // The API's descriptions: `rtl` as code, no backtick left, and a full stop before the default.
      await expect(panel.locator('[data-prop="direction"] p code', { hasText: 'rtl' })).toBeVisible();
      const about = await panel.locator('[data-prop] > p').allTextContents();
      expect(about.length).toBeGreaterThan(10);
      const defaultWord = playgroundMessagesFor(locale).defaultValue('').trim();
      expect(about.filter((text) => text.includes('`') || new RegExp(`[^.。\\s]\\s*${defaultWord}`).test(text))).toEqual([]);
    }
  });

  test('at 320 px the open panel, every fold open, fits the window and passes axe in light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const { panel } = await openPanel(page, '/en/demo/simple', 'simple');
    for (const prop of ['scroll', 'sticky', 'expandable']) await unfold(panel, prop);
    await expect(control(panel, 'expandable.fixed')).toBeVisible();
    // Each control says its default and links its row in the edition's API tables.
    const en = playgroundMessagesFor('en');
    await expect(control(panel, 'showHeader')).toHaveAccessibleDescription(new RegExp(`${en.defaultValue('true')}\\.`));
    await expect(panel.getByRole('link', { name: en.apiLinkLabel('scroll.y') })).toHaveAttribute('href', '/en#api-scroll-y');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await audit(page)).toEqual([]);
    await switchToDark(page);
    expect(await audit(page)).toEqual([]);
  });
});
