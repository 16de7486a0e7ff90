import fs from 'node:fs';
import path from 'node:path';
import { inlineParts } from '../../lib/api/inline-text';
import { typesMessagesFor } from '../../lib/messages/editor-types';
import { playgroundMessagesFor } from '../../lib/messages/playground';
import { HEAVY_WORK_MS } from '../limits';
import { fail, json, open, pageErrors, waitFor, type Check } from './session';
import { EDITOR, SHOW_CODE, SIMPLE } from './simple';

const types = typesMessagesFor('zh-CN');

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
  const caret = document.querySelector('${SIMPLE} .cm-cursor-primary');
  if (!place || !caret) return false;
  const range = document.createRange();
  range.setStart(place.node, place.offset);
  const at = range.getClientRects()[0] ?? range.getBoundingClientRect();
  const drawn = caret.getBoundingClientRect();
  return Math.abs(drawn.left - at.left) <= 2 && drawn.top < at.bottom && drawn.bottom > at.top;
})()`;

/** The API table's text of one of the Table's props on the zh-CN 1.x pages, as a reader sees it (its code spans as code). */
function apiText(prop: string): string {
  const file = path.join(__dirname, '..', '..', '.generated', 'api', '1.x', 'zh-CN', 'Table.json');
  const row = (JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ name: string; description: string }>).find((candidate) => candidate.name === prop);
  if (!row) throw new Error(`no API row for ${prop}`);
  return inlineParts(row.description)
    .map((part) => part.text)
    .join('');
}

/** The editor's completion list, by its name. */
const LIST = `document.querySelector(${json(`[role="listbox"][aria-label=${json(types.phrases.Completions)}]`)})`;

/** True while the list offers `prop` (an optional prop's option reads `rowKey?`). */
const offers = (prop: string) =>
  `[...(${LIST}?.querySelectorAll('[role="option"]') ?? [])].some((item) => new RegExp(${json(`^${prop}\\b`)}).test(item.textContent) && item.checkVisibility())`;

export const typesCheck: Check = {
  name: 'types: typing `<Table ` in the editor offers the table’s props, inside the window, at desktop and phone widths; the selected one shows its API text, and a prop it lacks is counted as a type problem',
  async run(session, origin) {
    const problems: string[] = [];
    for (const width of [1280, Math.min(...session.probeWidths)]) {
      await open(session, origin, '/demo/simple', width);
      await session.click(SHOW_CODE);
      await waitFor(session, `document.querySelector(${json(EDITOR)})`, 'the editor', HEAVY_WORK_MS);
      // Its first focus switches the types on, which redraws the editor: a caret set in the page's DOM before that is
      // overwritten by the editor's own (as in the live check).
      await session.evaluate(`document.querySelector(${json(EDITOR)}).focus()`);
      await waitFor(session, `document.querySelector('${SIMPLE} .cm-types-note')`, 'the editor to switch its types on', HEAVY_WORK_MS);
      // The props panel's chunk takes the place held for it above the editor; placing the caret after would risk the same.
      await waitFor(
        session,
        `[...document.querySelectorAll('${SIMPLE} summary')].some((node) => node.textContent === ${json(playgroundMessagesFor('zh-CN').title('Table'))})`,
        'the props panel',
        HEAVY_WORK_MS,
      );
      // The editor draws only the lines near the window: bring the end of the demo, where the table is, into view.
      await session.evaluate(`document.querySelector(${json(EDITOR)}).lastElementChild.scrollIntoView({ block: 'end' })`);
      await waitFor(session, TABLE_TAG_LINE, 'the line with the table drawn');
      // The caret after `<Table<Member>`, as a reader's click there would put it. The editor may still redraw that
      // line as it measures after the scroll, and a selection on a text node it replaces is gone (a click, which the
      // editor handles itself, is not): until its own caret stands there, the selection is set on the line as drawn
      // now whenever it is not there. Done once the editor has taken it and draws its caret at that place.
      await waitFor(
        session,
        `(() => {
          const editor = document.querySelector(${json(EDITOR)});
          if (document.activeElement === editor && ${CARET_AT_TABLE_TAG}) return true;
          const place = ${AFTER_TABLE_TAG};
          const selection = getSelection();
          if (place && (selection.anchorNode !== place.node || selection.anchorOffset !== place.offset)) {
            selection.setBaseAndExtent(place.node, place.offset, place.node, place.offset);
          }
          return false;
        })()`,
        'the editor to draw its caret after `<Table<Member>`',
      );
      await session.type(' ');
      // The first list waits for TypeScript and the line's declarations to download (about 1.5 MB).
      await waitFor(session, offers('rowKey'), `a completion list offering rowKey at ${width} px`, HEAVY_WORK_MS);
      const inside = await session.evaluate<boolean>(
        `(() => { const box = ${LIST}.getBoundingClientRect(); return box.left >= 0 && box.right <= document.documentElement.clientWidth; })()`,
      );
      if (!inside) problems.push(`at ${width} px the completion list leaves the window`);
      if (width !== 1280) continue;
      for (const prop of ['scroll', 'sticky'])
        if (!(await session.evaluate<boolean>(offers(prop)))) problems.push(`the completion list does not offer ${prop}`);
      // The selected option shows its API text beside the list, so the keyboard reaches it too, with the line's first
      // version of the prop at its end.
      await session.type('stick');
      await waitFor(
        session,
        `${LIST}?.parentElement.textContent.includes(${json(apiText('sticky'))}) && ${LIST}.parentElement.textContent.includes(${json(`${types.since}: 1.0.0`)})`,
        "sticky's API text and first version beside the list",
      );
      // A prop the table does not have (`stick`, half typed) is a type problem: the note under the editor counts it.
      const note = `[...document.querySelectorAll('${SIMPLE} [role="status"]')].some((status) => status.textContent.startsWith(${json(types.problems(1))}))`;
      await waitFor(session, note, 'the note of one type problem under the editor');
    }
    problems.push(...(await pageErrors(session)));
    fail('the editor’s completions', problems);
  },
};
