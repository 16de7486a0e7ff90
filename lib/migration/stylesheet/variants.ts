import type { Span } from '../class-rewrite';
import type { Block, Sheet } from './sheet';

// Resolving nesting: each rule's selectors as they apply, traced back to where each character is written.

/** One selector a rule applies, with its nesting resolved (`&` and the implied descendant), traced to the source. */
export interface Variant {
  text: string;
  /** Each character's source offset; -1 for those a variable filled in, and for the implied descendant space. */
  origin: number[];
  /** Ranges that came from the enclosing rule's selector, and the `&` each replaced (none when implied). */
  parents: { start: number; end: number; amp?: number }[];
  /** Ranges a variable filled in this item (not in its parents), and where the interpolation is written. */
  fills: { start: number; end: number; source: Span }[];
  block: number;
  item: number;
  /** `block:item` of this item and of every enclosing rule's item it goes through. */
  path: string[];
}

/** A Less (`@{name}`) or Sass (`#{$name}`) interpolation, read where it starts. */
const INTERPOLATION = /@\{[\w-]+\}|#\{\$?[\w-]+\}/y;

/** Past this many selectors for one rule (lists nested in lists), the rule is read match by match instead. */
const MAX_VARIANTS = 256;

function lookup(variables: ReadonlyMap<string, string>, name: string, depth = 0): string | undefined {
  const value = variables.get(name);
  return value !== undefined && /^[@$][\w-]+$/.test(value) && depth < 8 ? lookup(variables, value, depth + 1) : value;
}

interface Own {
  text: string;
  origin: number[];
  fills: Variant['fills'];
  amps: number[];
}

function ownSelector(text: string, item: Span, variables: ReadonlyMap<string, string>): Own {
  const own: Own = { text: '', origin: [], fills: [], amps: [] };
  for (let i = item.start; i < item.end;) {
    INTERPOLATION.lastIndex = i;
    const interpolation = INTERPOLATION.test(text) ? text.slice(i, INTERPOLATION.lastIndex) : undefined;
    const value = interpolation && lookup(variables, interpolation.startsWith('@') ? `@${interpolation.slice(2, -1)}` : interpolation.slice(2, -1));
    if (interpolation && value !== undefined) {
      own.fills.push({ start: own.text.length, end: own.text.length + value.length, source: { start: i, end: i + interpolation.length } });
      own.text += value;
      own.origin.push(...Array.from(value, () => -1));
      i += interpolation.length;
    } else {
      if (text[i] === '&') own.amps.push(own.text.length);
      own.text += text[i];
      own.origin.push(i);
      i += 1;
    }
  }
  return own;
}

/** The item under one selector of the enclosing rule: each `&` replaced by it, or it and a space in front. */
function nest(own: Own, parent: Variant | undefined, block: number, item: number): Variant {
  const key = `${block}:${item}`;
  if (!parent) return { text: own.text, origin: own.origin, parents: [], fills: own.fills, block, item, path: [key] };
  const variant: Variant = { text: '', origin: [], parents: [], fills: [], block, item, path: [...parent.path, key] };
  const copyOwn = (from: number, to: number) => {
    const shift = variant.text.length - from;
    variant.text += own.text.slice(from, to);
    variant.origin.push(...own.origin.slice(from, to));
    for (const fill of own.fills) if (fill.start >= from && fill.end <= to) variant.fills.push({ ...fill, start: fill.start + shift, end: fill.end + shift });
  };
  const copyParent = (amp: number | undefined) => {
    variant.parents.push({ start: variant.text.length, end: variant.text.length + parent.text.length, ...(amp === undefined ? {} : { amp }) });
    variant.text += parent.text;
    variant.origin.push(...parent.origin);
  };
  if (own.amps.length === 0) {
    copyParent(undefined);
    variant.text += ' ';
    variant.origin.push(-1);
    copyOwn(0, own.text.length);
    return variant;
  }
  let from = 0;
  for (const amp of own.amps) {
    copyOwn(from, amp);
    copyParent(own.origin[amp]);
    from = amp + 1;
  }
  copyOwn(from, own.text.length);
  return variant;
}

/** The nearest enclosing rule (at-rules are passed through), or undefined at the top. */
function enclosingRule(blocks: readonly Block[], index: number): number | undefined {
  for (let parent = blocks[index].parent; parent !== undefined; parent = blocks[parent].parent) if (blocks[parent].kind === 'rule') return parent;
  return undefined;
}

/** Every rule's selectors, resolved; undefined for a rule the reader does not follow (in `@keyframes`, too many). */
export function resolveSheet(sheet: Sheet): (Variant[] | undefined)[] {
  const resolved: (Variant[] | undefined)[] = [];
  sheet.blocks.forEach((block, index) => {
    const enclosing = enclosingRule(sheet.blocks, index);
    const parents = enclosing === undefined ? [undefined] : resolved[enclosing];
    if (block.kind !== 'rule' || block.keyframes || !parents || parents.length * block.items.length > MAX_VARIANTS) {
      resolved.push(undefined);
      return;
    }
    resolved.push(
      block.items.flatMap((item, i) => {
        const own = ownSelector(sheet.text, item, sheet.variables);
        return parents.map((parent) => nest(own, parent, index, i));
      }),
    );
  });
  return resolved;
}

/** Rules that style something: with declarations of their own, or nothing nested (an empty rule is still a rule). */
export const styles = (block: Block) => block.declarations.length > 0 || block.opaque || !block.nests;

/** The selectors that style something, by each item they go through (`block:item`, their own and their parents'). */
export function byItem(styling: readonly Variant[]): Map<string, Variant[]> {
  const through = new Map<string, Variant[]>();
  for (const variant of styling)
    for (const key of variant.path) {
      const list = through.get(key);
      if (list) list.push(variant);
      else through.set(key, [variant]);
    }
  return through;
}

/** The interpolations whose variable the sheet does not define, as written (`@{prefix}`). */
export function unresolvedInterpolations(text: string, variables: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const [written] of text.matchAll(/@\{[\w-]+\}|#\{\$?[\w-]+\}/g)) {
    const name = written.startsWith('@') ? `@${written.slice(2, -1)}` : written.slice(2, -1);
    if (lookup(variables, name) === undefined) found.add(written);
  }
  return [...found];
}
