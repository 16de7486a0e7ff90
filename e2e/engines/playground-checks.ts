import { playgroundMessagesFor } from '../../lib/messages/playground';
import { zhCN } from '../../lib/messages/zh-CN';
import { HEAVY_WORK_MS } from '../limits';
import type { Check } from './checks';
import { HYDRATED, waitFor, WINDOW_HEIGHT, type EngineSession } from './session';

const json = (text: string): string => JSON.stringify(text);
const props = playgroundMessagesFor('zh-CN');
const SECTION = 'section#simple';
/** The `showHeader` switch of the props panel, found by its label's text as a reader finds it. */
const SWITCH = `[...document.querySelectorAll(${json(`${SECTION} [role="switch"]`)})].find((input) => input.labels[0]?.textContent.trim() === 'showHeader')`;
const LIVE_CELLS = `document.querySelectorAll(${json(`${SECTION} [data-live-root] td`)}).length`;
const LIVE_HEADERS = `document.querySelectorAll(${json(`${SECTION} [data-live-root] th`)}).length`;

/**
 * The props panel in Firefox and WebKit (issue 36): its fold opens, a switch writes its prop into the demo's code, and
 * the demo follows as after a typed edit, here the header going away.
 */
export const playgroundCheck: Check = {
  name: "the props panel's showHeader switch takes the header out of the live demo",
  async run(session: EngineSession, origin: string) {
    await session.setViewport(1280, WINDOW_HEIGHT);
    await session.goto(`${origin}/demo/simple`);
    await waitFor(session, HYDRATED, '/demo/simple to hydrate', HEAVY_WORK_MS);
    await session.click(`${SECTION} button[aria-label=${json(zhCN.showCode)}]`);
    const summary = `[...document.querySelectorAll(${json(`${SECTION} summary`)})].find((node) => node.textContent === ${json(props.title('Table'))})`;
    await waitFor(session, summary, 'the props panel', HEAVY_WORK_MS);
    await session.evaluate(`${summary}.scrollIntoView({ block: 'center' })`);
    await session.evaluate(`${summary}.setAttribute('data-check-target', 'summary')`);
    await session.click('[data-check-target="summary"]');
    await waitFor(session, `${SWITCH}?.checkVisibility()`, 'the showHeader switch');
    await session.evaluate(`${SWITCH}.setAttribute('data-check-target', 'switch')`);
    await session.click('[data-check-target="switch"]');
    await waitFor(session, `${LIVE_CELLS} > 0 && ${LIVE_HEADERS} === 0`, 'the live demo without its header', HEAVY_WORK_MS);
    if (await session.evaluate<boolean>(`${SWITCH}.checked`)) throw new Error('the switch is still on after the click');
    await session.evaluate('localStorage.clear()');
  },
};
