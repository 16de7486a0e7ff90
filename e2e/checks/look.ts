/**
 * How the site looks, the same in every engine (issue 38): the header and the migration guide fit a 320 px window
 * beside a classic scrollbar, the live editor sets code in the font static code uses, and the site's selects and a
 * demo's select and number field are one height and colour. Chromium runs the last two (e2e/engine-look.spec.ts); the
 * first needs a classic scrollbar, which Chromium under Playwright hides, and its every-page check probes these pages
 * at 320 px itself.
 */
import { site } from '../../lib/site';
import { LAYOUT_SETTLED } from '../layout/settled';
import { HEAVY_WORK_MS } from '../limits';
import { colourDistance, crop, decodePng, pixel, type Box } from './pixels';
import { fail, json, open, waitFor, type Check, type EngineSession } from './session';
import { SHOW_CODE } from './simple';

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

export const narrowCheck: Check = {
  name: `at 320 px beside a classic scrollbar, ${NARROW_PAGES.join(', ')} fit their window`,
  async run(session, origin) {
    // Any page holds the frame: a standalone demo is the lightest.
    await open(session, origin, '/~demos/simple');
    const problems: string[] = [];
    for (const path of NARROW_PAGES) {
      await session.evaluate(OPEN_FRAME(origin + path));
      await waitFor(session, FRAME_HYDRATED, `${path} to hydrate in the 320 px frame`, HEAVY_WORK_MS);
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
const expectedLineWidth = (engine: EngineSession['name']): number => EDITOR_LINE.length * (engine === 'webkit' ? Math.round(ADVANCE) : ADVANCE);

interface EditorFont {
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
const EDITOR_FONT = `(() => {
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

function editorFontProblems(font: EditorFont, engine: EngineSession['name']): string[] {
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

export const editorFontCheck: Check = {
  name: "the live editor sets code in static code's font: its first line is as wide as static code, and Liberation Mono's width",
  async run(session, origin) {
    await open(session, origin, '/demo/simple');
    await session.click(SHOW_CODE);
    await waitFor(session, `document.querySelector('section#simple [role="textbox"]')?.firstElementChild?.textContent`, 'the editor', HEAVY_WORK_MS);
    fail('the live editor', editorFontProblems(await session.evaluate<EditorFont>(EDITOR_FONT), session.name));
  },
};

/** Every select and field the site draws, and a demo's, is this tall (2.25em of 16 px) in every engine. */
const CONTROL_HEIGHT = 36;
/** What each theme paints inside a control (--bg), and the select's arrow (--muted). */
const THEME_COLOURS = {
  light: { background: [255, 255, 255], arrow: [87, 96, 106] },
  dark: { background: [13, 17, 23], arrow: [158, 167, 179] },
} as const;

/** The controls each page's check looks at: the migration assistant's "Read as" select, a demo's select and number field. */
const LOOK_CONTROLS: Array<{ path: string; controls: Array<{ name: string; selector: string }> }> = [
  { path: '/migration', controls: [{ name: 'the migration assistant\'s "Read as" select', selector: 'main [data-island] select' }] },
  {
    path: '/demo/scroll-to',
    controls: [
      { name: "the scroll-to demo's align select", selector: 'section#scroll-to [data-demo-root] select' },
      { name: "the scroll-to demo's row field", selector: 'section#scroll-to [data-demo-root] input[type="number"]' },
    ],
  },
];

interface ControlShape {
  name: string;
  select: boolean;
  appearance: string;
  box: Box;
  width: number;
}

/** Scrolls the first control to the middle of the window, waits for the layout to settle, and reads each one's box and appearance. */
const CONTROL_SHAPES = (controls: Array<{ name: string; selector: string }>) => `(async () => {
  const controls = ${JSON.stringify(controls)};
  document.querySelector(controls[0].selector).scrollIntoView({ block: 'center', behavior: 'instant' });
  await ${LAYOUT_SETTLED};
  return controls.map(({ name, selector }) => {
    const element = document.querySelector(selector);
    const style = getComputedStyle(element);
    const r = element.getBoundingClientRect();
    return { name, select: element.tagName === 'SELECT', appearance: style.appearance || style.webkitAppearance, box: { x: r.x, y: r.y, width: r.width, height: r.height }, width: window.innerWidth };
  });
})()`;

/**
 * How each control, in a screenshot of the viewport, differs from the one look every engine must show: the site's
 * height, the theme's background inside its left padding, and for a select no native control and the site's arrow.
 */
function controlLookProblems(shapes: ControlShape[], png: Buffer, theme: keyof typeof THEME_COLOURS): string[] {
  const image = decodePng(png);
  const problems: string[] = [];
  for (const { name, select, appearance, box, width } of shapes) {
    const scale = image.width / width;
    const expected = THEME_COLOURS[theme];
    if (Math.abs(box.height - CONTROL_HEIGHT) > 0.01) problems.push(`${name} is ${box.height} px tall, not ${CONTROL_HEIGHT}`);
    const inside = pixel(image, (box.x + 4) * scale, (box.y + box.height / 2) * scale);
    if (colourDistance(inside, expected.background) > 2)
      problems.push(`${name} is painted rgb(${inside}) inside, not the ${theme} theme's rgb(${expected.background})`);
    if (!select) continue;
    if (appearance !== 'none') problems.push(`${name}'s appearance is "${appearance}": the engine draws its own control`);
    const arrowBox = crop(image, { x: box.x + box.width - 28, y: box.y + 2, width: 26, height: box.height - 4 }, scale);
    let strongest: readonly number[] = expected.background;
    for (let at = 0; at < arrowBox.data.length; at += 4) {
      const colour = [arrowBox.data[at], arrowBox.data[at + 1], arrowBox.data[at + 2]];
      if (colourDistance(colour, expected.background) > colourDistance(strongest, expected.background)) strongest = colour;
    }
    if (colourDistance(strongest, expected.arrow) > 48)
      problems.push(`${name}'s arrow is drawn in rgb(${strongest}), not the site's chevron in rgb(${expected.arrow})`);
  }
  return problems;
}

export const controlChecks: Check[] = LOOK_CONTROLS.map(({ path, controls }) => ({
  name: `${path}: ${controls.map(({ name }) => name).join(', ')}: each ${CONTROL_HEIGHT} px tall, in the theme's colours, light and dark`,
  async run(session, origin) {
    await open(session, origin, path);
    await waitFor(session, `!document.querySelector('header select').disabled`, 'the colour switch to be enabled');
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await session.selectOption('header select', theme);
      await waitFor(session, `document.documentElement.getAttribute('data-prefers-color') === ${json(theme)}`, `the ${theme} theme`);
      const shapes = await session.evaluate<ControlShape[]>(CONTROL_SHAPES(controls));
      problems.push(...controlLookProblems(shapes, await session.screenshot(), theme).map((problem) => `${theme}: ${problem}`));
    }
    await session.evaluate(`localStorage.removeItem(${json(site.colorStorageKey)})`);
    fail(path, problems);
  },
}));
