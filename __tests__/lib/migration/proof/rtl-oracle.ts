import { JSDOM } from 'jsdom';
import selectorParser from 'postcss-selector-parser';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';
import { ADDED_CLASSES, DEFAULT_PREFIX } from '@/lib/migration/class-changes';
import { specificity } from './specificity';
import { readSheet, type Block, type Sheet } from '@/lib/migration/stylesheet/sheet';
import { resolveSheet, styles } from '@/lib/migration/stylesheet/variants';
import { LAYOUTS, logical, renderPinned, type Direction } from './pinned-renders';

/**
 * The stylesheet oracle: both packages rendered in pinned layouts, in both directions and in every scroll state,
 * with a stylesheet's rules matched against them. A 7.x sheet applied to 7.x's tables and its rewrite applied to
 * 1.x's must give each element (the wrapper and every cell, with its `::after` and `:hover` taken apart) the same
 * winning declarations. Nesting and variables are resolved by the assistant's own reader (`resolveSheet`); the
 * matching is jsdom's and the cascade is the spec's (importance, specificity, order).
 */

/** One table state: the same elements of both packages, in the same order (the wrapper, then each cell). */
export interface Scene {
  name: string;
  old: Element[];
  current: Element[];
}

/** The elements a stylesheet's renamed classes can reach: the wrapper and every header and body cell. */
function elementsOf(html: string): Element[] {
  const { document } = new JSDOM(html).window;
  const wrapper = document.querySelector(`div.${DEFAULT_PREFIX}`);
  if (!wrapper) throw new Error('no table wrapper in the render');
  return [wrapper, ...document.querySelectorAll(`.${DEFAULT_PREFIX}-cell`)];
}

/**
 * The classes each package sets on the wrapper while the table is scrolled, as their scroll handlers decide (see
 * class-changes.test.ts): 7.x pings the physical side with hidden content, which right to left swaps start and end;
 * 1.x shows the shadow of the logical side. A server render never scrolls, so they are set here.
 */
function scrolled(direction: Direction, fromStart: boolean, beforeEnd: boolean): { old: string[]; current: string[] } {
  const old = direction === 'ltr' ? [fromStart && 'ping-left', beforeEnd && 'ping-right'] : [beforeEnd && 'ping-left', fromStart && 'ping-right'];
  const current = [fromStart && 'fix-start-shadow-show', beforeEnd && 'fix-end-shadow-show'];
  const names = (list: (string | false)[]) => list.filter((c): c is string => c !== false).map((c) => `${DEFAULT_PREFIX}-${c}`);
  return { old: names(old), current: names(current) };
}

let cached: Scene[] | undefined;

/** 8 layouts × 2 directions × 4 scroll states. */
export function scenes(): Scene[] {
  if (cached) return cached;
  cached = LAYOUTS.flatMap((layout, index) =>
    (['ltr', 'rtl'] as const).flatMap((direction) =>
      [false, true].flatMap((fromStart) =>
        [false, true].map((beforeEnd) => {
          const old = elementsOf(renderPinned(OldTable, layout, direction));
          const current = elementsOf(renderPinned(NewTable, layout.map(logical), direction));
          if (old.length !== current.length) throw new Error(`layout ${index} renders ${old.length} elements on 7.x, ${current.length} on 1.x`);
          const classes = scrolled(direction, fromStart, beforeEnd);
          old[0].classList.add(...classes.old);
          current[0].classList.add(...classes.current);
          return { name: `layout ${index} ${direction}${fromStart ? ' scrolled' : ''}${beforeEnd ? ' before-end' : ''}`, old, current };
        }),
      ),
    ),
  );
  return cached;
}

/** Pseudo-classes a render has no state for, and pseudo-elements: taken out of the selector and kept as part of the key. */
const STATEFUL = new Set([':hover', ':focus', ':focus-visible', ':focus-within', ':active', ':visited', ':link']);
const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

/** A selector as jsdom can match it, and the state or pseudo-element it is about (`::after`, `:hover`). */
function matchable(selector: string): { match: string; pseudo: string } {
  const pseudos: string[] = [];
  const root = selectorParser().astSync(selector);
  root.walkPseudos((node) => {
    const name = node.value.toLowerCase();
    if (node.parent?.parent?.type !== 'root') return;
    if (name.startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(name) || STATEFUL.has(name)) {
      pseudos.push(LEGACY_PSEUDO_ELEMENTS.has(name) ? `:${name}` : name);
      node.remove();
    }
  });
  return { match: root.toString().trim(), pseudo: pseudos.sort().join('') };
}

