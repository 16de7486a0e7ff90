import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForElementHydration } from './helpers';

/**
 * What a reader sees of the demos' own looks, in real Chromium: computed colours and motion, never class names.
 * e2e/page-checks.ts runs them on the loads of e2e/every-page.spec.ts, on every line, on the demo's zh-CN page and
 * alone; e2e/demo-visuals.spec.ts holds every demo whose traits (lib/registry/demo-traits.ts) say it styles or
 * animates something to a check here. A style check runs in the light theme, then again in the dark one on the same
 * page, so each leaves the demo as it found it. (The layout checks, which scroll, drag and resize, each load the
 * page afresh: e2e/demo-layout.spec.ts.)
 */

type Mode = 'light' | 'dark';

interface StyleContext {
  page: Page;
  /** The demo's own element: its previewer on the doc page, `<main>` on the standalone page. */
  scope: Locator;
  mode: Mode;
}

function computed(target: Locator, property: string, pseudo?: string): Promise<string> {
  return target.evaluate((element, [name, pseudoElement]) => getComputedStyle(element, pseudoElement).getPropertyValue(name), [property, pseudo] as const);
}

/** Polls, because a CSS chunk or a styled-components sheet may arrive after the first paint. */
async function expectStyle(target: Locator, property: string, value: string, pseudo?: string): Promise<void> {
  await expect.poll(() => computed(target, property, pseudo), { message: `${property} of ${target}` }).toBe(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A body cell found by the text a reader sees at its end (an expand icon may come before it). */
function cell(scope: Locator, text: string | RegExp): Locator {
  const name = typeof text === 'string' ? new RegExp(`(?:^|\\s)${escapeRegExp(text)}$`) : text;
  return scope.getByRole('cell', { name }).first();
}

/**
 * Per demo that styles something itself: what its own styles make a reader see. Each check runs in both colour
 * modes, on the demo's page and on its standalone page; a colour is the one the demo declares for that mode.
 */
export const styleChecks: Record<string, (context: StyleContext) => Promise<void>> = {
  'expanded-row-class-name': async ({ page, scope, mode }) => {
    const top = cell(scope, 'src');
    const level1 = cell(scope, 'src/components');
    const level2 = cell(scope, 'src/components/table');
    await expectStyle(level1, 'background-color', { light: 'rgb(232, 242, 255)', dark: 'rgb(21, 40, 63)' }[mode]);
    await expectStyle(level2, 'background-color', { light: 'rgb(253, 243, 225)', dark: 'rgb(51, 39, 15)' }[mode]);
    expect(await computed(top, 'background-color')).not.toBe(await computed(level1, 'background-color'));
    // A hovered child row keeps its level's colour.
    await waitForElementHydration(level1);
    await level1.hover();
    await expectStyle(level1, 'background-color', { light: 'rgb(232, 242, 255)', dark: 'rgb(21, 40, 63)' }[mode]);
    await page.mouse.move(0, 0);
  },
  'class-name': async ({ scope, mode }) => {
    const overdue = cell(scope, 'Globex');
    await expectStyle(overdue, 'background-color', { light: 'rgb(238, 243, 251)', dark: 'rgb(24, 33, 48)' }[mode]);
    await expectStyle(overdue, 'color', { light: 'rgb(180, 35, 24)', dark: 'rgb(255, 155, 143)' }[mode]);
    await expectStyle(overdue, 'font-weight', '600');
    const draft = cell(scope, 'Initech');
    await expectStyle(draft, 'color', { light: 'rgb(92, 100, 112)', dark: 'rgb(163, 172, 184)' }[mode]);
    await expectStyle(draft, 'font-style', 'italic');
    await expectStyle(cell(scope, /^Reminder sent/), 'background-color', { light: 'rgb(255, 251, 230)', dark: 'rgb(43, 38, 16)' }[mode]);
    await expectStyle(cell(scope, '$860.50'), 'text-align', 'right');
  },
  'semantic-class-names': async ({ scope, mode }) => {
    // The slot marked at first is header.cell: `classNames` puts the demo's tint and outline on each header cell,
    // and `styles` writes them in upper case.
    const header = scope.getByRole('columnheader', { name: 'Item' });
    await expectStyle(header, 'background-color', { light: 'rgb(255, 240, 246)', dark: 'rgb(58, 16, 41)' }[mode]);
    await expectStyle(header, 'outline-color', { light: 'rgb(196, 29, 127)', dark: 'rgb(255, 133, 192)' }[mode]);
    await expectStyle(header, 'text-transform', 'uppercase');
  },
  'styled-components': async ({ page, scope, mode }) => {
    await expectStyle(cell(scope, 'Take Five'), 'background-color', { light: 'rgb(245, 247, 250)', dark: 'rgb(22, 27, 34)' }[mode]);
    const hovered = cell(scope, 'Naima');
    const before = await computed(hovered, 'background-color');
    await waitForElementHydration(hovered);
    await hovered.hover();
    await expectStyle(hovered, 'background-color', { light: 'rgb(230, 244, 255)', dark: 'rgb(17, 42, 69)' }[mode]);
    await expectStyle(hovered, 'color', { light: 'rgb(9, 88, 217)', dark: 'rgb(141, 197, 255)' }[mode]);
    await page.mouse.move(0, 0);
    await expectStyle(hovered, 'background-color', before);
  },
  components: async ({ scope }) => {
    const header = scope.getByRole('columnheader', { name: 'Assignee' });
    await expectStyle(header, 'text-transform', 'uppercase');
    await expectStyle(scope.getByRole('table').first(), 'border-top', '3px solid rgb(22, 119, 255)');
    // Even rows get a light tint of the accent.
    await expectStyle(cell(scope, 'Task 2'), 'background-color', 'rgba(22, 119, 255, 0.06)');
    expect(await computed(cell(scope, 'Task 1'), 'background-color')).not.toBe('rgba(22, 119, 255, 0.06)');
  },
  dropdown: async ({ page, scope }) => {
    const trigger = scope.getByRole('button', { name: 'Filter by status' });
    await waitForElementHydration(trigger);
    await trigger.click();
    const panel = page.getByRole('menu');
    await expect(panel).toBeVisible();
    // The menu library's stylesheet is light only, so the panel is a light surface in both modes.
    const surface = panel.locator('xpath=..');
    await expectStyle(surface, 'background-color', 'rgb(255, 255, 255)');
    await expectStyle(surface, 'color', 'rgb(31, 35, 40)');
    // Closed again, as the check found it.
    await page.keyboard.press('Escape');
    if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
  'children-indent': async ({ scope }) => {
    const toggle = scope.getByRole('button', { name: /components/ }).first();
    await expectStyle(toggle, 'width', '20px');
    await expectStyle(toggle, 'border-top-color', 'rgba(127, 127, 127, 0.4)');
  },
  'hover-perf': async ({ scope }) => {
    await expectStyle(scope.getByText(/ · \d+$/).first(), 'font-variant-numeric', 'tabular-nums');
  },
  'react-dnd': async ({ scope }) => {
    await expectStyle(scope.getByRole('row').filter({ hasText: 'Harbour Lights' }), 'cursor', 'move');
  },
  'fixed-columns-resize': async ({ scope }) => {
    const open = scope.getByRole('button', { name: 'Open sidebar' });
    await waitForElementHydration(open);
    await open.click();
    await expectStyle(scope.getByText('Sidebar', { exact: true }), 'background-color', 'rgba(127, 127, 127, 0.12)');
    // Closed again, as the check found it.
    await scope.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(open).toBeVisible();
  },
  shadow: async ({ scope }) => {
    // The demo's own, softer shadow (the same in both modes) shows beside the left-pinned columns once the table scrolls.
    const body = scope.getByRole('cell').first();
    await waitForElementHydration(body);
    await body.hover();
    await scope.page().mouse.wheel(300, 0);
    await expect
      .poll(() =>
        scope.evaluate((root) =>
          Array.from(root.querySelectorAll('td')).some((td) => getComputedStyle(td, '::after').boxShadow.startsWith('rgba(0, 0, 0, 0.2)')),
        ),
      )
      .toBe(true);
  },
  'scroll-y': async ({ scope, mode }) => {
    const target = scope.getByRole('button', { name: /Scroll to/ }).last();
    await waitForElementHydration(target);
    await target.click();
    await expect
      .poll(() => scope.getByRole('cell').evaluateAll((cells) => cells.map((td) => getComputedStyle(td).backgroundColor)))
      .toContain({ light: 'rgb(255, 247, 214)', dark: 'rgb(61, 52, 18)' }[mode]);
  },
  'column-resize': async ({ scope, mode }) => {
    // The demo's own grip replaces react-resizable's faint black arrow, visible in both modes.
    // The grip is what a reader grabs at the header's right edge.
    const header = scope.getByRole('columnheader', { name: 'Owner' });
    const grip = () =>
      header.evaluate((cell) => {
        const box = cell.getBoundingClientRect();
        const target = document.elementFromPoint(box.right - 5, box.top + box.height / 2);
        if (!target || target === cell || !cell.contains(target)) return null;
        return { line: getComputedStyle(target, '::after').borderLeftColor, image: getComputedStyle(target).backgroundImage };
      });
    await header.scrollIntoViewIfNeeded();
    await expect.poll(grip, { message: 'the grip at the right edge of the Owner header' }).toEqual({
      line: { light: 'rgb(140, 149, 159)', dark: 'rgb(139, 148, 158)' }[mode],
      image: 'none',
    });
  },
  virtual: async ({ page, scope, mode }) => {
    // rowClassName colours the rows held at customs; expandedRowClassName tints an expanded row.
    await expectStyle(scope.getByText('Customs', { exact: true }).first(), 'color', { light: 'rgb(154, 52, 18)', dark: 'rgb(253, 186, 116)' }[mode]);
    // rc-table's default expand icon has no role or name: a reader clicks the + in the Expand column of the first row.
    const tracking = scope.getByText('TRK-000001', { exact: true });
    await waitForElementHydration(tracking);
    await tracking.scrollIntoViewIfNeeded();
    const column = await scope.getByRole('columnheader', { name: 'Expand', exact: true }).boundingBox();
    const row = await tracking.boundingBox();
    if (!column || !row) throw new Error('the Expand column or the first row is not laid out');
    const expanded = scope.getByText(/^TRK-000001: /);
    await expect(expanded).toHaveCount(0);
    await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
    await expectStyle(expanded, 'background-color', { light: 'rgb(241, 246, 253)', dark: 'rgb(21, 35, 58)' }[mode]);
    // Collapsed again, as the check found it.
    await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
    await expect(expanded).toHaveCount(0);
  },
  'virtual-list': async ({ scope, mode }) => {
    const first = scope.getByRole('gridcell', { name: 'User 1', exact: true });
    await expectStyle(first, 'background-color', { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' }[mode]);
    await expectStyle(first, 'border-right-color', { light: 'rgb(216, 222, 228)', dark: 'rgb(61, 68, 77)' }[mode]);
    // The custom body's lines continue the header's, and the table keeps its right edge: each header cell ends where
    // the body cell under it ends, and no box around the last ones cuts their right border off.
    const lines = await scope
      .getByRole('row')
      .first()
      .evaluate((headerRow) => {
        const visibleRight = (element: Element) => {
          let right = element.getBoundingClientRect().right;
          for (let node = element.parentElement; node; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== 'visible') right = Math.min(right, node.getBoundingClientRect().left + node.clientLeft + node.clientWidth);
          }
          return right;
        };
        const edges = (cells: Element[]) =>
          cells.map((cell) => ({
            right: Math.round(cell.getBoundingClientRect().right),
            border: getComputedStyle(cell).borderRightWidth,
            shown: Math.round(visibleRight(cell)),
          }));
        const root = headerRow.closest('[data-demo-root], main') ?? document;
        const body = [...root.querySelectorAll('[role="gridcell"]')].slice(0, 3);
        return { header: edges([...headerRow.querySelectorAll('th')].slice(0, 3)), body: edges(body) };
      });
    expect(
      lines.body.map((cell) => cell.right),
      'the body cells end where the header cells above them end',
    ).toEqual(lines.header.map((cell) => cell.right));
    expect([...lines.header, ...lines.body].map((cell) => [cell.border, cell.shown >= cell.right])).toEqual(Array(6).fill(['1px', true]));
  },
  'virtual-list-grid': async ({ scope, mode }) => {
    const first = scope.getByRole('gridcell', { name: 'Customer 1', exact: true });
    await expectStyle(first, 'background-color', { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' }[mode]);
    await expectStyle(first, 'border-right-color', { light: 'rgb(216, 222, 228)', dark: 'rgb(61, 68, 77)' }[mode]);
  },
};

interface MotionEvent {
  type: string;
  property: string;
  /** The text of the row that moved. */
  row: string;
}

/** Records every CSS transition that starts or ends on a table row: what moved, whatever the frame rate. */
function recordRowMotion(page: Page) {
  return page.evaluate(() => {
    const events: MotionEvent[] = [];
    (window as unknown as { __rowMotion: MotionEvent[] }).__rowMotion = events;
    for (const type of ['transitionrun', 'transitionend']) {
      document.addEventListener(type, (event) => {
        const { target, propertyName } = event as TransitionEvent;
        if (target instanceof HTMLTableRowElement) events.push({ type, property: propertyName, row: target.textContent ?? '' });
      });
    }
  });
}

const rowMotion = (page: Page) => page.evaluate(() => (window as unknown as { __rowMotion: MotionEvent[] }).__rowMotion);

/** Per demo that animates: the motion a reader sees. */
export const motionChecks: Record<string, (page: Page, scope: Locator) => Promise<void>> = {
  animation: async (page, scope) => {
    const rows = scope.locator('tbody tr');
    const before = await rows.count();
    const add = scope.getByRole('button', { name: 'Add a row' });
    await waitForElementHydration(add);
    await recordRowMotion(page);
    await add.click();
    await expect(rows).toHaveCount(before + 1);
    const added = (await rows.last().textContent()) ?? '';
    // The new row fades in: its opacity runs a transition, and it ends fully visible.
    await expect
      .poll(async () => (await rowMotion(page)).filter((event) => event.row === added && event.property === 'opacity').map((event) => event.type), {
        message: 'the added row ran an opacity transition',
      })
      .toContain('transitionrun');
    await expect(rows.last()).toHaveCSS('opacity', '1');

    // A removed row fades out before it leaves the table.
    const removed = (await rows.first().textContent()) ?? '';
    await rows.first().getByRole('button', { name: 'Remove' }).click();
    await expect(rows).toHaveCount(before);
    const faded = (await rowMotion(page)).filter((event) => event.row === removed && event.property === 'opacity').map((event) => event.type);
    expect(faded, 'the removed row ran an opacity transition before it left').toContain('transitionrun');
    await expect(scope.locator('tbody tr', { hasText: removed })).toHaveCount(0);
  },
};

/** The demo's own element: its previewer (`section#<name>`) on its page, `<main>` (`#<name>`) on its standalone page. */
const demoScope = (page: Page, name: string) => page.locator(`[id="${name}"]`);

/** The demo's style check in one theme, if it styles something: what its own styles make a reader see. */
export async function checkDemoStyles(page: Page, name: string, mode: Mode): Promise<void> {
  const check = styleChecks[name];
  if (!check) return;
  const scope = demoScope(page, name);
  await expect(scope.getByRole('table').first()).toBeVisible();
  await check({ page, scope, mode });
}

/** The demo's motion check, if it animates something. */
export async function checkDemoMotion(page: Page, name: string): Promise<void> {
  const check = motionChecks[name];
  if (!check) return;
  const scope = demoScope(page, name);
  await expect(scope.getByRole('table').first()).toBeVisible();
  await check(page, scope);
}

/** Whether a demo has a check of its looks or its motion here. */
export const hasLooksCheck = (name: string): boolean => name in styleChecks || name in motionChecks;
