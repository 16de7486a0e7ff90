import { applyEdits, type SourceEdit } from '../../markdown/source-edits';
import { targetFor } from '../class-changes';
import { directionFacts, directionScope, isRtl, type Direction } from '../class-rewrite';
import { itemOf, readWritten, selectorMap, type ItemPlace as Item, type Reading, type Written } from './classes';
import { normalize, touchesUnknown, type Context } from './context';

// Selectors that name no direction but a class whose 1.x name depends on it: one copy per direction.

/**
 * A class whose 1.x name depends on the table's direction: 7.x named the physical side, so `cell-fix-left` is 1.x's
 * start left to right and its end right to left; `has-fix-right` has no counterpart right to left.
 */
const sided = (reading: Reading) => targetFor(reading.named.change, false) !== targetFor(reading.named.change, true);

/** Every selector this class is in names no direction: no `.rc-table-rtl`, `[dir=rtl]`, `:not(.rc-table-rtl)`, or class of one direction. */
function undirected(context: Context, written: Written): boolean {
  return written.seen.every(({ variant }) => {
    const facts = directionFacts(variant.text, context.prefixes);
    return !isRtl(facts) && !facts.ltrGuard && !facts.ltrOnly;
  });
}

/** The item as written, its classes renamed for one direction; undefined where a name cannot be written so. */
function renamed(context: Context, item: Item, readings: readonly Reading[], rtl: boolean, extra: readonly SourceEdit[] = []): string | undefined {
  const edits: SourceEdit[] = [...extra];
  for (const reading of readings) {
    const to = reading.writtenAs(targetFor(reading.named.change, rtl));
    if (to === undefined) return undefined;
    edits.push({ start: reading.written.start - item.span.start, end: reading.written.tail.end - item.span.start, text: to });
  }
  return applyEdits(context.shown.slice(item.span.start, item.span.end), edits);
}

/** The item for tables of one direction: renamed for it, and kept to it by the direction's scope (see `directionScope`). */
function version(context: Context, item: Item, readings: readonly Reading[], direction: Direction): string | undefined {
  const [first] = readings.filter(sided);
  const own = (context.resolved[item.block] ?? []).filter((v) => v.item === item.index);
  const scopes = own.map((variant) => {
    const at = variant.origin.indexOf(first.written.tail.start);
    return at < 0 ? undefined : directionScope(variant.text, at, first.named.prefix, selectorMap(variant, item.span), direction);
  });
  const [scope] = scopes;
  if (!scope || !scopes.every((s) => s?.at === scope.at && s.text === scope.text)) return undefined;
  if (scope.at < item.span.start || scope.at > item.span.end) return undefined;
  const at = scope.at - item.span.start;
  return renamed(context, item, readings, direction === 'rtl', [{ start: at, end: at, text: scope.text }]);
}

/** What goes between the two copies: a line break and the item's indent where the list breaks its lines. */
function separator(context: Context, item: Item): string {
  const { items } = context.blocks[item.block];
  const gaps = items.slice(1).map((next, i) => context.text.slice(items[i].end, next.start));
  if (!gaps.some((gap) => gap.includes('\n'))) return ', ';
  const lineStart = context.text.lastIndexOf('\n', item.span.start - 1) + 1;
  const indent = context.text.slice(lineStart, item.span.start);
  return `,\n${indent.trim() === '' ? indent : ''}`;
}

/**
 * A selector naming no direction matched, in 7.x, the same physical side in both directions: `.rc-table-cell-fix-left`
 * styled the left-pinned cells of every table. 1.x names them by logical side, start left to right and end right to
 * left, so the left-to-right rename alone would move right-to-left tables' styles to the other side. Each such item
 * becomes two: the left-to-right one scoped with `:not(.rc-table-rtl)`, the right-to-left one with `.rc-table-rtl`
 * (none when 1.x has no class for that case right to left: `has-fix-right`). A rule whose items mirror each other
 * (`.rc-table-cell-fix-left, .rc-table-cell-fix-right`) styles the same cells either way, and is only renamed.
 * Where a copy cannot be written (the class is built from a parent selector, a scope has no place in the item's own
 * text), the item gets the left-to-right rename and a warning. Returns the written classes it took care of.
 */
export function splitByDirection(context: Context, written: Iterable<Written>): Set<Written> {
  const handled = new Set<Written>();
  const byItem = new Map<string, { item: Item; entries: Written[] }>();
  for (const entry of written) {
    const item = itemOf(context, entry);
    if (!item) continue;
    const key = `${item.block}:${item.index}`;
    const group = byItem.get(key) ?? { item, entries: [] };
    group.entries.push(entry);
    byItem.set(key, group);
  }

  const candidates = [...byItem.values()].flatMap(({ item, entries }) => {
    const readings = entries.map((entry) => readWritten(context, entry));
    if (readings.some((r) => r === 'ambiguous')) return [];
    const read = readings.filter((r): r is Reading => r !== undefined);
    if (!read.some(sided)) return [];
    const plain = read.every((r) => r.named.known && !r.named.variable && undirected(context, r.written));
    return plain ? [{ item, readings: read }] : [];
  });

  for (const block of new Set(candidates.map((c) => c.item.block))) {
    const mine = candidates.filter((c) => c.item.block === block);
    // A rule whose items, renamed left to right and right to left, give the same list styles the same cells.
    const lists = [false, true].map((rtl) =>
      context.blocks[block].items.map((span, index) => {
        const candidate = mine.find((c) => c.item.index === index);
        const text = candidate ? renamed(context, candidate.item, candidate.readings, rtl) : context.shown.slice(span.start, span.end);
        return text === undefined ? undefined : normalize(text);
      }),
    );
    const same = (a: (string | undefined)[], b: (string | undefined)[]) => a.every((t) => t !== undefined && b.includes(t)) && b.every((t) => a.includes(t));
    if (same(lists[0], lists[1])) continue;

    for (const { item, readings } of mine) {
      const ltr = version(context, item, readings, 'ltr');
      const rtlNone = readings.some((r) => sided(r) && targetFor(r.named.change, true) === undefined);
      const rtl = rtlNone ? '' : version(context, item, readings, 'rtl');
      const shown = normalize(context.shown.slice(item.span.start, item.span.end));
      const [first] = readings.filter(sided);
      if (ltr === undefined || rtl === undefined || touchesUnknown(context, item.span)) {
        const values = {
          selector: shown,
          from: context.text.slice(first.written.start, first.written.tail.end),
          ltr: first.writtenAs(targetFor(first.named.change, false)) ?? '',
          rtl: first.writtenAs(targetFor(first.named.change, true)) ?? '',
        };
        context.pending.push((report) => report.warn(item.span.start, 'class-name', 'class-direction-unsplit', values));
        continue;
      }
      const edit = { ...item.span, text: rtl === '' ? ltr : `${ltr}${separator(context, item)}${rtl}` };
      context.edits.push(edit);
      context.splits.add(`${item.block}:${item.index}`);
      for (const reading of readings) handled.add(reading.written);
      const values = { selector: shown, ltr: normalize(ltr), rtl: normalize(rtl) };
      context.pending.push((report) => report.change(edit, 'class-name', 'class-direction-split', values));
    }
  }
  return handled;
}