interface Rule {
  /** The lines its selector list is written on, 1-based. */
  lines: [number, number];
  selectors: { match: string; pseudo: string; weight: [number, number, number] }[];
  /** The at-rules it sits in (`@media (max-width: 600px)`), which are part of what a declaration is about. */
  context: string;
  declarations: Block['declarations'];
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const linesOf = (text: string, block: Block): [number, number] => [lineOf(text, block.prelude.start), lineOf(text, block.prelude.end)];

/** A 1.x class 7.x never set (`.rc-table-cell-fix`): a rule naming one in the old sheet was already written for 1.x. */
const NEW_CLASS = new RegExp(`\\.${DEFAULT_PREFIX}-(?:${ADDED_CLASSES.map((c) => c.suffix).join('|')})(?![\\w-])`);

/**
 * A sheet's rules with declarations, their selectors resolved. Left out: a rule built on a variable the sheet does
 * not define (no browser could read it either), and, through `keep`, the rules of the old sheet already written for 1.x.
 */
function rulesOf(css: string, keep: (index: number) => boolean = () => true): { sheet: Sheet; rules: (Rule | undefined)[] } {
  const read = readSheet(css);
  if (!read.ok) throw new Error(`the oracle cannot read this sheet: ${read.error.message}`);
  const { sheet } = read;
  const resolved = resolveSheet(sheet);
  const rules = sheet.blocks.map((block, index): Rule | undefined => {
    const variants = resolved[index];
    if (!variants || !styles(block) || block.declarations.length === 0 || !keep(index)) return undefined;
    if (variants.some((v) => /@\{|#\{/.test(v.text))) return undefined;
    const context: string[] = [];
    for (let parent = block.parent; parent !== undefined; parent = sheet.blocks[parent].parent)
      if (sheet.blocks[parent].kind === 'at') context.push(sheet.text.slice(sheet.blocks[parent].prelude.start, sheet.blocks[parent].prelude.end));
    return {
      lines: linesOf(sheet.text, block),
      selectors: variants.map((v) => {
        const weight = specificity(v.text);
        if (!weight) throw new Error(`no specificity for ${v.text}`);
        return { ...matchable(v.text), weight };
      }),
      context: context.join(' / '),
      declarations: block.declarations,
    };
  });
  return { sheet, rules };
}

/** The declaration that wins one property of one element, and the rule it is in. */
interface Winner {
  value: string;
  rule: number;
}

type Cascade = Map<string, Winner & { important: boolean; weight: [number, number, number]; order: number }>;

interface Weighed {
  important: boolean;
  weight: readonly number[];
  order: number;
}

/** Positive when `a` wins over `b`: `!important` first, then specificity, then the later one. */
const beats = (a: Weighed, b: Weighed) =>
  a.important !== b.important
    ? Number(a.important) - Number(b.important)
    : a.weight[0] - b.weight[0] || a.weight[1] - b.weight[1] || a.weight[2] - b.weight[2] || a.order - b.order;

/** What each property of an element (and of its `::after`, `:hover`, …) ends up as under these rules. */
function cascade(element: Element, rules: readonly (Rule | undefined)[]): Cascade {
  const won: Cascade = new Map();
  let order = 0;
  rules.forEach((rule, index) => {
    if (!rule) return;
    for (const selector of rule.selectors) {
      if (selector.match === '' || !element.matches(selector.match)) continue;
      for (const declaration of rule.declarations) {
        order += 1;
        const key = `${rule.context}|${selector.pseudo}|${declaration.property}`;
        const candidate = { value: declaration.value, rule: index, important: declaration.important, weight: selector.weight, order };
        const current = won.get(key);
        if (!current || beats(candidate, current) > 0) won.set(key, candidate);
      }
    }
  });
  return won;
}

/** A property whose winner differs between 7.x's table under the old sheet and 1.x's under the new one. */
export interface Difference {
  scene: string;
  element: string;
  property: string;
  /** The winning value on each side, and the input lines of the selector list of the rule it comes from. */
  before?: { value: string; lines: [number, number] };
  after?: { value: string; lines: [number, number] };
}

const label = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;

/**
 * Every difference between the old sheet on 7.x and the new sheet on 1.x, over every scene, with the input line
 * of the rule on each side (the new sheet's rules are traced back to the input's: a merge only ever drops rules).
 */
export function differences(input: string, output: string): { differences: Difference[]; matched: number } {
  const written = readSheet(input);
  if (!written.ok) throw new Error(`the oracle cannot read this sheet: ${written.error.message}`);
  const resolvedInput = resolveSheet(written.sheet);
  const forOne = new Set(resolvedInput.flatMap((variants, index) => (variants?.some((v) => NEW_CLASS.test(v.text)) ? [index] : [])));
  const old = rulesOf(input, (index) => !forOne.has(index));
  const traced = traceBlocks(written.sheet, readSheet(output));
  const current = rulesOf(output, (index) => !forOne.has(traced[index]));
  const found: Difference[] = [];
  let matched = 0;
  for (const scene of scenes()) {
    scene.old.forEach((element, index) => {
      const before = cascade(element, old.rules);
      const after = cascade(scene.current[index], current.rules);
      matched += before.size;
      for (const key of new Set([...before.keys(), ...after.keys()])) {
        const [b, a] = [before.get(key), after.get(key)];
        if (b?.value === a?.value) continue;
        found.push({
          scene: scene.name,
          element: label(element),
          property: key,
          ...(b ? { before: { value: b.value, lines: old.rules[b.rule]?.lines ?? [0, 0] } } : {}),
          ...(a ? { after: { value: a.value, lines: linesOf(written.sheet.text, written.sheet.blocks[traced[a.rule]]) } } : {}),
        });
      }
    });
  }
  return { differences: found, matched };
}

/**
 * Each block of the rewritten sheet, traced to the input block it came from: the next with the same kind and
 * declarations (a rewrite keeps every block's declarations, and a merge only ever drops whole blocks).
 */
function traceBlocks(input: Sheet, output: ReturnType<typeof readSheet>): number[] {
  if (!output.ok) throw new Error(`the oracle cannot read the rewrite: ${output.error.message}`);
  const signature = (block: Block) => `${block.kind}|${block.declarations.map((d) => `${d.property}:${d.value}${d.important ? '!' : ''}`).join(';')}`;
  let next = 0;
  return output.sheet.blocks.map((block) => {
    while (next < input.blocks.length && signature(input.blocks[next]) !== signature(block)) next += 1;
    if (next >= input.blocks.length) throw new Error('a block of the rewrite has no block in the input');
    next += 1;
    return next - 1;
  });
}
