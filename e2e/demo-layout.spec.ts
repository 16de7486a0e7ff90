import type { Locator, Page } from '@playwright/test';
import { demosWith } from '../lib/registry/demo-traits';
import { expect, test } from './fixtures';
import { demosOnLines, isMeasuredDemo, readRegistry, waitForElementHydration } from './helpers';

/**
 * Geometry a reader sees in real Chromium, for every demo the registry says pins columns, sticks a header,
 * sums a row or resizes a column, on every line (each line's library lays it out: 1.x pins only with its
 * stylesheet): positions before and after a scroll or a drag, and what is on top at a point.
 */
const registry = readRegistry();
/** Standalone ids of the demos with a trait, on every line (`fixed-columns`, `7.x-fixed-columns`); an answer's pair is measured by its own check. */
const demosThat = (trait: Parameters<typeof demosWith>[1]) => demosWith(registry.demos, trait).filter((id) => !isMeasuredDemo(registry, id));
const demoPages = new Map(demosOnLines(registry).map((demo) => [demo.id, demo]));

/** Demos whose pinned columns are off at first: the control a reader uses to turn them on. */
const pinningControls: Record<string, RegExp> = {
  'expanded-row-render': /^\s*Fix columns$/,
  'title-and-footer': /^\s*Pin the Item column$/,
};

/** A narrow window, so the tables that scroll sideways on a phone or a small laptop scroll here too. */
const NARROW = { width: 900, height: 700 };

async function openDemo(page: Page, id: string): Promise<Locator> {
  await page.goto(`/~demos/${id}`);
  const main = page.locator('main');
  const firstTable = main.getByRole('table').first();
  await expect(firstTable).toBeVisible();
  await waitForElementHydration(firstTable);
  return main;
}

/**
 * A point over a body cell that is not pinned, in the `index`-th table of the demo that has pinned cells. A cell
 * is pinned when it sticks sideways; the cells of a row are the pinned ones and their siblings (a virtual table's
 * body cells are plain boxes with no role), and a table is the nearest box around a pinned cell that holds both
 * column headers and body cells with text (a fixed header is a table element of its own, above the body's).
 */
function pinnedTableProbe(main: Locator, index: number) {
  return main.evaluate((root, tableIndex) => {
    // A pinned cell sticks sideways beside the other cells of its row (an expanded row's content also sticks
    // sideways, as the only child of its cell).
    const isPinned = (element: Element) => {
      const style = getComputedStyle(element);
      const besideOthers = (element.parentElement?.children.length ?? 0) > 1;
      return style.position === 'sticky' && (style.left !== 'auto' || style.right !== 'auto') && besideOthers;
    };
    const pinnedIn = (box: Element) => Array.from(box.querySelectorAll('*')).filter(isPinned);
    const cells = (box: Element) =>
      Array.from(
        new Set([
          ...box.querySelectorAll('th, td'),
          ...pinnedIn(box).flatMap((cell) => (cell.parentElement ? Array.from(cell.parentElement.children) : [cell])),
        ]),
      );
    const hasText = (element: Element) => (element.textContent ?? '').trim() !== '';
    // Column headers a reader sees: not rc-table's measuring row, which is hidden and has no height.
    const hasHeader = (box: Element) =>
      Array.from(box.querySelectorAll('th, [role="columnheader"]')).some(
        (header) => header.getBoundingClientRect().height > 0 && !header.closest('[aria-hidden="true"]'),
      );
    const tableBoxes = new Map<Element, boolean>();
    const isTable = (box: Element) => {
      if (!tableBoxes.has(box)) {
        tableBoxes.set(box, hasHeader(box) && cells(box).some((cell) => cell.tagName !== 'TH' && !isPinned(cell) && hasText(cell)));
      }
      return tableBoxes.get(box) === true;
    };
    const tableOf = (cell: Element): Element | null => {
      for (let box = cell.parentElement; box && root.contains(box); box = box.parentElement) if (isTable(box)) return box;
      return null;
    };
    const tables = Array.from(new Set(pinnedIn(root).map(tableOf))).filter((table): table is Element => table !== null);
    const table = tables[tableIndex];
    if (!table) return { tables: tables.length };
    table.scrollIntoView({ block: 'center' });
    const box = table.getBoundingClientRect();
    const free = cells(table)
      .filter((cell) => cell.tagName !== 'TH' && !isPinned(cell) && hasText(cell))
      .map((cell) => ({ cell, rect: cell.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.width > 0 &&
          rect.top >= Math.max(0, box.top) &&
          rect.bottom <= Math.min(innerHeight, box.bottom) &&
          rect.left >= box.left &&
          rect.right <= box.right,
      )
      // In view for the reader too, not clipped by a scrolling box around the table.
      .filter(({ cell, rect }) => cell.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)));
    // The free cell nearest the middle of the table: pinned columns sit at the edges.
    const middle = box.left + box.width / 2;
    free.sort((a, b) => Math.abs(a.rect.left + a.rect.width / 2 - middle) - Math.abs(b.rect.left + b.rect.width / 2 - middle));
    const reference = free[0];
    if (!reference) return { tables: tables.length };
    const pinned = pinnedIn(table);
    const state = window as unknown as { __pinned: Array<[Element, number]>; __reference: [Element, number] };
    state.__pinned = pinned.map((cell) => [cell, cell.getBoundingClientRect().left]);
    state.__reference = [reference.cell, reference.rect.left];
    return {
      tables: tables.length,
      pinned: pinned.length,
      rtl: getComputedStyle(table).direction === 'rtl',
      x: reference.rect.left + reference.rect.width / 2,
      y: reference.rect.top + reference.rect.height / 2,
    };
  }, index);
}

