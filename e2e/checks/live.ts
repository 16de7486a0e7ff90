import { liveZhCN as live } from '../../lib/messages/live/zh-CN';
import { HEAVY_WORK_MS } from '../limits';
import { fail, json, open, pageErrors, waitFor, type Check, type EngineSession } from './session';
import { EDITOR, SHOW_CODE, SIMPLE, simpleSource } from './simple';

/** True while the given part of the simple demo shows a header cell reading `text` (the original demo stays, hidden, beside a live one). */
const header = (part: string, text: string) =>
  `[...document.querySelectorAll(${json(`${SIMPLE} ${part} th`)})].some((th) => th.textContent === ${json(text)} && th.checkVisibility())`;
const ALERT = `document.querySelector(${json(`${SIMPLE} [role="alert"]`)})?.textContent.trim()`;

/** What a syntax error on `line` of the entry file says first: the file, the line and a column. */
function syntaxErrorStart(line: number): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(live.liveProblem(live.liveAt('index.tsx', line, -1), '')).replace(escape('-1'), '\\d+')}`);
}

/**
 * Selects the text of the string literal `'text'` in the editor, as a reader's double click would, and waits until the
 * editor has taken the selection (it draws it).
 */
async function selectInEditor(session: EngineSession, text: string): Promise<void> {
  const selected = await session.evaluate<boolean>(`(() => {
    const editor = document.querySelector(${json(EDITOR)});
    editor.focus();
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.data.indexOf(${json(`'${text}'`)});
      if (at >= 0) {
        getSelection().setBaseAndExtent(node, at + 1, node, at + 1 + ${text.length});
        return true;
      }
    }
    return false;
  })()`);
  if (!selected) throw new Error(`the editor shows no '${text}' to select`);
  await waitFor(session, `document.querySelector('${SIMPLE} .cm-selectionBackground')`, `the editor to take the selection of '${text}'`);
}

export const liveCheck: Check = {
  name: 'a live edit shows in the table and its own state works; a syntax error names its line and keeps the last table; the page still answers',
  async run(session, origin) {
    await open(session, origin, '/demo/simple');
    await session.click(SHOW_CODE);
    await waitFor(session, `document.querySelector(${json(EDITOR)})`, 'the editor', HEAVY_WORK_MS);
    // Its first focus switches the types on, which redraws the editor: a selection set in the page's DOM before
    // that (unlike a reader's double click, which the editor handles itself) is overwritten by the editor's own.
    await session.evaluate(`document.querySelector(${json(EDITOR)}).focus()`);
    await waitFor(session, `document.querySelector('${SIMPLE} .cm-types-note')`, 'the editor to switch its types on', HEAVY_WORK_MS);
    // Type over the header title 'Role'.
    await selectInEditor(session, 'Role');
    await session.type('Job title');
    // The first edit downloads and starts the compiler (3 MB): wait for its outcome.
    await waitFor(session, `${header('[data-live-root]', 'Job title')} || ${ALERT}`, 'the first edit to compile', HEAVY_WORK_MS);
    const compileError = await session.evaluate<string | undefined>(ALERT);
    if (compileError) throw new Error(`the edit shows an error instead of the table: ${compileError}`);
    const problems: string[] = [];
    if (await session.evaluate<boolean>(header('[data-demo-area]', 'Role'))) problems.push('the original "Role" header still shows beside the edit');
    // The edited demo is live: its own state still works.
    await session.evaluate(
      `[...document.querySelectorAll(${json(`${SIMPLE} [data-live-root] button`)})].find((button) => button.textContent.startsWith('Add a visit')).setAttribute('data-check-target', 'add-visit')`,
    );
    await session.click('[data-check-target="add-visit"]');
    await waitFor(
      session,
      `[...document.querySelectorAll(${json(`${SIMPLE} [data-live-root] td`)})].some((cell) => cell.textContent === 'Ada: 1')`,
      "the live demo's own button to count a visit",
    );

    // A syntax error at the end of the edited line (the click above took the focus: back to the editor first).
    await selectInEditor(session, 'Job title');
    await session.press('End');
    await session.type(' = ;');
    await waitFor(session, ALERT, 'the syntax error message');
    const line =
      simpleSource()
        .split('\n')
        .findIndex((text) => text.includes("title: 'Role'")) + 1;
    const message = (await session.evaluate<string>(ALERT)) ?? '';
    if (!syntaxErrorStart(line).test(message)) problems.push(`the syntax error says "${message}", not where it is (line ${line})`);
    if (!(await session.evaluate<boolean>(header('[data-demo-area]', 'Job title')))) problems.push('the last good table is gone after the syntax error');
    problems.push(...(await pageErrors(session)));
    // The page answers: its colour switch still changes the theme (a page stuck in a script never would).
    const other = (await session.evaluate<string>(`document.documentElement.getAttribute('data-prefers-color')`)) === 'dark' ? 'light' : 'dark';
    await session.selectOption('header select', other);
    await waitFor(session, `document.documentElement.getAttribute('data-prefers-color') === ${json(other)}`, 'the colour switch to answer after the error');
    await session.evaluate('localStorage.clear()');
    fail('live edit', problems);
  },
};
