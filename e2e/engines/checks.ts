import { typesMessagesFor } from '../../lib/messages/editor-types';
import { fixedMessages } from '../../lib/messages/fixed';
import { playgroundMessagesFor } from '../../lib/messages/playground';
import { zhCN } from '../../lib/messages/zh-CN';
import { site } from '../../lib/site';
import { probeSource } from '../layout/probe';
import { LAYOUT_SETTLED } from '../layout/settled';
import { HEAVY_WORK_MS } from '../limits';
import { lookChecks } from './look-checks';
import { crop, decodePng, differingPixels, type Box } from './pixels';
import { playgroundCheck } from './playground-checks';
import { reachChecks } from './reach-checks';
import { SELECT_SHAPE, selectLookProblems, type SelectShape } from './select-look';
import { shareCheck } from './share-checks';
import { HYDRATED, waitFor, WINDOW_HEIGHT, type EngineSession } from './session';

/** One named check of the cross-engine suite; it throws to fail. */
export interface Check {
  name: string;
  run(session: EngineSession, origin: string): Promise<void>;
}

/** A string as a JavaScript literal, for the scripts sent to the browser (typed, so a function cannot slip in as `undefined`). */
const json = (text: string): string => JSON.stringify(text);

/**
 * Every kind of route: both homes, the changelog, the demo index, five demo pages, a standalone demo and the 404;
 * and the 7.x line's home, a pinning demo page of each edition and a standalone demo (its library, its banner).
 */
const ROUTES = [
  '/',
  '/en',
  '/changelog',
  '/demo',
  '/demo/simple',
  '/demo/fixed-columns',
  '/demo/sticky-header',
  '/demo/virtual-list',
  '/demo/react-dnd',
  '/~demos/simple',
  '/no-such-page',
  '/7.x',
  '/7.x/demo/fixed-columns',
  '/en/7.x/demo/sticky-header',
  '/~demos/7.x-simple',
];

async function open(session: EngineSession, origin: string, path: string): Promise<void> {
  await session.goto(origin + path);
  await waitFor(session, HYDRATED, `${path} to hydrate`, HEAVY_WORK_MS);
}

/** What the page reported as broken since it loaded: the recorder's list and the driver's own. */
async function pageErrors(session: EngineSession): Promise<string[]> {
  return [...(await session.evaluate<string[]>('window.__pageErrors || []')), ...session.takeDriverErrors()];
}

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

/** The §1 layout probe at each of the engine's widths. */
async function probeLayout(session: EngineSession, theme: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of session.probeWidths) {
    await session.setViewport(width, WINDOW_HEIGHT);
    await session.evaluate(LAYOUT_SETTLED);
    const found = await session.evaluate<string[]>(probeSource({ phone: width <= 375 }));
    problems.push(...found.map((problem) => `${width}px ${theme}: ${problem}`));
  }
  await session.setViewport(1280, WINDOW_HEIGHT);
  return problems;
}

const routeChecks: Check[] = ROUTES.map((path) => ({
  name: `${path} renders with no page error and holds its layout, light and dark`,
  async run(session, origin) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await open(session, origin, path);
    const problems: string[] = [];
    const shown = await session.evaluate<{ heading: string; table: boolean }>(
      `({ heading: document.querySelector('h1')?.textContent ?? '', table: !!document.querySelector('table') })`,
    );
    if (path === '/no-such-page' && !shown.heading.includes(fixedMessages.pageNotFound)) problems.push(`the 404 page's heading reads "${shown.heading}"`);
    if (!shown.heading && !shown.table) problems.push('the page shows neither a heading nor a table');
    problems.push(...(await probeLayout(session, 'light')));
    problems.push(...(await pageErrors(session)));
    await session.evaluate(`localStorage.setItem(${json(site.colorStorageKey)}, 'dark')`);
    await session.reload();
    await waitFor(session, HYDRATED, `${path} to hydrate again`, HEAVY_WORK_MS);
    problems.push(...(await probeLayout(session, 'dark')));
    problems.push(...(await pageErrors(session)));
    await session.evaluate(`localStorage.clear()`);
    fail(path, problems);
  },
}));