test.describe('pinned columns stay put while the rest of the table scrolls sideways', () => {
  for (const id of demosThat('fixesColumns')) {
    test(id, async ({ page }) => {
      await page.setViewportSize(NARROW);
      const main = await openDemo(page, id);
      const control = pinningControls[registry.demos[id].name];
      if (control) await main.getByLabel(control).check();
      await expect.poll(async () => (await pinnedTableProbe(main, 0)).tables, { message: 'a table with pinned columns' }).toBeGreaterThan(0);
      const { tables } = await pinnedTableProbe(main, 0);
      for (let index = 0; index < tables; index += 1) {
        const probe = await pinnedTableProbe(main, index);
        if (probe.x === undefined || probe.y === undefined) throw new Error(`table ${index + 1} of ${id} has no free body cell in view to scroll by`);
        await page.mouse.move(probe.x, probe.y);
        await page.mouse.wheel(probe.rtl ? -400 : 400, 0);
        const moved = () =>
          page.evaluate(() => {
            const [cell, left] = (window as unknown as { __reference: [Element, number] }).__reference;
            return Math.abs(cell.getBoundingClientRect().left - left);
          });
        await expect.poll(moved, { message: `table ${index + 1} of ${id} should scroll sideways` }).toBeGreaterThan(20);
        const shifted = await page.evaluate(() =>
          (window as unknown as { __pinned: Array<[Element, number]> }).__pinned
            .filter(([cell, left]) => Math.abs(cell.getBoundingClientRect().left - left) > 1)
            .map(([cell]) => (cell.textContent ?? '').trim() || cell.tagName),
        );
        expect(shifted, `pinned cells of table ${index + 1} that moved`).toEqual([]);
      }
    });
  }
});

/**
 * Every summary cell with text is readable: nothing is painted over the middle of its text (a pinned cell
 * that spans too far would cover the sums). Checked at the start and at the end of a sideways scroll.
 */
function coveredSummaryTexts(main: Locator) {
  return main.evaluate((root) => {
    const pinnedRects = Array.from(root.querySelectorAll('thead th, tbody td'))
      .filter((cell) => {
        const style = getComputedStyle(cell);
        return style.position === 'sticky' && (style.left !== 'auto' || style.right !== 'auto');
      })
      .map((cell) => cell.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right;
    const covered: string[] = [];
    let checked = 0;
    for (const cell of Array.from(root.querySelectorAll('tfoot td, tfoot th'))) {
      const text = (cell.textContent ?? '').trim();
      if (text === '') continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const rect = range.getBoundingClientRect();
      // Clipped by the box it scrolls in, or scrolled under a pinned column: out of view, not covered.
      let clip = cell.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const box = clip?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
      const pinnedHere = getComputedStyle(cell).position === 'sticky';
      if (rect.left < Math.max(0, box.left) || rect.right > Math.min(innerWidth, box.right) || rect.top < 0 || rect.bottom > innerHeight) continue;
      if (!pinnedHere && pinnedRects.some((pinned) => overlaps(rect, pinned))) continue;
      checked += 1;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !cell.contains(hit)) covered.push(text);
    }
    return { checked, covered };
  });
}

