/**
 * How the site looks, the same in every engine (issue 38): the header and the migration guide fit a 320 px window
 * beside a classic scrollbar, and the live editor sets code in the font static code uses. The editor's in-page read
 * and verdict are shared with Chromium's test of the same (e2e/engine-look.spec.ts).
 */
import { zhCN } from '../../lib/messages/zh-CN';
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

/** The first line of /demo/simple's code. */
const EDITOR_LINE = "import { useState } from 'react';";
/** Liberation Mono's advance at the editor's 13.5 px (1229 of 2048 units of the em): each character of code on Linux. */
const ADVANCE = (1229 / 2048) * 13.5;

/** The line's width in Liberation Mono: 267.3 px, or 264 in WebKitGTK, which places glyphs at whole pixels (8 px each). */
const expectedLineWidth = (engine: 'chromium' | 'firefox' | 'webkit'): number => EDITOR_LINE.length * (engine === 'webkit' ? Math.round(ADVANCE) : ADVANCE);

export interface EditorFont {
  text: string;
  editorFamily: string;
  staticFamily: string;
  editorWidth: number;
  staticWidth: number;
}

/**
 * The editor's first line as it is drawn (its family and width), beside a static code element of the page holding the
 * same text at the same size.
 */
export const EDITOR_FONT = `(() => {
  const editor = document.querySelector('section#simple [role="textbox"]');
  const line = editor.firstElementChild;
  const range = document.createRange();
  range.selectNodeContents(line);
  const code = document.createElement('code');
  code.textContent = line.textContent;
  code.style.cssText = 'position: absolute; white-space: pre; font-size: ' + getComputedStyle(line).fontSize;
  document.body.append(code);
  const font = { text: line.textContent, editorFamily: getComputedStyle(line).fontFamily, staticFamily: getComputedStyle(code).fontFamily, editorWidth: range.getBoundingClientRect().width, staticWidth: code.getBoundingClientRect().width };
  code.remove();
  return font;
})()`;

export function editorFontProblems(font: EditorFont, engine: 'chromium' | 'firefox' | 'webkit'): string[] {
  const problems: string[] = [];
  if (font.text !== EDITOR_LINE) problems.push(`the editor's first line reads "${font.text}", not "${EDITOR_LINE}"`);
  if (font.editorFamily !== font.staticFamily) problems.push(`the editor sets code in ${font.editorFamily}, static code in ${font.staticFamily}`);
  if (Math.abs(font.editorWidth - font.staticWidth) > 0.5)
    problems.push(`the line is ${font.editorWidth} px wide in the editor and ${font.staticWidth} px as static code`);
  const expected = expectedLineWidth(engine);
  if (Math.abs(font.editorWidth - expected) > 0.5)
    problems.push(`the line is ${font.editorWidth} px wide, not the ${expected.toFixed(1)} px of Liberation Mono at 13.5 px`);
  return problems;
}

const editorFontCheck: Check = {
  name: "the live editor sets code in static code's font: its first line is as wide as static code, and Liberation Mono's width",
  async run(session, origin) {
    await open(session, origin, '/demo/simple');
    await session.click(`section#simple button[aria-label=${json(zhCN.showCode)}]`);
    await waitFor(session, `document.querySelector('section#simple [role="textbox"]')?.firstElementChild?.textContent`, 'the editor');
    fail('the live editor', editorFontProblems(await session.evaluate<EditorFont>(EDITOR_FONT), session.name));
  },
};

export const lookChecks: Check[] = [narrowCheck, editorFontCheck];