/** The first result of the header search for `query`; Enter opens its page. */
function searchCheck(query: string, expectedInPath: string): Check {
  return {
    name: `search finds "${query}" and Enter opens the first result`,
    async run(session, origin) {
      await session.setViewport(1280, WINDOW_HEIGHT);
      await open(session, origin, '/');
      const input = 'header input[role="combobox"]';
      await session.click(input);
      await waitFor(session, `document.activeElement?.matches(${json(input)})`, 'the search box to take the focus');
      await session.type(query);
      const option = `[data-search-results="inline"] [role="option"]`;
      // The first search downloads the search data and starts its worker: wait for the list's outcome (results, or
      // a message in the panel) within the spec's 120 s for a download, then require results.
      const panel = `document.querySelector('[data-search-results="inline"]')`;
      const settled = `document.querySelector(${json(option)}) || (${panel} && ![${json(fixedMessages.loading)}, ''].includes(${panel}.textContent.trim()))`;
      await waitFor(session, settled, `the search for "${query}" to settle`, HEAVY_WORK_MS);
      const outcome = await session.evaluate<string | null>(`document.querySelector(${json(option)}) ? null : ${panel}.textContent.trim()`);
      if (outcome !== null) throw new Error(`the search for "${query}" shows no results: ${outcome}`);
      const href = await session.evaluate<string>(`document.querySelector(${json(option)}).getAttribute('href')`);
      if (!href.includes(expectedInPath)) throw new Error(`the first result for "${query}" is ${href}, not a page about it`);
      await session.press('Enter');
      const target = new URL(href, origin);
      await waitFor(session, `location.pathname === ${json(target.pathname)}`, `the result's page ${target.pathname}`);
      await waitFor(session, HYDRATED, `${target.pathname} to hydrate`, HEAVY_WORK_MS);
      fail('page errors', await pageErrors(session));
    },
  };
}

const colourCheck: Check = {
  name: 'the colour mode survives a reload, and the page is dark',
  async run(session, origin) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await open(session, origin, '/demo/simple');
    await waitFor(session, `!document.querySelector('header select').disabled`, 'the colour switch to be enabled');
    await session.selectOption('header select', 'dark');
    await waitFor(session, `document.documentElement.getAttribute('data-prefers-color') === 'dark'`, 'the page to turn dark');
    await session.reload();
    await waitFor(session, HYDRATED, 'the reloaded page to hydrate', HEAVY_WORK_MS);
    const after = await session.evaluate<{ mode: string | null; picked: string; background: string }>(
      `({ mode: document.documentElement.getAttribute('data-prefers-color'), picked: document.querySelector('header select').value, background: getComputedStyle(document.body).backgroundColor })`,
    );
    const channels = (after.background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const problems = [...(await pageErrors(session))];
    if (after.mode !== 'dark' || after.picked !== 'dark') problems.push(`after a reload the mode is ${after.mode} and the switch shows ${after.picked}`);
    if (channels.length < 3 || Math.max(...channels) > 60) problems.push(`the page's background is ${after.background}, not dark`);
    await session.evaluate('localStorage.clear()');
    fail('dark mode', problems);
  },
};

const EDITOR = `section#simple [role="textbox"][aria-label=${json(zhCN.editorLabel('index.tsx'))}]`;

