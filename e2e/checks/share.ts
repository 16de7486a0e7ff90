import { encodeShare, fingerprintFiles } from '../../lib/live/share';
import { shareMessagesFor } from '../../lib/messages/share';
import { LAYOUT_SETTLED } from '../layout/settled';
import { HEAVY_WORK_MS } from '../limits';
import { fail, json, open, pageErrors, waitFor, WINDOW_HEIGHT, type Check } from './session';
import { EDITOR, SIMPLE } from './simple';

const share = shareMessagesFor('zh-CN');
const NOTICE = `${SIMPLE} [role="status"][aria-label=${json(share.noticeLabel)}]`;
const LIVE_HEADER = `[...document.querySelectorAll('${SIMPLE} [data-live-root] th')].some((th) => th.textContent === 'Shared role')`;

/** The page's width and the window's, and which of the notice, its buttons and the open code panel reach outside the window. */
const SHAPE = `(() => {
  const width = document.documentElement.clientWidth;
  const boxes = [...document.querySelectorAll(${json(`${NOTICE}, ${NOTICE} button, ${SIMPLE} [role="tabpanel"]:not([hidden])`)})].map((element) => {
    const box = element.getBoundingClientRect();
    return { name: element.getAttribute('aria-label') || element.getAttribute('role') || element.textContent.trim(), left: box.left, right: box.right };
  });
  return { page: document.documentElement.scrollWidth, window: width, outside: boxes.filter(({ left, right }) => left < 0 || right > width) };
})()`;

/**
 * Issue 35's share link: the engine inflates the link (its own DecompressionStream); the page scrolls to the demo with
 * its notice below the site header; the code waits in the editor with the original render and the link's global unset;
 * the notice and the page hold their shape at the engine's phone widths and at 1280 px; the code runs on Run.
 */
export const shareCheck: Check = {
  name: 'a share link opens held in the editor, runs only on Run, and holds its shape at phone and desktop widths',
  async run(session, origin) {
    const made = await encodeShare({
      demo: 'simple',
      line: '1.x',
      fingerprint: fingerprintFiles([]),
      files: [
        [
          'index.tsx',
          '(window as unknown as { sharedRan?: boolean }).sharedRan = true;\nexport default () => <table><thead><tr><th>Shared role</th></tr></thead></table>;\n',
        ],
      ],
    });
    if (!made.ok) throw new Error('the check link is too large');
    // Chromium's 375 and 320 px, Firefox's 375: the phone widths each window can take (WebKit's none), then 1280.
    const widths = [...session.probeWidths.filter((width) => width <= 375).sort((a, b) => b - a), 1280];
    await open(session, origin, `/demo/simple${made.hash}`, widths[0]);
    await waitFor(session, `document.querySelector(${json(NOTICE)})?.textContent.includes(${json(share.held)})`, 'the held notice', HEAVY_WORK_MS);
    await waitFor(session, `document.querySelector(${json(EDITOR)})?.textContent.includes('Shared role')`, "the link's code in the editor", HEAVY_WORK_MS);
    // The page scrolls to the demo, its notice below the site's header and its Run button in view.
    await waitFor(
      session,
      `(() => {
        const header = document.querySelector('header').getBoundingClientRect();
        const notice = document.querySelector(${json(NOTICE)}).getBoundingClientRect();
        const run = document.querySelector(${json(`${NOTICE} button`)}).getBoundingClientRect();
        return notice.top >= header.bottom && run.bottom > 0 && run.top < innerHeight;
      })()`,
      'the page to scroll to the notice, below the header',
    );
    const problems: string[] = [];
    if (await session.evaluate<boolean>(`'sharedRan' in window || ${LIVE_HEADER}`)) problems.push("the link's code ran before Run");
    const original = `[...document.querySelectorAll('${SIMPLE} [data-demo-area] th')].some((th) => th.textContent === 'Role' && th.checkVisibility())`;
    if (!(await session.evaluate<boolean>(original))) problems.push('the original demo is not shown while the code waits');
    for (const width of widths) {
      await session.setViewport(width, WINDOW_HEIGHT);
      await session.evaluate(LAYOUT_SETTLED);
      const shape = await session.evaluate<{ page: number; window: number; outside: Array<{ name: string; left: number; right: number }> }>(SHAPE);
      if (shape.page > shape.window) problems.push(`${width}px: the page is ${shape.page}px wide in ${shape.window}px`);
      for (const { name, left, right } of shape.outside) problems.push(`${width}px: ${name} spans ${left}–${right} in ${shape.window}px`);
    }
    // The page keeps the phone layout's scroll offset through the resizes, which at 1280 px puts the button under the
    // sticky header, where a pointer hits the header's links: a reader scrolls to the button first.
    await session.evaluate(`document.querySelector(${json(`${NOTICE} button`)}).scrollIntoView({ block: 'center', behavior: 'instant' })`);
    await session.click(`${NOTICE} button`);
    // Run downloads and starts the compiler.
    await waitFor(session, LIVE_HEADER, 'the shared code to run', HEAVY_WORK_MS);
    if (!(await session.evaluate<boolean>('window.sharedRan === true'))) problems.push("after Run the link's global is unset");
    await waitFor(session, `document.querySelector(${json(NOTICE)})?.textContent.includes(${json(share.ran)})`, 'the notice to say the code ran');
    problems.push(...(await pageErrors(session)));
    fail('share link', problems);
  },
};
