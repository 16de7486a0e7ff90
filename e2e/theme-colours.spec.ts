import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { switchToDark } from './axe';
import { expect, test } from './fixtures';
import { messages, waitForDemoHydration, waitForElementHydration } from './helpers';
import { NOT_FOUND_PAGES } from './layout/pages';
import { HEIGHT } from './layout/widths';
import { outDir } from './static-export';

/**
 * The dark theme changes colours only, so the per-page checks audit its colours alone (axe's colour rules in
 * e2e/page-checks.ts) and take its layout and its other rules from the light theme. Two proofs:
 * - every rule of every built stylesheet that applies in the dark theme only sets colours: colour properties, and
 *   custom properties whose values are colours or shadows;
 * - on a page of every template, every element keeps its box, font weight and font style when the theme turns dark.
 */

/** What each property a dark-only rule sets is, by the browser's own CSS parser (inside the page). */
interface DarkDeclaration {
  sheet: string;
  selector: string;
  property: string;
  value: string;
  /** The whole rule, as the browser reads it back. */
  rule: string;
}

/** Longhand properties that paint and never move anything. */
const COLOUR_PROPERTIES =
  /^(color|background-color|background-image|border-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)-color|outline-color|text-decoration-color|-webkit-text-decoration-color|caret-color|accent-color|fill|stroke|box-shadow|text-shadow|color-scheme|scrollbar-color|-webkit-tap-highlight-color)$/;

test('every rule of every stylesheet that applies in the dark theme only sets colours', async ({ page }) => {
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  const sheets = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ name: file, text: fs.readFileSync(path.join(chunks, file), 'utf8') }));
  await page.goto('/');
  const declarations = await page.evaluate((all) => {
    const found: DarkDeclaration[] = [];
    const visit = (rules: CSSRuleList, sheet: string, darkMedia: boolean) => {
      for (const rule of Array.from(rules)) {
        const dark = darkMedia || (rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText));
        if (rule instanceof CSSStyleRule && (dark || /\[data-prefers-color="?dark"?\]/.test(rule.selectorText))) {
          for (const property of Array.from(rule.style))
            found.push({ sheet, selector: rule.selectorText, property, value: rule.style.getPropertyValue(property).trim(), rule: rule.cssText });
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, sheet, dark);
      }
    };
    for (const { name, text } of all) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      visit(sheet.cssRules, name, false);
    }
    return found;
  }, sheets);
  const colourValue = (value: string) =>
    page.evaluate((text) => CSS.supports('color', text) || CSS.supports('box-shadow', text) || CSS.supports('background-image', text), value);
  const offending: string[] = [];
  for (const { sheet, selector, property, value, rule } of declarations) {
    if (COLOUR_PROPERTIES.test(property)) continue;
    if (property.startsWith('--') && (await colourValue(value))) continue;
    // The switches of Lightning CSS's stand-in for `light-dark()`, which takes colours only.
    if (/^--lightningcss-(light|dark)$/.test(property)) continue;
    // Shiki's dark token styles (a shorthand's longhands read empty until its variable is known): its light and dark
    // themes give every token the same weight and style, which the comparison of boxes below shows on pages full
    // of highlighted code.
    if (/^(font-style|font-weight|(-webkit-)?text-decoration(-line|-style|-thickness|-color)?)$/.test(property) && rule.includes('var(--s-d')) continue;
    offending.push(`${sheet}: ${selector} { ${property}: ${value} }`);
  }
  expect(declarations.length, 'dark-only declarations found').toBeGreaterThan(20);
  expect(offending).toEqual([]);
});

/**
 * Every element's box and font, in document order: what would move if a theme changed more than colours. An element
 * that is not rendered (in a closed `<details>`, `display: none`) has no box to compare.
 */
function geometry(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *')).map((element) => {
      if (!element.checkVisibility()) return `${element.tagName} not rendered`;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const at = (value: number) => Math.round(value * 2) / 2;
      return `${element.tagName} ${at(box.x)},${at(box.y)} ${at(box.width)}×${at(box.height)} ${style.fontWeight} ${style.fontStyle}`;
    }),
  );
}

/** One page of every template in both editions and lines, with code blocks, an open code panel and a demo alone. */
const PAGES = ['/', '/en/changelog', '/7.x/demo', '/demo/fixed-columns', '/en/7.x/demo/virtual-list', '/migration', '/~demos/shadow', NOT_FOUND_PAGES[1]];

for (const address of PAGES) {
  test.describe(() => {
    test.use({ allowDocument404: NOT_FOUND_PAGES.includes(address) });
    test(`${address}: every element keeps its box and font in the dark theme`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await page.goto(address);
      await waitForDemoHydration(page);
      // Open a code panel where there is one: highlighted code is where a theme could change a font.
      const showCode = page.getByRole('button', { name: messages.showCode }).first();
      if ((await showCode.count()) > 0) {
        await waitForElementHydration(showCode);
        await showCode.click();
        await expect(page.getByRole('textbox', { name: messages.editorLabel('index.tsx') })).toBeVisible();
      }
      // The editor lays its lines out from estimates until it has measured them, which a busy machine may hold back
      // past two quiet reads: wait until its gutter is as tall as its lines, then read the light theme once nothing
      // moves.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Array.from(document.querySelectorAll('.cm-editor')).every((editor) => {
                const gutters = editor.querySelector('.cm-gutters');
                const content = editor.querySelector('.cm-content');
                return !gutters || !content || Math.abs(gutters.getBoundingClientRect().height - content.getBoundingClientRect().height) < 1;
              }),
            ),
          { message: 'the editor to measure its lines' },
        )
        .toBe(true);
      let light: string[] = [];
      await expect
        .poll(
          async () => {
            const before = light;
            light = await geometry(page);
            return JSON.stringify(light) === JSON.stringify(before);
          },
          { message: 'the page to stop moving in the light theme' },
        )
        .toBe(true);
      await switchToDark(page);
      await expect.poll(() => geometry(page), { message: 'boxes and fonts in the dark theme' }).toEqual(light);
    });
  });
}