test.describe('summary rows: no sum is covered', () => {
  for (const id of demosThat('summary')) {
    test(id, async ({ page }) => {
      await page.setViewportSize(NARROW);
      const main = await openDemo(page, id);
      const footer = main.locator('tfoot').first();
      await footer.scrollIntoViewIfNeeded();
      const start = await coveredSummaryTexts(main);
      expect(start.checked, 'summary cells with text in view').toBeGreaterThan(0);
      expect(start.covered, 'summary texts covered by another cell').toEqual([]);

      const box = await footer.boundingBox();
      if (!box) throw new Error('the summary row is not laid out');
      await page.mouse.move(box.x + Math.min(box.width, NARROW.width) / 2, box.y + box.height / 2);
      await page.mouse.wheel(5000, 0);
      const end = await coveredSummaryTexts(main);
      expect(end.covered, 'summary texts covered after scrolling to the end').toEqual([]);
    });
  }
});

interface StickResult {
  /** How many elements of the demo stick to the top. */
  count: number;
  /** Why the element could not be tested. */
  problem?: string;
  /** Its distance from the top of its scroll box after the scroll, and the `top` it asks for. */
  offset?: number;
  inset?: number;
  /** Whether something else is painted over it. */
  covered?: boolean;
  /**
   * In a phone's widened demo frame (docs/decisions.md), where it cannot scroll past the table: whether the table
   * shows whole, its header with it: the frame fits in the window when too short to scroll, the table in the frame's
   * last view when it ends there. Otherwise such a frame is tested as any scroll box.
   */
  shownWhole?: boolean;
}

/**
 * Every element rc-table sticks to the top (the header, a top summary) stays at its offset from the top of
 * its scroll box once the box has scrolled past the table's top, and nothing covers it there.
 */
