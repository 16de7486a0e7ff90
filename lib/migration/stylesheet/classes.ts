import { changeOf, removedClassOf, targetFor, type RemovedClass } from '../class-changes';
import {
  classTokens,
  directionFacts,
  goesOnToAfter,
  isRtl,
  isShadowCell,
  matchedNothing,
  directionScope,
  directionScopeText,
  type Direction,
  type ClassToken,
  type DirectionFacts,
  type SelectorMap,
  type Span,
} from '../class-rewrite';
import type { Report } from '../report';
import { normalize, touchesUnknown, type Context } from './context';
import type { Variant } from './variants';

// Deciding what each written class becomes.

/** One class as written (`.rc-table-x`, `&-x`, `.@{p}-x`), and each resolved selector it shows up in. */
export interface Written {
  start: number;
  /** The part written literally at the end of the name, which a rename replaces. */
  tail: Span;
  seen: { variant: Variant; token: ClassToken; tailStart: number; facts: DirectionFacts }[];
}

/** A selector item of a rule: its block, its index in the block's list, and where it is written. */
export interface ItemPlace {
  block: number;
  index: number;
  span: Span;
}

/** The selector item a written class sits in (where its tail is written). */
export function itemOf(context: Pick<Context, 'blocks'>, written: Written): ItemPlace | undefined {
  const at = written.tail.start;
  for (const [block, { items }] of context.blocks.entries()) {
    const index = items.findIndex((span) => span.start <= at && at < span.end);
    if (index >= 0) return { block, index, span: items[index] };
  }
  return undefined;
}

