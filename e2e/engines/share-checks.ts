import { encodeShare, fingerprintFiles } from '../../lib/live/share';
import { shareMessagesFor } from '../../lib/messages/share';
import { zhCN } from '../../lib/messages/zh-CN';
import { LAYOUT_SETTLED } from '../layout/settled';
import { HEAVY_WORK_MS } from '../limits';
import type { Check } from './checks';
import { HYDRATED, waitFor, WINDOW_HEIGHT, type EngineSession } from './session';

const json = (text: string): string => JSON.stringify(text);
const share = shareMessagesFor('zh-CN');
const NOTICE = `section#simple [role="status"][aria-label=${json(share.noticeLabel)}]`;
const EDITOR = `section#simple [role="textbox"][aria-label=${json(zhCN.editorLabel('index.tsx'))}]`;
const LIVE_HEADER = `[...document.querySelectorAll('section#simple [data-live-root] th')].some((th) => th.textContent === 'Shared role')`;

/**
 * Issue 35's share link in Firefox and WebKit: the engine inflates the link (its own DecompressionStream), the
 * code waits in the editor with the original render and the link's global unset, runs on Run, and the notice and
 * page hold their shape at the engine's narrowest width and at 1280 px.
 */
export const shareCheck: Check = {
  name: 'a share link opens held in the editor, runs only on Run, and holds its shape at phone and desktop widths',
  async run(session: EngineSession, origin: string) {
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
    await session.setViewport(1280, WINDOW_HEIGHT);
    await session.goto(`${origin}/demo/simple${made.hash}`);
    await waitFor(session, HYDRATED, '/demo/simple to hydrate', HEAVY_WORK_MS);
    await waitFor(session, `document.querySelector(${json(NOTICE)})?.textContent.includes(${json(share.held)})`, 'the held notice', HEAVY_WORK_MS);
    await waitFor(session, `document.querySelector(${json(EDITOR)})?.textContent.includes('Shared role')`, "the link's code in the editor", HEAVY_WORK_MS);
    const problems: string[] = [];
    if (await session.evaluate<boolean>(`'sharedRan' in window || ${LIVE_HEADER}`)) problems.push("the link's code ran before Run");
    for (const width of [session.probeWidths[0], 1280]) {
      await session.setViewport(width, WINDOW_HEIGHT);
      await session.evaluate(LAYOUT_SETTLED);
      const shape = await session.evaluate<{ page: number; window: number; notice: number }>(
        `({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth, notice: document.querySelector(${json(NOTICE)}).getBoundingClientRect().right })`,
      );
      if (shape.page > shape.window || shape.notice > shape.window)
        problems.push(`${width}px: page ${shape.page}px and notice to ${shape.notice}px in ${shape.window}px`);
    }
    await session.click(`${NOTICE} button`);
    // Run downloads and starts the compiler.
    await waitFor(session, LIVE_HEADER, 'the shared code to run', HEAVY_WORK_MS);
    if (!(await session.evaluate<boolean>('window.sharedRan === true'))) problems.push("after Run the link's global is unset");
    problems.push(...(await session.evaluate<string[]>('window.__pageErrors || []')), ...session.takeDriverErrors());
    if (problems.length > 0) throw new Error(`share link:\n  ${problems.join('\n  ')}`);
  },
};
