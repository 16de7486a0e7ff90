import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localeOfPath } from '../lib/i18n/locales';
import { lineById, type LineId } from '../lib/lines/lines';
import { lineOfPath } from '../lib/lines/paths';
import type { Registry } from '../lib/registry/types';
import type { SitePage } from './layout/pages';

/**
 * The controls the table package renders itself, as its stylesheet names them: every expand icon (each row's, and
 * the header's expand-all `<button>` of `showExpandAll`) and the sticky scroll bar's thumb. Everything else a
 * demo's table holds that a reader operates (selection checkboxes, filter triggers, custom expand icons, resize
 * handles) is the demo's own.
 */
const PACKAGE_CONTROLS = ['.rc-table-row-expand-icon', '.rc-table-sticky-scroll-bar'];

/** What is compared: the box's size (offset, so a hover transform does not count), padding, border, radius, font. */
const PROPERTIES = [
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
] as const;

/** What a control inherits from its parent: pinned on the parent in the bare page, so only the control's own rules differ. */
const INHERITED = ['font-family', 'font-size', 'font-weight', 'font-style', 'font-stretch', 'line-height', 'letter-spacing', 'direction'] as const;

/** One element of the chain from the table's root down to a control: what of it the package's selectors can see. */
interface Link {
  tag: string;
  attributes: Array<[string, string]>;
}

/** A control as the site renders it: the chain that rebuilds it, its parent's inherited font, and what it measured. */
interface Control {
  label: string;
  chain: Link[];
  inherited: Array<[string, string]>;
  measured: Record<string, string>;
}

/** The package stylesheet of each line, read once per worker from the installed package, as a sandbox export uses it. */
const stylesheets = new Map<LineId, string>();

function stylesheetOf(line: LineId): string {
  let css = stylesheets.get(line);
  if (css === undefined) {
    css = fs.readFileSync(path.join(__dirname, '..', 'node_modules', lineById(line).stylesheet), 'utf8');
    // A renamed class would make this check find nothing and pass: each selector must still be the package's.
    const missing = PACKAGE_CONTROLS.filter((selector) => !css!.includes(`${selector} {`));
    if (missing.length > 0) throw new Error(`${lineById(line).stylesheet} no longer styles ${missing.join(', ')}: update PACKAGE_CONTROLS`);
    stylesheets.set(line, css);
  }
  return css;
}

/** What the package's stylesheet alone gave a control of the same chain and inherited font, by key, per worker. */
const reference = new Map<string, Record<string, string>>();

/**
 * The pages this check runs on: every demo page of every line in the zh-CN edition, and every standalone demo the
 * per-page test loads. An English page is left out: the one root layout (app/layout.tsx) gives both editions the
 * same stylesheets (globals.css, the previewer's modules, the package's layer), and its demos render the very
 * markup of its zh-CN twin (the first test of e2e/every-page.spec.ts), so it would measure the same controls.
 */
export function checksPackageControls(target: SitePage): boolean {
  return target.standalone || (target.demos.length > 0 && localeOfPath(target.path) === 'zh-CN' && !target.path.includes('?'));
}

/** The line a page's demos are on: a standalone demo's own, or the page's. */
function lineOf(target: SitePage, registry: Registry): LineId {
  return target.standalone ? registry.demos[decodeURIComponent(target.path.slice('/~demos/'.length))].line : lineOfPath(target.path);
}

/**
 * Each control the table package renders on the page has the size, padding, border, radius and font the package's
 * own stylesheet gives it: the same control, rebuilt with its chain of elements from the table's root (tags,
 * classes, inline styles) in a bare page that loads only the installed package's stylesheet, with its parent's font
 * pinned to what it inherits on the site, measures the same. A site rule that reaches into the table (the demo
 * controls' look, a reset of every `<button>`) makes them differ, in whichever cascade layer it sits: the
 * expand-all button of `/demo/expand-column-title` once measured 26×16 px with `4px 12px` padding there.
 * Runs on the page as the per-page checks left it (sizes do not depend on the colour mode: e2e/theme-colours.spec.ts);
 * returns one line per control that differs.
 */
