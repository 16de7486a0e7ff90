import fs from 'node:fs';
import path from 'node:path';
import { HEAVY_WORK_MS } from '../limits';
import { fail, json, open, pageErrors, waitFor, type Check, type EngineSession } from './session';

/** The keys of 1.x's `classNames`, as the registry build read them from the declarations. */
function partKeys(): Record<string, string[]> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.generated', 'part-keys.json'), 'utf8')) as Record<string, string[]>;
}

const MAP = '#api-part-map';

/**
 * For the key or class the map shows, what a reader would see: how many elements the table has for it, the boxes
 * drawn, and any box not on its element (each box's edges against its element's, to a pixel).
 */
const SHOWN = (selector: string) => `(() => {
  const table = document.querySelector(${json(`${MAP} [data-part-map-table]`)});
  const elements = table ? [...table.querySelectorAll(${json(selector)})] : [];
  const boxes = [...document.querySelectorAll(${json(`${MAP} [data-part-box]`)})];
  const off = elements.filter((element, index) => {
    const box = boxes[index];
    if (!box) return true;
    const a = element.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    return Math.abs(a.left - b.left) > 1 || Math.abs(a.top - b.top) > 1 || Math.abs(a.width - b.width) > 1 || Math.abs(a.height - b.height) > 1;
  }).length;
  const style = boxes[0] ? getComputedStyle(boxes[0]) : undefined;
  return { elements: elements.length, boxes: boxes.length, off, outline: style ? style.outlineStyle + ' ' + style.outlineWidth : '' };
})()`;

interface Shown {
  elements: number;
  boxes: number;
  off: number;
  outline: string;
}

/** Opens the map under the Table's API table of `path` and returns its items, once the table is drawn. */
async function openMap(session: EngineSession, origin: string, path: string): Promise<string[]> {
  await open(session, origin, path);
  // The map's button is an island of its own, drawn once its chunk arrives after hydration.
  await waitFor(session, `document.querySelector(${json(`${MAP} button`)})`, 'the part map button', HEAVY_WORK_MS);
  // Pressed from the keyboard: a pointer click scrolls it into view first, and the API tables above it, drawn only
  // once near the window, can move it under the pointer meanwhile (a WebKit run clicked beside it).
  await session.evaluate(`document.querySelector(${json(`${MAP} button`)}).focus()`);
  await session.press('Enter');
  await waitFor(session, `document.querySelector(${json(`${MAP} [data-part-key]`)})`, 'the part map to load', HEAVY_WORK_MS);
  return session.evaluate<string[]>(`[...document.querySelectorAll(${json(`${MAP} [data-part-key]`)})].map((button) => button.dataset.partKey)`);
}

/** Focuses each item (the keyboard's path) and checks that its boxes cover every element it reaches, and only those. */
async function itemProblems(session: EngineSession, items: string[], selectorOf: (item: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const item of items) {
    await session.evaluate(`document.querySelector(${json(`${MAP} [data-part-key=${json(item)}]`)}).focus()`);
    await waitFor(
      session,
      `document.querySelector(${json(`${MAP} [role="status"]`)}).textContent.startsWith(${json(`${item} `)})`,
      `the status to name ${item}`,
    );
    const shown = await session.evaluate<Shown>(SHOWN(selectorOf(item)));
    if (shown.elements === 0) problems.push(`${item} reaches no element of the table`);
    if (shown.boxes !== shown.elements) problems.push(`${item}: ${shown.boxes} boxes drawn for ${shown.elements} elements`);
    if (shown.off > 0) problems.push(`${item}: ${shown.off} boxes are not on their elements`);
    if (shown.elements > 0 && !shown.outline.startsWith('solid')) problems.push(`${item}: the boxes are not outlined (${shown.outline})`);
  }
  return problems;
}

export const partMapCheck: Check = {
  name: "the part map outlines every element each key of 1.x's classNames reaches, and each class name 7.x sets",
  async run(session, origin) {
    const keys = partKeys()['1.x'];
    const problems: string[] = [];
    const listed = await openMap(session, origin, '/en');
    if (JSON.stringify(listed) !== JSON.stringify(keys)) problems.push(`1.x lists ${listed.join(', ')}, the declarations give ${keys.join(', ')}`);
    problems.push(...(await itemProblems(session, keys, (key) => `.part-map-${key.replace('.', '-')}`)));

    const classes = await openMap(session, origin, '/7.x');
    for (const name of [
      'rc-table',
      'rc-table-title',
      'rc-table-container',
      'rc-table-thead',
      'rc-table-tbody',
      'rc-table-row',
      'rc-table-cell',
      'rc-table-footer',
    ])
      if (!classes.includes(name)) problems.push(`7.x's map lacks ${name}`);
    problems.push(...(await itemProblems(session, classes, (name) => `.${name}`)));
    problems.push(...(await pageErrors(session)));
    fail('the part map', problems);
  },
};