/** Where a class name written up to `end` starts: back over name characters, `&` and interpolations. */
function nameStart(text: string, end: number): number {
  let start = end;
  for (;;) {
    if (start > 0 && /[\w&-]/.test(text[start - 1])) {
      start -= 1;
      continue;
    }
    const open = text[start - 1] === '}' ? text.lastIndexOf('{', start - 1) : -1;
    if (open > 0 && /^[@#]\{\$?[\w-]+\}$/.test(text.slice(open - 1, start))) start = open - 1;
    else return start;
  }
}

/** Every class token of the selectors that style something, grouped by where its tail is written. */
export function writtenClasses(text: string, variants: readonly Variant[], factsPrefixes: readonly string[]): Map<number, Written> {
  const written = new Map<number, Written>();
  for (const variant of variants) {
    const facts = directionFacts(variant.text, factsPrefixes);
    for (const token of classTokens(variant.text)) {
      const last = token.end - 1;
      if (variant.origin[last] < 0) continue;
      let tailStart = last;
      while (tailStart > token.nameStart && variant.origin[tailStart - 1] === variant.origin[tailStart] - 1) tailStart -= 1;
      const tail = { start: variant.origin[tailStart], end: variant.origin[last] + 1 };
      const entry = written.get(tail.end) ?? { start: nameStart(text, tail.start), tail, seen: [] };
      entry.seen.push({ variant, token, tailStart, facts });
      written.set(tail.end, entry);
    }
  }
  return written;
}

/** What a class becomes in one selector: renamed, nothing like it in 1.x, or left (the selector matched nothing). */
type Decision = { kind: 'rename'; target: string; rtl: boolean } | { kind: 'none'; rtl: boolean } | { kind: 'dead' };

export function decide(change: RemovedClass, facts: DirectionFacts): Decision {
  if (matchedNothing(facts)) return { kind: 'dead' };
  const rtl = isRtl(facts);
  const target = targetFor(change, rtl);
  return target === undefined ? { kind: 'none', rtl: rtl && change.rtlNone === true } : { kind: 'rename', target, rtl: rtl && change.rtl !== undefined };
}

/** The class a token names, with the prefix it was built from; `variable` when that prefix is an undefined Less or Sass variable. */
function classOf(name: string, prefixes: readonly string[], unresolved: readonly string[]) {
  const named = removedClassOf(name, [...prefixes, ...unresolved]);
  if (named) return { ...named, variable: unresolved.includes(named.prefix) };
  // `@{prefix}-cell-fix-left` whose variable is not defined here.
  const brace = name.lastIndexOf('}');
  const change = brace > 0 && name[brace + 1] === '-' ? changeOf(name.slice(brace + 2)) : undefined;
  return change && { prefix: name.slice(0, brace + 1), change, known: false, variable: true };
}

/** The source offsets to insert at, around points of one of an item's resolved selectors. */
export function selectorMap(variant: Variant, item: Span): SelectorMap {
  const own = (offset: number | undefined) => offset !== undefined && offset >= item.start && offset < item.end;
  return {
    before(index) {
      const origin = variant.origin[index];
      if (own(origin)) return { at: origin, implied: false };
      const fill = variant.fills.find((f) => f.start === index);
      if (fill) return { at: fill.source.start, implied: false };
      const parent = variant.parents.find((p) => p.start === index && p.amp !== undefined);
      return parent?.amp === undefined ? undefined : { at: parent.amp, implied: false };
    },
    after(index) {
      const origin = variant.origin[index - 1];
      if (own(origin)) return { at: origin + 1, implied: false };
      const fill = variant.fills.find((f) => f.end === index);
      if (fill) return { at: fill.source.end, implied: false };
      const parent = variant.parents.find((p) => p.end === index);
      if (!parent) return undefined;
      return parent.amp === undefined ? { at: item.start, implied: true } : { at: parent.amp + 1, implied: false };
    },
  };
}

/**
 * A class 7.x set in tables of one direction only, renamed to one 1.x sets in both: the direction's scope
 * (`.<prefix>-rtl`, or `:not(.<prefix>-rtl)` on the wrapper) goes into the selector item that names the class (see
 * `directionScope`), unless every selector through that item already keeps to that direction; when some do and some
 * do not, the place is outside the item (a nested rule's parent), or a CSS-in-JS interpolation touches the item, it
 * is only reported.
 */
function scopeToDirection(context: Context, written: Written, renamed: { prefix: string; from: string; to: string; name: string }, direction: Direction): void {
  const { resolved } = context;
  const { prefix, from, to, name } = renamed;
  const owner = itemOf(context, written);
  if (!owner) return;
  const key = `${owner.block}:${owner.index}`;
  const through = context.through.get(key) ?? [];
  const kept = (variant: Variant) => {
    const facts = directionFacts(variant.text, context.prefixes);
    return direction === 'rtl' ? facts.rtlClass : facts.ltrGuard;
  };
  const named = through.filter(kept).length;
  if (context.scoped.has(key) || named === through.length) return;
  context.scoped.add(key);
  const own = (resolved[owner.block] ?? []).filter((v) => v.item === owner.index);
  const scopes = own.map((variant) => {
    const at = variant.origin.indexOf(written.tail.start);
    return named === 0 && at >= 0 ? directionScope(variant.text, at, prefix, selectorMap(variant, owner.span), direction) : undefined;
  });
  const [scope] = scopes;
  const agreed = scope && scopes.every((s) => s?.at === scope.at && s.text === scope.text);
  const unknown = touchesUnknown(context, owner.span);
  const shownScope = directionScopeText(prefix, direction).onWrapper;
  if (agreed && !unknown) {
    const edit = { start: scope.at, end: scope.at, text: scope.text };
    context.edits.push(edit);
    const values = { from, to, scope: shownScope, placement: scope.placement };
    context.pending.push((report) => report.change(edit, 'class-name', direction === 'rtl' ? 'class-rtl-scoped' : 'class-ltr-scoped', values));
  } else {
    const selector = normalize(unknown ? context.shown.slice(owner.span.start, owner.span.end) : (own[0]?.text ?? from));
    const values = { from, to, name, selector, scope: shownScope };
    context.pending.push((report) => report.warn(written.start, 'class-name', direction === 'rtl' ? 'class-rtl-unscoped' : 'class-ltr-unscoped', values));
  }
}

/** A written class, read: what it names, and how to write a 1.x name in its place. */
export interface Reading {
  written: Written;
  /** As written: `rc-table-cell-fix-left`, `&-fix-left`, `@{prefix}-cell-fix-left`. */
  from: string;
  named: NonNullable<ReturnType<typeof classOf>>;
  /** The 1.x class in its written form, if the written tail can carry the change (`&-fix-left` under `.rc-table-cell`). */
  writtenAs: (target: string | undefined) => string | undefined;
}

/** Reads a written class; undefined when it names no removed class, `ambiguous` when its parents build different ones. */
export function readWritten(context: Context, written: Written): Reading | 'ambiguous' | undefined {
  const built = written.seen.map(({ variant, token }) => variant.text.slice(token.nameStart, token.end));
  const named = classOf(built[0], context.prefixes, context.unresolved);
  // Under a selector list that builds different classes from it (`.rc-table, .my-grid { &-cell-fix-left {} }`).
  if (built.some((name) => name !== built[0])) return built.some((name) => classOf(name, context.prefixes, context.unresolved)) ? 'ambiguous' : undefined;
  if (!named) return undefined;
  const [{ variant, token, tailStart }] = written.seen;
  const builtHead = variant.text.slice(token.nameStart, tailStart);
  const writtenHead = context.text.slice(written.start, written.tail.start);
  return {
    written,
    from: context.text.slice(written.start, written.tail.end),
    named,
    writtenAs: (target) => {
      const name = target === undefined ? undefined : `${named.prefix}-${target}`;
      return name?.startsWith(builtHead) ? writtenHead + name.slice(builtHead.length) : undefined;
    },
  };
}

/** A class the rules rename, or only report, once every selector it styles through agrees on what it becomes. */
function renameWritten(context: Context, reading: Reading, decision: Extract<Decision, { kind: 'rename' }>): void {
  const { written, from, named } = reading;
  const at = written.start;
  const name = `${named.prefix}-${decision.target}`;
  const to = reading.writtenAs(decision.target);
  const warn = (emit: (report: Report) => void) => context.pending.push(emit);
  if (to === undefined) {
    const built = written.seen[0].variant.text.slice(written.seen[0].token.nameStart, written.seen[0].token.end);
    warn((report) => report.warn(at, 'class-name', 'class-split-name', { from, name: built, to: name }));
  } else if (named.variable) {
    const variable = named.prefix.replace(/^@\{([\w-]+)\}$/, '@$1').replace(/^#\{(\$?[\w-]+)\}$/, '$1');
    warn((report) => report.warn(at, 'class-name', 'class-variable-prefix', { from, variable, to }));
  } else if (!named.known) {
    warn((report) => report.warn(at, 'class-name', 'class-other-prefix', { from, suffix: named.change.suffix, to }));
  } else {
    const edit = { start: written.start, end: written.tail.end, text: to };
    context.edits.push(edit);
    warn((report) => report.change(edit, 'class-name', decision.rtl ? 'class-renamed-rtl' : 'class-renamed', { from, to }));
    if (isShadowCell(name) && written.seen.some(({ variant, token }) => goesOnToAfter(variant.text.slice(token.end))))
      warn((report) => report.warn(at, 'class-name', 'shadow-pseudo', { selector: `.${name}::after` }));
    const only = named.change.rtlOnly ? 'rtl' : named.change.ltrOnly ? 'ltr' : undefined;
    if (only) scopeToDirection(context, written, { prefix: named.prefix, from, to, name }, only);
  }
}

/** The class rule for one written class, from what it becomes in every selector that styles something. */
export function rewriteWritten(context: Context, written: Written): void {
  const reading = readWritten(context, written);
  if (reading === undefined) return;
  const at = written.start;
  const warn = (emit: (report: Report) => void) => context.pending.push(emit);
  if (reading === 'ambiguous') {
    const from = context.text.slice(written.start, written.tail.end);
    const named = classOf(from, ['&'], []);
    const to = named ? `&-${named.change.ltr ?? named.change.suffix}` : from;
    warn((report) => report.warn(at, 'class-name', 'class-other-prefix', { from, suffix: named?.change.suffix ?? '', to }));
    return;
  }
  const { from, named } = reading;
  const live = written.seen.map(({ facts }) => decide(named.change, facts)).filter((d) => d.kind !== 'dead');
  const [decision] = live;
  if (!decision) {
    // Every selector it is in matched nothing in 7.x: reported once, at the class 7.x set only left to right.
    const selector = normalize(written.seen[0].variant.text);
    if (named.change.ltrOnly && named.known && !named.variable) warn((report) => report.warn(at, 'class-name', 'class-never-matched', { from, selector }));
  } else if (live.some((d) => JSON.stringify(d) !== JSON.stringify(decision))) {
    const [ltrTarget, rtlTarget] = [targetFor(named.change, false), targetFor(named.change, true)];
    const ltr = reading.writtenAs(ltrTarget) ?? '';
    const rtl = reading.writtenAs(rtlTarget) ?? '';
    // The nested form (`&-fix-start-shadow-show`) alone does not say which class it makes.
    const [ltrName, rtlName] = [ltrTarget, rtlTarget].map((target) => (target === undefined ? '' : `${named.prefix}-${target}`));
    warn((report) => report.warn(at, 'class-name', 'class-mixed-direction', { from, ltr, rtl, ltrName, rtlName }));
  } else if (decision.kind === 'none') {
    warn((report) => (decision.rtl ? report.warn(at, 'class-name', 'class-removed-rtl', { from }) : report.warn(at, 'class-name', 'class-removed', { from })));
  } else if (decision.kind === 'rename') {
    renameWritten(context, reading, decision);
  }
}