export async function checkPackageControls(page: Page, target: SitePage, registry: Registry): Promise<string[]> {
  if (!checksPackageControls(target)) return [];
  const line = lineOf(target, registry);
  const css = stylesheetOf(line);
  const controls = await page.evaluate(
    ([selector, properties, inherited]) => {
      const found = new Map<string, Control>();
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        // Not rendered (a hidden original beside a live render, a closed tab): nothing a reader sees.
        if (element.getClientRects().length === 0 || !element.parentElement) continue;
        const root = element.closest('.rc-table') ?? element;
        const chain: Link[] = [];
        for (let link: HTMLElement | null = element; link; link = link === root ? null : link.parentElement) {
          chain.unshift({
            tag: link.tagName.toLowerCase(),
            attributes: ['class', 'style', 'dir', 'type'].flatMap((name): Array<[string, string]> => {
              const value = link!.getAttribute(name);
              return value === null ? [] : [[name, value]];
            }),
          });
        }
        const parent = getComputedStyle(element.parentElement);
        const style = getComputedStyle(element);
        const measured: Record<string, string> = { size: `${element.offsetWidth}×${element.offsetHeight}` };
        for (const property of properties) measured[property] = style.getPropertyValue(property);
        const control: Control = {
          label: `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} in #${element.closest('section[id]')?.id ?? 'main'}`,
          chain,
          inherited: inherited.map((property) => [property, parent.getPropertyValue(property)]),
          measured,
        };
        found.set(JSON.stringify([control.chain, control.inherited, control.measured]), control);
      }
      return Array.from(found.values());
    },
    [PACKAGE_CONTROLS.join(', '), PROPERTIES, INHERITED] as const,
  );
  const keyOf = (control: Control) => JSON.stringify([line, control.chain, control.inherited]);
  const unmeasured = [...new Map(controls.filter((control) => !reference.has(keyOf(control))).map((control) => [keyOf(control), control])).values()];
  if (unmeasured.length > 0) {
    const bare = await page.context().newPage();
    try {
      await bare.setContent(`<!doctype html><html><head><style>${css}</style></head><body></body></html>`);
      const measuredAlone = await bare.evaluate(
        ([rebuilt, properties]) =>
          rebuilt.map(({ chain, inherited }) => {
            let parent: HTMLElement = document.body;
            let element: HTMLElement = parent;
            chain.forEach((link, index) => {
              element = document.createElement(link.tag);
              for (const [name, value] of link.attributes) element.setAttribute(name, value);
              // The control's parent passes on what it inherits on the site.
              if (index === chain.length - 2) for (const [name, value] of inherited) element.style.setProperty(name, value);
              parent.append(element);
              parent = element;
            });
            if (chain.length === 1) for (const [name, value] of inherited) document.body.style.setProperty(name, value);
            const style = getComputedStyle(element);
            const measured: Record<string, string> = { size: `${element.offsetWidth}×${element.offsetHeight}` };
            for (const property of properties) measured[property] = style.getPropertyValue(property);
            return measured;
          }),
        [unmeasured.map(({ chain, inherited }) => ({ chain, inherited })), PROPERTIES] as const,
      );
      unmeasured.forEach((control, index) => reference.set(keyOf(control), measuredAlone[index]));
    } finally {
      await bare.close();
    }
  }
  return controls.flatMap((control) => {
    const alone = reference.get(keyOf(control))!;
    const differing = Object.keys(alone).filter((property) => control.measured[property] !== alone[property]);
    if (differing.length === 0) return [];
    return [`${control.label}: ${differing.map((property) => `${property} ${control.measured[property]} (package alone: ${alone[property]})`).join(', ')}`];
  });
}
