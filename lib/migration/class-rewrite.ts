import { findRemovedClasses, isTableClass, isWrapperClass, removedClassOf, SHADOW_CELL_CLASSES, type ClassMatch } from './class-changes';
import type { Report } from './report';

export interface Span {
  start: number;
  end: number;
}

const DELIMITERS = ['{', '}', ';', ','];

/** The selector around an offset: the span between the nearest `{ } ; ,` on either side. */
function selectorSpan(text: string, index: number): Span {
  const start = Math.max(...DELIMITERS.map((d) => text.lastIndexOf(d, index))) + 1;
  const ends = DELIMITERS.map((d) => text.indexOf(d, index)).filter((i) => i >= 0);
  return { start, end: ends.length > 0 ? Math.min(...ends) : text.length };
}

/** Whether a renamed class is a shadow cell's. */
export const isShadowCell = (to: string) => SHADOW_CELL_CLASSES.some((suffix) => to.endsWith(`-${suffix}`));

/** Whether the selector goes on, in the same compound, to the `::after` 1.x paints on shadow cells. */
export const goesOnToAfter = (rest: string) => /^[\w.:[\]="'-]*?::?after\b/.test(rest);

function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && (depth -= 1) === 0) return i;
  }
  return text.length;
}

/** The selector with what `:not(…)` holds blanked (offsets stay): a class negated there says nothing about the table. */
export function withoutNegations(selector: string): string {
  let result = selector;
  for (const match of selector.matchAll(/:not\(/gi)) {
    const open = match.index + match[0].length;
    const close = closingParen(selector, open);
    result = result.slice(0, open) + ' '.repeat(close - open) + result.slice(close);
  }
  return result;
}

/** A selector's compounds: the spans between combinators (space, `>`, `+`, `~`) outside brackets and parentheses. */
export function compoundsOf(selector: string): Span[] {
  const spans: Span[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i <= selector.length; i += 1) {
    const char = selector[i] ?? ' ';
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      if (start >= 0) spans.push({ start, end: i });
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  }
  return spans;
}

export interface ClassToken {
  /** The `.` (or a bare `&`, in a nested selector with nothing to resolve it). */
  start: number;
  /** Where the name starts, and its end. */
  nameStart: number;
  end: number;
  /** As written, with any Less (`@{x}`) or Sass (`#{$x}`) interpolation left in. */
  name: string;
}

const CLASS_TOKEN = /\.((?:[\w-]|\\.|@\{[\w-]+\}|#\{\$?[\w-]+\})+)|(?<![\w-])(&[\w-]+)/g;

export function classTokens(selector: string): ClassToken[] {
  return [...selector.matchAll(CLASS_TOKEN)].map((m) => {
    const name = m[1] ?? m[2];
    const end = m.index + m[0].length;
    return { start: m.index, nameStart: end - name.length, end, name };
  });
}

/** What a (resolved) selector says about direction. Classes inside `:not(…)` do not count. */
export interface DirectionFacts {
  /** It names `.<prefix>-rtl`. */
  rtlClass: boolean;
  /** It names `[dir=rtl]` or `:dir(rtl)`: a right-to-left page, whose tables 7.x only laid out right with `direction="rtl"`. */
  rtlAttribute: boolean;
  /** It keeps to left-to-right tables: `:not(.<prefix>-rtl)`. */
  ltrGuard: boolean;
  /** It names a class 7.x set only right to left / only left to right. */
  rtlOnly: boolean;
  ltrOnly: boolean;
}

const DIR_RTL = /\[\s*dir\s*[~|^$*]?=\s*(["']?)rtl\1\s*(?:[is]\s*)?\]|:dir\(\s*rtl\s*\)/i;

/** `words` reads every word as a class name, for class lists in code (`'rc-table-rtl rc-table-ping-left'`). */
export function directionFacts(selector: string, prefixes: readonly string[], read: 'classes' | 'words' = 'classes'): DirectionFacts {
  const text = withoutNegations(selector);
  const names = read === 'words' ? (text.match(/[\w-]+/g) ?? []) : classTokens(text).map((t) => t.name);
  const known = names.map((name) => removedClassOf(name, prefixes)).filter((c) => c?.known);
  return {
    rtlClass: names.some((name) => prefixes.some((prefix) => name === `${prefix}-rtl`)),
    ltrGuard: [...selector.matchAll(/:not\(\s*\.([\w-]+)\s*\)/g)].some(([, name]) => prefixes.some((prefix) => name === `${prefix}-rtl`)),
    rtlAttribute: DIR_RTL.test(text),
    rtlOnly: known.some((c) => c?.change.rtlOnly),
    ltrOnly: known.some((c) => c?.change.ltrOnly),
  };
}

export const isRtl = (facts: DirectionFacts) => facts.rtlClass || facts.rtlAttribute || facts.rtlOnly;

/** A right-to-left selector naming a class 7.x set only left to right matched nothing in 7.x. */
export const matchedNothing = (facts: DirectionFacts) => isRtl(facts) && facts.ltrOnly;

/** Where a point of a (resolved) selector is written: a source offset, or just before it through an implied `&`. */
export type SourcePoint = { at: number; implied: boolean } | undefined;

export interface SelectorMap {
  /** The source offset to insert at, to put text before `index` of the selector / after `index - 1`. */
  before(index: number): SourcePoint;
  after(index: number): SourcePoint;
}

/** The direction a selector is kept to: right-to-left tables (`.rc-table-rtl`) or left-to-right ones (`:not(.rc-table-rtl)`). */
export type Direction = 'rtl' | 'ltr';

/** Text to insert so a selector keeps to tables of one direction. */
export interface DirectionScope {
  at: number;
  text: string;
  /** On the wrapper's compound (`.rc-table.rc-table-rtl`), or as an ancestor of the table's parts (`.rc-table-rtl .x`). */
  placement: 'wrapper' | 'descendant';
}

const TABLE_ELEMENT = /^(?:table|thead|tbody|tfoot|tr|th|td|colgroup|col)(?![\w-])/i;

/**
 * What keeps a selector to one direction: on the wrapper's own compound, and as an ancestor of the table's parts.
 * Inside `:where()`, which weighs nothing, so the selector keeps 7.x's specificity and the same rule still wins
 * where two apply (a scope that added a class would let the scoped rule beat a later one it lost to).
 */
export function directionScopeText(prefix: string, direction: Direction): { onWrapper: string; ancestor: string } {
  return direction === 'rtl'
    ? { onWrapper: `:where(.${prefix}-rtl)`, ancestor: `:where(.${prefix}-rtl)` }
    : { onWrapper: `:where(:not(.${prefix}-rtl))`, ancestor: `:where(.${prefix}:not(.${prefix}-rtl))` };
}

/**
 * Where the direction's scope goes so that a selector naming a class of one direction at `at` still applies only to
 * tables of that direction: onto the nearest compound before it that is the table's wrapper (`.rc-table`, or a class
 * only the wrapper carries, such as a ping class), else in front of the first compound that is part of the table
 * (a table class or element), as the wrapper that holds it: what comes before that (`html`, `[dir=rtl]`, `.page`)
 * is outside the table, so putting it at the very start would ask for the table around the page (and a
 * `:not(.rc-table-rtl)` there would match any element). Undefined when that point is not in the text the rewrite may
 * change (a nested selector's parent, a selector split by code).
 */
export function directionScope(selector: string, at: number, prefix: string, map: SelectorMap, direction: Direction): DirectionScope | undefined {
  const text = withoutNegations(selector);
  const compounds = compoundsOf(text);
  const last = compounds.findIndex((c) => c.start <= at && at < c.end);
  if (last < 0) return undefined;
  const scope = directionScopeText(prefix, direction);
  const tokensOf = (c: Span) => classTokens(text.slice(c.start, c.end));
  for (let i = last; i >= 0; i -= 1) {
    const wrapper = tokensOf(compounds[i])
      .filter((t) => isWrapperClass(t.name, prefix))
      .at(-1);
    if (!wrapper) continue;
    const tokenEnd = compounds[i].start + wrapper.end;
    // Right after the wrapper's class, or at the end of its compound (a parent selector ending `.rc-table:hover`).
    for (const end of [tokenEnd, compounds[i].end]) {
      const point = map.after(end);
      if (point && !text.slice(tokenEnd, end).includes('::'))
        return { at: point.at, text: point.implied ? `&${scope.onWrapper} ` : scope.onWrapper, placement: 'wrapper' };
    }
    return undefined;
  }
  const first = compounds.findIndex(
    (c, i) => i <= last && (TABLE_ELEMENT.test(text.slice(c.start, c.end)) || tokensOf(c).some((t) => isTableClass(t.name, prefix))),
  );
  const point = first < 0 ? undefined : map.before(compounds[first].start);
  return point && !point.implied ? { at: point.at, text: `${scope.ancestor} `, placement: 'descendant' } : undefined;
}

/** Whether a string holds a whole selector from `span`: bounded by a delimiter, or by the quotes of its literal. */
function wholeSelector(report: Report, text: string, offset: number, span: Span): boolean {
  const quote = (char: string | undefined) => char === "'" || char === '"' || char === '`';
  return (span.start > 0 || quote(report.code[offset - 1])) && (span.end < text.length || quote(report.code[offset + text.length]));
}

/**
 * A class of one direction only (7.x set it in right-to-left or in left-to-right tables only) in a selector in code:
 * scoped to that direction like a stylesheet's when the string holds the whole selector, reported otherwise.
 */
function scopeInCode(report: Report, text: string, offset: number, prefixes: readonly string[], match: ClassMatch, to: string, direction: Direction): void {
  if (text[match.start - 1] !== '.') return;
  const span = selectorSpan(text, match.start);
  const selector = text.slice(span.start, span.end);
  const facts = directionFacts(selector, prefixes);
  if (direction === 'rtl' ? facts.rtlClass : facts.ltrGuard) return;
  const identity: SelectorMap = {
    before: (i) => ({ at: offset + span.start + i, implied: false }),
    after: (i) => ({ at: offset + span.start + i, implied: false }),
  };
  const prefix = removedClassOf(match.from, prefixes)?.prefix ?? '';
  const scope = wholeSelector(report, text, offset, span) ? directionScope(selector, match.start - span.start, prefix, identity, direction) : undefined;
  const shown = directionScopeText(prefix, direction).onWrapper;
  if (scope)
    report.change({ start: scope.at, end: scope.at, text: scope.text }, 'class-name', direction === 'rtl' ? 'class-rtl-scoped' : 'class-ltr-scoped', {
      from: match.from,
      to,
      scope: shown,
      placement: scope.placement,
    });
  else
    report.warn(offset + match.start, 'class-name', direction === 'rtl' ? 'class-rtl-unscoped' : 'class-ltr-unscoped', {
      from: match.from,
      to,
      name: to,
      selector: selector.trim(),
      scope: shown,
    });
}

/**
 * One removed class found in a text outside any selector the stylesheet reader could follow (code, or a
 * stylesheet's declaration values): renamed by the right-to-left mapping inside a selector that is about a
 * right-to-left table, reported when 1.x has no counterpart or the prefix is not one being renamed.
 */
export function rewriteMatch(report: Report, text: string, offset: number, prefixes: readonly string[], match: ClassMatch, inCode: boolean): void {
  const span = selectorSpan(text, match.start);
  const selector = text.slice(span.start, span.end);
  const rtl = isRtl(directionFacts(selector, prefixes, 'words'));
  const [resolved] = rtl ? findRemovedClasses(match.from, prefixes, true) : [match];
  const at = offset + match.start;
  if (!match.foreign && rtl && match.change.ltrOnly) {
    report.warn(at, 'class-name', 'class-never-matched', { from: match.from, selector: selector.trim() });
  } else if (resolved.to === undefined) {
    if (rtl && match.change.rtlNone) report.warn(at, 'class-name', 'class-removed-rtl', { from: match.from });
    else report.warn(at, 'class-name', 'class-removed', { from: match.from });
  } else if (resolved.foreign) {
    report.warn(at, 'class-name', 'class-other-prefix', { from: match.from, suffix: match.suffix, to: resolved.to });
  } else {
    report.change({ start: at, end: offset + match.end, text: resolved.to }, 'class-name', resolved.rtl ? 'class-renamed-rtl' : 'class-renamed', {
      from: match.from,
      to: resolved.to,
    });
    if (isShadowCell(resolved.to) && goesOnToAfter(text.slice(match.end)))
      report.warn(at, 'class-name', 'shadow-pseudo', { selector: `.${resolved.to}::after` });
    const only = match.change.rtlOnly ? 'rtl' : match.change.ltrOnly ? 'ltr' : undefined;
    if (inCode && only) scopeInCode(report, text, offset, prefixes, match, resolved.to, only);
  }
}

/**
 * The class-name rule over one text in code (a `className` string, a selector for `querySelector`, a CSS-in-JS
 * template) that starts at `offset` in the input: each removed class with a counterpart is renamed, by the
 * right-to-left mapping inside a selector that names `<prefix>-rtl`; one without is reported, as is a table
 * class with a prefix not being renamed. Stylesheets go through `stylesheet/rewrite.ts`, which follows their nesting.
 */
export function rewriteClasses(report: Report, text: string, offset: number, prefixes: readonly string[]): void {
  for (const match of findRemovedClasses(text, prefixes, false)) rewriteMatch(report, text, offset, prefixes, match, true);
}