function stickToTop(scope: Locator, index: number): Promise<StickResult> {
  return scope.evaluate(async (root, stickyIndex): Promise<StickResult> => {
    const stuck = Array.from(root.querySelectorAll('*')).filter((element) => {
      const style = getComputedStyle(element);
      return (
        style.position === 'sticky' &&
        style.top !== 'auto' &&
        element.getBoundingClientRect().height > 0 &&
        element.tagName !== 'TH' &&
        element.tagName !== 'TD'
      );
    });
    const element = stuck[stickyIndex];
    if (!element) return { count: stuck.length };
    const scrollsY = (node: Element) => /auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight;
    // A widened frame scrolls sideways, so it is the box its sticky parts stick in; too short to scroll, it has
    // nothing to stick them through.
    const frame = element.closest('[data-demo-area][data-widened]');
    if (frame && getComputedStyle(frame).overflowY !== 'visible' && !scrollsY(frame)) {
      return { count: stuck.length, shownWhole: frame.getBoundingClientRect().height <= window.innerHeight };
    }
    let scroller: Element | null = element.parentElement;
    while (scroller && !scrollsY(scroller)) scroller = scroller.parentElement;
    // A demo's own scrolling box (getContainer) comes into view first, as a reader would scroll to it.
    scroller?.scrollIntoView({ block: 'center' });
    const box = scroller ?? document.scrollingElement ?? document.documentElement;
    const viewportTop = scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0;
    const inset = parseFloat(getComputedStyle(element).top);
    const rect = element.getBoundingClientRect();
    const container = element.parentElement?.getBoundingClientRect() ?? rect;
    // Scroll until the element's own place is 40 px above where it sticks, while its container still has room.
    const wanted = rect.top - (viewportTop + inset) + 40;
    const roomInContainer = container.bottom - (viewportTop + inset) - rect.height - 8;
    const roomInScroller = box.scrollHeight - box.clientHeight - box.scrollTop;
    const distance = Math.min(wanted, roomInContainer, roomInScroller);
    if (distance < rect.top - (viewportTop + inset) + 8 && frame && scroller === frame) {
      const top = box.scrollTop;
      box.scrollTop = box.scrollHeight;
      const table = element.parentElement?.getBoundingClientRect() ?? rect;
      const view = frame.getBoundingClientRect();
      const shownWhole = table.top >= view.top + frame.clientTop && table.bottom <= view.top + frame.clientTop + frame.clientHeight;
      box.scrollTop = top;
      return { count: stuck.length, shownWhole };
    }
    if (distance < rect.top - (viewportTop + inset) + 8) {
      return {
        count: stuck.length,
        problem: `cannot scroll far enough to test (needs ${Math.round(wanted)} px, has ${Math.round(Math.min(roomInContainer, roomInScroller))})`,
      };
    }
    box.scrollTop += distance;
    // Wait until the element stops moving (a scroll listener may move it a frame later): two frames alike.
    const place = () => JSON.stringify(element.getBoundingClientRect());
    for (let last = '', frames = 0; place() !== last; frames++) {
      if (frames === 600) throw new Error('the sticky element was still moving after 600 frames');
      last = place();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const after = element.getBoundingClientRect();
    const hit = document.elementFromPoint(after.left + Math.min(after.width / 2, 40), after.top + after.height / 2);
    const result = {
      count: stuck.length,
      offset: Math.round(after.top - viewportTop),
      inset: Math.round(inset),
      covered: !hit || !element.contains(hit),
    };
    box.scrollTop -= distance;
    return result;
  }, index);
}

/**
 * On the demo's page, where the page scrolls and the site's own header sits at the top: a demo's sticky header
 * must stop below it, not slide under it. On a phone, a frame widened for pinned columns scrolls both ways, and the
 * header sticks to its top instead.
 */
// On a phone the site's header is shorter and a sidebar bar sits under it: the demo's header stops below both.
const STICKY_WINDOWS = [
  { name: 'laptop', width: NARROW.width, height: 500 },
  { name: 'phone', width: 390, height: 700 },
];

test.describe('sticky headers stay at the top after a vertical scroll, below the site header', () => {
  for (const id of demosThat('sticky')) {
    for (const size of STICKY_WINDOWS) {
      test(`${id} (${size.name})`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const demo = demoPages.get(id);
        await page.goto(demo?.page ?? '');
        const scope = page.locator(`[id="${demo?.name}"]`);
        await waitForElementHydration(scope.getByRole('table').first());
        await expect.poll(async () => (await stickToTop(scope, 0)).count, { message: 'an element stuck to the top' }).toBeGreaterThan(0);
        const { count } = await stickToTop(scope, 0);
        for (let index = 0; index < count; index += 1) {
          const result = await stickToTop(scope, index);
          expect(result.problem, `sticky element ${index + 1} of ${id}`).toBeUndefined();
          if (result.shownWhole !== undefined) expect(result.shownWhole, `sticky element ${index + 1} of ${id} shows with its whole table`).toBe(true);
          else expect(result, `sticky element ${index + 1} of ${id}`).toMatchObject({ offset: result.inset, covered: false });
        }
      });
    }
  }
});

test.describe('resizable columns get wider when dragged', () => {
  for (const id of demosThat('resizesColumns')) {
    test(id, async ({ page }) => {
      const main = await openDemo(page, id);
      const header = main.getByRole('columnheader').first();
      const before = (await header.boundingBox())?.width ?? 0;
      // The drag handle is the reader's target at the header's right edge.
      const box = await header.boundingBox();
      if (!box) throw new Error('the header is not laid out');
      const grip = { x: box.x + box.width - 3, y: box.y + box.height / 2 };
      await page.mouse.move(grip.x, grip.y);
      await page.mouse.down();
      await page.mouse.move(grip.x + 80, grip.y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(async () => (await header.boundingBox())?.width ?? 0).toBeGreaterThan(before + 40);
    });
  }
});
