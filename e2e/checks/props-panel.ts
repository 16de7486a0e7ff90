import { playgroundMessagesFor } from '../../lib/messages/playground';
import { HEAVY_WORK_MS } from '../limits';
import { fail, json, open, waitFor, type Check } from './session';
import { SHOW_CODE, SIMPLE } from './simple';

const props = playgroundMessagesFor('zh-CN');
/** The `showHeader` switch of the props panel, found by its label's text as a reader finds it. */
const SWITCH = `[...document.querySelectorAll(${json(`${SIMPLE} [role="switch"]`)})].find((input) => input.labels[0]?.textContent.trim() === 'showHeader')`;
const SUMMARY = `[...document.querySelectorAll(${json(`${SIMPLE} summary`)})].find((node) => node.textContent === ${json(props.title('Table'))})`;
const LIVE_CELLS = `document.querySelectorAll(${json(`${SIMPLE} [data-live-root] td`)}).length`;
const LIVE_HEADERS = `document.querySelectorAll(${json(`${SIMPLE} [data-live-root] th`)}).length`;

/**
 * The props panel (issue 36): its fold opens on a click, a switch shows its prop's value and writes its prop into the
 * demo's code, and the demo follows as after a typed edit, here the header going away. Chromium's spec goes on from
 * here on the same page (e2e/props-panel.spec.ts: the code, Undo, a typed prop, Reset).
 */
export const playgroundCheck: Check = {
  name: "the props panel's showHeader switch takes the header out of the live demo",
  async run(session, origin) {
    await open(session, origin, '/demo/simple');
    await session.click(SHOW_CODE);
    // The panel's chunk, which comes with the parser that reads the code.
    await waitFor(session, SUMMARY, 'the props panel', HEAVY_WORK_MS);
    const problems: string[] = [];
    if (await session.evaluate<boolean>(`!!${SWITCH}?.checkVisibility()`)) problems.push("the panel's fold is open before a reader opens it");
    await session.evaluate(`${SUMMARY}.scrollIntoView({ block: 'center' })`);
    await session.evaluate(`${SUMMARY}.setAttribute('data-check-target', 'summary')`);
    await session.click('[data-check-target="summary"]');
    await waitFor(session, `${SWITCH}?.checkVisibility()`, 'the showHeader switch');
    if (!(await session.evaluate<boolean>(`${SWITCH}.checked`))) problems.push('the showHeader switch is off before the click, with the header shown');
    if (
      !(await session.evaluate<boolean>(`[...document.querySelectorAll(${json(`${SIMPLE} [data-demo-area] th`)})].some((th) => th.textContent === 'Name')`))
    ) {
      problems.push('the demo shows no "Name" header before the click');
    }
    await session.evaluate(`${SWITCH}.setAttribute('data-check-target', 'switch')`);
    await session.click('[data-check-target="switch"]');
    // The demo's first live run downloads and starts the compiler.
    await waitFor(session, `${LIVE_CELLS} > 0 && ${LIVE_HEADERS} === 0`, 'the live demo without its header', HEAVY_WORK_MS);
    if (await session.evaluate<boolean>(`${SWITCH}.checked`)) problems.push('the switch is still on after the click');
    await session.evaluate('localStorage.clear()');
    fail('the props panel', problems);
  },
};
