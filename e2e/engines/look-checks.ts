/**
 * How the site looks, the same in every engine (issue 38): the header and the migration guide fit a 320 px window
 * beside a classic scrollbar.
 */
import { LAYOUT_SETTLED } from '../layout/settled';
import type { Check } from './checks';
import { waitFor, type EngineSession } from './session';

const json = (text: string): string => JSON.stringify(text);
const HYDRATED = `document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('[data-demo-root]:not([data-hydrated])')`;

function fail(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}:\n  ${problems.join('\n  ')}`);
}

async function open(session: EngineSession, origin: string, path: string): Promise<void> {
  await session.setViewport(1280, 800);
  await session.goto(origin + path);
  await waitFor(session, HYDRATED, `${path} to hydrate`);
}

/** Each edition's home and migration guide: the English header was the widest, the guide's page the widest page. */
const NARROW_PAGES = ['/', '/en/', '/migration', '/en/migration'];
const FRAME = 'iframe#narrow-window';

/**
 * Opens `path` in a 320 × 800 frame over the current page: a 320 px window with its own media queries and
 * scrollbars (WebKit's own window cannot be made narrower than about 447 px).
 */
const OPEN_FRAME = (path: string) => `(() => {
  document.querySelector(${json(FRAME)})?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'narrow-window';
  frame.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 2147483647; width: 320px; height: 800px; border: 0';
  frame.src = ${json(path)};
  document.body.append(frame);
})()`;

const FRAME_HYDRATED = `(() => { const doc = document.querySelector(${json(FRAME)})?.contentDocument; return doc && doc.readyState === 'complete' && doc.documentElement.hasAttribute('data-hydrated'); })()`;

interface FrameWidths {
  window: number;
  client: number;
  scroll: number;
  sticking: string[];
}

/**
 * The frame's window, viewport and page widths, and the outermost elements reaching past its viewport (leaving out
 * what a box of its own scrolls or clips, such as a code block's lines).
 */
const FRAME_WIDTHS = `(async () => {
  const frame = document.querySelector(${json(FRAME)});
  await frame.contentWindow.eval(${json(LAYOUT_SETTLED)});
  const root = frame.contentDocument.documentElement;
  const body = frame.contentDocument.body;
  const past = (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
  const clipped = (element) => {
    for (let parent = element.parentElement; parent && parent !== body; parent = parent.parentElement) {
      if (frame.contentWindow.getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const sticking = [...body.querySelectorAll('*')]
    .filter((element) => past(element) && (element.parentElement === body || !past(element.parentElement)) && !clipped(element))
    .slice(0, 4)
    .map((element) => '<' + element.tagName.toLowerCase() + '> "' + (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30) + '" to ' + Math.round(element.getBoundingClientRect().right) + 'px');
  return { window: frame.contentWindow.innerWidth, client: root.clientWidth, scroll: root.scrollWidth, sticking };
})()`;

const narrowCheck: Check = {
  name: `at 320 px beside a classic scrollbar, ${NARROW_PAGES.join(', ')} fit their window`,
  async run(session, origin) {
    // Any page holds the frame: a standalone demo is the lightest.
    await open(session, origin, '/~demos/simple');
    const problems: string[] = [];
    for (const path of NARROW_PAGES) {
      await session.evaluate(OPEN_FRAME(origin + path));
      await waitFor(session, FRAME_HYDRATED, `${path} to hydrate in the 320 px frame`);
      const widths = await session.evaluate<FrameWidths>(FRAME_WIDTHS);
      if (widths.window !== 320 || widths.client >= widths.window) {
        problems.push(`${path}: the frame is ${widths.window} px wide with ${widths.client} px of page: no classic scrollbar to leave room for`);
      }
      if (widths.scroll > widths.client) problems.push(`${path} is ${widths.scroll} px wide in ${widths.client} px: ${widths.sticking.join('; ')}`);
    }
    await session.evaluate(`document.querySelector(${json(FRAME)}).remove()`);
    fail('pages wider than a 320 px window', problems);
  },
};

export const lookChecks: Check[] = [narrowCheck];