const liveCheck: Check = {
  name: 'a live edit shows in the table, a syntax error shows an error, and the page still answers its controls',
  async run(session, origin) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await open(session, origin, '/demo/simple');
    await session.click(`section#simple button[aria-label=${json(zhCN.showCode)}]`);
    await waitFor(session, `document.querySelector(${json(EDITOR)})`, 'the editor', HEAVY_WORK_MS);
    // Its first focus switches the types on, which redraws the editor: a selection set in the page's DOM before
    // that (unlike a reader's double click, which the editor handles itself) is overwritten by the editor's own.
    await session.evaluate(`document.querySelector(${json(EDITOR)}).focus()`);
    await waitFor(session, `document.querySelector('section#simple .cm-types-note')`, 'the editor to switch its types on', HEAVY_WORK_MS);
    // Select the header title 'Role' in the editor, as a reader's double click would, and type over it.
    const selected = await session.evaluate<boolean>(`(() => {
      const editor = document.querySelector(${json(EDITOR)});
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.indexOf("'Role'");
        if (at >= 0) {
          getSelection().setBaseAndExtent(node, at + 1, node, at + 5);
          return true;
        }
      }
      return false;
    })()`);
    if (!selected) throw new Error("the editor shows no 'Role' to edit");
    // The editor has taken the selection once it draws it.
    await waitFor(session, `document.querySelector('section#simple .cm-selectionBackground')`, 'the editor to take the selection');
    await session.type('Job title');
    const liveHeader = `[...document.querySelectorAll('section#simple [data-live-root] th')].some((th) => th.textContent === 'Job title')`;
    // The first edit downloads and starts the compiler (3 MB): wait for its outcome.
    const alert = `document.querySelector('section#simple [role="alert"]')?.textContent.trim()`;
    await waitFor(session, `${liveHeader} || ${alert}`, 'the first edit to compile', HEAVY_WORK_MS);
    const compileError = await session.evaluate<string | undefined>(alert);
    if (compileError) throw new Error(`the edit shows an error instead of the table: ${compileError}`);

    await session.press('End');
    await session.type(' = ;');
    await waitFor(session, alert, 'the syntax error message');
    const stillShown = await session.evaluate<boolean>(`[...document.querySelectorAll('section#simple th')].some((th) => th.textContent === 'Job title')`);
    const problems = await pageErrors(session);
    if (!stillShown) problems.push('the last good table is gone after the syntax error');
    // The page answers: its colour switch still changes the theme (a page stuck in a script never would).
    const other = (await session.evaluate<string>(`document.documentElement.getAttribute('data-prefers-color')`)) === 'dark' ? 'light' : 'dark';
    await session.selectOption('header select', other);
    await waitFor(session, `document.documentElement.getAttribute('data-prefers-color') === ${json(other)}`, 'the colour switch to answer after the error');
    fail('live edit', problems);
  },
};

/** The pinned header and summary cells of /demo/fixed-columns (scroll.y on), as boxes in the viewport. */
const PINNED_CELLS = `(() => {
  const root = document.querySelector('section#fixed-columns [data-demo-root]');
  const byText = (selector, text) => [...root.querySelectorAll(selector)].find((cell) => cell.textContent.trim() === text);
  const box = (element) => { const r = element.getBoundingClientRect(); return { x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4 }; };
  return { header: box(byText('th', 'Customer')), summary: box(byText('td', 'Total')), items: byText('th', 'Items').getBoundingClientRect().left };
})()`;

/** The pinned cells of the fixed-columns demo on a line's page: each line's library pins them its own way. */
const pinnedCheck = (pagePath: string): Check => ({
  name: `pinned cells of ${pagePath} (Fixed height on) read right at scroll offsets 0, 150, 300 and 430`,
  async run(session, origin) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await open(session, origin, pagePath);
    const ready = await session.evaluate<boolean>(`(() => {
      const root = document.querySelector('section#fixed-columns [data-demo-root]');
      const fixedHeight = root.querySelector('input[type="checkbox"]');
      root.querySelector('table').scrollIntoView({ block: 'center' });
      return fixedHeight.checked;
    })()`);
    if (!ready) throw new Error('"Fixed height (scroll.y)" is not on');
    const scroller = `[...document.querySelectorAll('section#fixed-columns [data-demo-root] div')].find((d) => ['auto', 'scroll'].includes(getComputedStyle(d).overflowX) && d.scrollWidth > d.clientWidth)`;
    const scale = (png: Buffer) => decodePng(png).width / 1280;
    let unscrolled: { header: ReturnType<typeof crop>; summary: ReturnType<typeof crop>; items: number } | undefined;
    const problems: string[] = [];
    for (const offset of [0, 150, 300, 430]) {
      await session.evaluate(`(${scroller}).scrollLeft = ${offset}`);
      if (unscrolled) {
        await waitFor(session, `Math.abs(${PINNED_CELLS}.items - ${unscrolled.items - offset}) < 1`, `the header to follow the body to ${offset}px`);
      }
      // The cells' boxes are read before and after the screenshot, and it is taken again until they agree: a
      // late layout change between the two (the unscrolled shot, in two of four Firefox runs) would crop the wrong
      // pixels. The engine runner has no time-out of its own, so cells that never settle fail here instead of hanging.
      let cells: { header: Box; summary: Box; items: number };
      let png: Buffer;
      for (let shots = 1; ; shots++) {
        await session.evaluate(LAYOUT_SETTLED);
        cells = await session.evaluate<{ header: Box; summary: Box; items: number }>(PINNED_CELLS);
        png = await session.screenshot();
        if (JSON.stringify(await session.evaluate(PINNED_CELLS)) === JSON.stringify(cells)) break;
        if (shots === 20) throw new Error(`the pinned cells still moved between reading them and the screenshot after 20 shots at ${offset}px`);
      }
      const image = decodePng(png);
      const shot = { header: crop(image, cells.header, scale(png)), summary: crop(image, cells.summary, scale(png)), items: cells.items };
      if (!unscrolled) {
        unscrolled = shot;
        continue;
      }
      for (const cell of ['header', 'summary'] as const) {
        // A glyph painted over or cut off is tens of pixels; the same cell painted twice differs in none.
        const differing = differingPixels(shot[cell], unscrolled[cell]);
        if (differing > 8) problems.push(`at ${offset}px the pinned ${cell} cell differs from the unscrolled one in ${differing} pixels`);
      }
    }
    fail('pinned cells', problems);
  },
});

const selectCheck: Check = {
  name: "the colour-mode select is drawn by the site: no native look, the header's background, the site's chevron",
  async run(session, origin) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await open(session, origin, '/');
    const shape = await session.evaluate<SelectShape>(SELECT_SHAPE);
    fail('the colour-mode select', selectLookProblems(shape, await session.screenshot()));
  },
};

/** The editor's line holding the demo's table tag, once drawn. */
const TABLE_TAG_LINE = `[...document.querySelector(${json(EDITOR)}).children].find((child) => child.textContent.includes('<Table<Member> columns'))`;

/**
 * The text node and offset right after `<Table<Member>` on that line. The highlighter splits the line into many
 * text nodes: the place is found by counting through them.
 */
const AFTER_TABLE_TAG = `(() => {
  const line = ${TABLE_TAG_LINE};
  if (!line) return undefined;
  let left = line.textContent.indexOf('<Table<Member> columns') + '<Table<Member>'.length;
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (left <= node.data.length) return { node, offset: left };
    left -= node.data.length;
  }
  return undefined;
})()`;

/** True while the editor's drawn caret stands at that place (within a pixel or two of the text's own position). */
const CARET_AT_TABLE_TAG = `(() => {
  const place = ${AFTER_TABLE_TAG};
  const caret = document.querySelector('section#simple .cm-cursor-primary');
  if (!place || !caret) return false;
  const range = document.createRange();
  range.setStart(place.node, place.offset);
  const at = range.getClientRects()[0] ?? range.getBoundingClientRect();
  const drawn = caret.getBoundingClientRect();
  return Math.abs(drawn.left - at.left) <= 2 && drawn.top < at.bottom && drawn.bottom > at.top;
})()`;

const typesCheck: Check = {
  name: 'types: typing `<Table ` in the editor offers the table’s props, inside the window, at desktop and phone widths; a prop it lacks is counted as a type problem',
  async run(session, origin) {
    const problems: string[] = [];
    for (const width of [1280, Math.min(...session.probeWidths)]) {
      await session.setViewport(width, WINDOW_HEIGHT);
      await open(session, origin, '/demo/simple');
      await session.click(`section#simple button[aria-label=${json(zhCN.showCode)}]`);
      await waitFor(session, `document.querySelector(${json(EDITOR)})`, 'the editor', HEAVY_WORK_MS);
      // Its first focus switches the types on, which redraws the editor: a caret set in the page's DOM before that is
      // overwritten by the editor's own (as in the live check above).
      await session.evaluate(`document.querySelector(${json(EDITOR)}).focus()`);
      await waitFor(session, `document.querySelector('section#simple .cm-types-note')`, 'the editor to switch its types on', HEAVY_WORK_MS);
      // The props panel's chunk takes the place held for it above the editor; placing the caret after would risk the same.
      await waitFor(
        session,
        `[...document.querySelectorAll('section#simple summary')].some((node) => node.textContent === ${json(playgroundMessagesFor('zh-CN').title('Table'))})`,
        'the props panel',
        HEAVY_WORK_MS,
      );
      // The editor draws only the lines near the window: bring the end of the demo, where the table is, into view.
      await session.evaluate(`document.querySelector(${json(EDITOR)}).lastElementChild.scrollIntoView({ block: 'end' })`);
      await waitFor(session, TABLE_TAG_LINE, 'the line with the table drawn');
      // The caret after `<Table<Member>`, as a reader's click there would put it.
      const placed = await session.evaluate<boolean>(`(() => {
        const place = ${AFTER_TABLE_TAG};
        if (!place) return false;
        getSelection().setBaseAndExtent(place.node, place.offset, place.node, place.offset);
        return true;
      })()`);
      if (!placed) throw new Error('the editor shows no `<Table<Member> columns` to type into');
      // The editor has taken the caret once it draws its own there.
      await waitFor(
        session,
        `document.activeElement === document.querySelector(${json(EDITOR)}) && ${CARET_AT_TABLE_TAG}`,
        'the editor to draw its caret after `<Table<Member>`',
      );
      await session.type(' ');
      const option = `[...document.querySelectorAll('[role="listbox"] [role="option"]')].find((item) => item.textContent.startsWith('rowKey'))`;
      // The first list waits for TypeScript and the line's declarations to download (about 1.5 MB).
      await waitFor(session, option, `a completion list offering rowKey at ${width} px`, HEAVY_WORK_MS);
      const inside = await session.evaluate<boolean>(
        `(() => { const box = document.querySelector('[role="listbox"]').getBoundingClientRect(); return box.left >= 0 && box.right <= document.documentElement.clientWidth; })()`,
      );
      if (!inside) problems.push(`at ${width} px the completion list leaves the window`);
      if (width !== 1280) continue;
      // A prop the table does not have is a type problem: the note under the editor counts it.
      await session.type('x');
      const note = `[...document.querySelectorAll('section#simple [role="status"]')].some((status) => status.textContent.startsWith(${json(typesMessagesFor('zh-CN').problems(1))}))`;
      await waitFor(session, note, 'the note of one type problem under the editor');
    }
    problems.push(...(await pageErrors(session)));
    fail('the editor’s completions', problems);
  },
};

export const checks: Check[] = [
  ...routeChecks,
  searchCheck('fixed', 'fixed'),
  searchCheck('虚拟', 'virtual'),
  colourCheck,
  liveCheck,
  playgroundCheck,
  shareCheck,
  typesCheck,
  pinnedCheck('/demo/fixed-columns'),
  pinnedCheck('/7.x/demo/fixed-columns'),
  selectCheck,
  ...reachChecks,
  ...lookChecks,
];
