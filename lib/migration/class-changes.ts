/**
 * The class names that differ between the lines, after the prefix (`rc-table` on both: `prefixCls` did not
 * change). 7.x named pinned cells and shadows by physical side (left, right); 1.x by logical side (start, end),
 * and moved the shadow from the wrapper's ping classes to classes of its own. Checked against both installed
 * packages' scripts and stylesheets by `__tests__/lib/migration/facts.test.ts`, and against both rendered, in each
 * direction, by `__tests__/lib/migration/class-names.test.ts`.
 */

/** Where the class sits: on the table's wrapper `div`, on a cell, or on the hidden cells that measure column widths. */
export type ClassLevel = 'table' | 'cell' | 'measure';

export interface RemovedClass {
  /** The part after `<prefix>-`: `ping-left`, `cell-fix-left-last`. */
  suffix: string;
  level: ClassLevel;
  /** What 1.x sets instead, in a left-to-right table; none when it sets nothing like it. */
  ltr?: string;
  /** Where a right-to-left table differs: 7.x's left side is its end there. */
  rtl?: string;
  /** In a right-to-left table 1.x sets nothing like it: 7.x set it there in a case 1.x has no class for. */
  rtlNone?: boolean;
  /** 7.x set it in right-to-left tables only, so a selector naming it is about one. */
  rtlOnly?: boolean;
  /** 7.x set it in left-to-right tables only, so a right-to-left selector naming it matched nothing. */
  ltrOnly?: boolean;
}

export const DEFAULT_PREFIX = 'rc-table';

/** The 14 classes 7.x sets and 1.x does not. */
export const REMOVED_CLASSES: readonly RemovedClass[] = [
  // Set while the table is scrolled away from that edge: the pinned columns on that side cast a shadow.
  { suffix: 'ping-left', level: 'table', ltr: 'fix-start-shadow-show', rtl: 'fix-end-shadow-show' },
  { suffix: 'ping-right', level: 'table', ltr: 'fix-end-shadow-show', rtl: 'fix-start-shadow-show' },
  // The first column is pinned (to either side, in both lines) / the last column is pinned to the right. 7.x read
  // `fixed` after swapping left and right for a right-to-left table, so there it set `has-fix-right` when the last
  // column said `fixed: 'left'` (or `true`), which 1.x marks with no class, and nothing for `fixed: 'right'`.
  { suffix: 'has-fix-left', level: 'table', ltr: 'has-fix-start' },
  { suffix: 'has-fix-right', level: 'table', ltr: 'has-fix-end', rtlNone: true },
  { suffix: 'fixed-column-gapped', level: 'table' },
  { suffix: 'measure-cell', level: 'measure' },
  { suffix: 'measure-cell-content', level: 'measure' },
  { suffix: 'cell-fix-left', level: 'cell', ltr: 'cell-fix-start', rtl: 'cell-fix-end' },
  { suffix: 'cell-fix-right', level: 'cell', ltr: 'cell-fix-end', rtl: 'cell-fix-start' },
  // The pinned cell next to the scrolling ones carries the shadow: 7.x's "last left" in LTR, "first left" in RTL.
  { suffix: 'cell-fix-left-last', level: 'cell', ltr: 'cell-fix-start-shadow', ltrOnly: true },
  { suffix: 'cell-fix-right-first', level: 'cell', ltr: 'cell-fix-end-shadow', ltrOnly: true },
  { suffix: 'cell-fix-left-first', level: 'cell', ltr: 'cell-fix-end-shadow', rtlOnly: true },
  { suffix: 'cell-fix-right-last', level: 'cell', ltr: 'cell-fix-start-shadow', rtlOnly: true },
  { suffix: 'cell-fix-left-all', level: 'cell' },
];

/** The 13 classes 1.x sets and 7.x did not. */
export const ADDED_CLASSES: readonly { suffix: string; level: ClassLevel }[] = [
  { suffix: 'fix-start-shadow', level: 'table' },
  { suffix: 'fix-end-shadow', level: 'table' },
  { suffix: 'fix-start-shadow-show', level: 'table' },
  { suffix: 'fix-end-shadow-show', level: 'table' },
  { suffix: 'has-fix-start', level: 'table' },
  { suffix: 'has-fix-end', level: 'table' },
  { suffix: 'cell-fix', level: 'cell' },
  { suffix: 'cell-fix-start', level: 'cell' },
  { suffix: 'cell-fix-end', level: 'cell' },
  { suffix: 'cell-fix-start-shadow', level: 'cell' },
  { suffix: 'cell-fix-start-shadow-show', level: 'cell' },
  { suffix: 'cell-fix-end-shadow', level: 'cell' },
  { suffix: 'cell-fix-end-shadow-show', level: 'cell' },
];

/** A removed class found in a text, and what it becomes. */
export interface ClassMatch {
  /** Offsets in the text searched. */
  start: number;
  end: number;
  /** The class as written. */
  from: string;
  /** Its replacement; undefined when 1.x has none. */
  to?: string;
  /** Whether the right-to-left mapping gave `to`. */
  rtl: boolean;
  /** The prefix was not one being renamed (a custom `prefixCls` elsewhere, a nested `&-ping-left`): only reported. */
  foreign: boolean;
  suffix: string;
  change: RemovedClass;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const suffixes = [...REMOVED_CLASSES].sort((a, b) => b.suffix.length - a.suffix.length).map((c) => escape(c.suffix));
const bySuffix = new Map(REMOVED_CLASSES.map((c) => [c.suffix, c]));

/** The removed class with this suffix (`cell-fix-left`), if any. */
export const changeOf = (suffix: string): RemovedClass | undefined => bySuffix.get(suffix);

/**
 * Other prefixes worth a warning: a table's (`ant-table`, `my-table`) or a nested selector's `&`. Other
 * components have ping classes too (tabs), so a prefix that names no table is left alone.
 */
const FOREIGN_PREFIX = /^(?:&|[A-Za-z_][\w-]*table)$/i;

const REMOVED_PATTERN = new RegExp(`(?<![\\w&%-])(&|[A-Za-z_][\\w-]*?)-(${suffixes.join('|')})(?![\\w-])`, 'g');

/** Every removed class in `text`, with `prefixes` renamed (`rc-table` and any `prefixCls` the code sets). */
export function findRemovedClasses(text: string, prefixes: readonly string[], rtl: boolean): ClassMatch[] {
  const matches: ClassMatch[] = [];
  for (const match of text.matchAll(REMOVED_PATTERN)) {
    const [from, prefix, suffix] = match;
    const known = prefixes.includes(prefix);
    if (!known && !FOREIGN_PREFIX.test(prefix)) continue;
    const change = bySuffix.get(suffix);
    if (!change) continue;
    const target = targetFor(change, rtl);
    matches.push({
      start: match.index,
      end: match.index + from.length,
      from,
      to: target === undefined ? undefined : `${prefix}-${target}`,
      rtl: rtl && change.rtl !== undefined,
      foreign: !known,
      suffix,
      change,
    });
  }
  return matches;
}

/** The shadow classes whose `::after` 1.x draws differently (a 5 px bar shown by opacity, where 7.x used a box-shadow). */
export const SHADOW_CELL_CLASSES: readonly string[] = ['cell-fix-start-shadow', 'cell-fix-end-shadow'];

/** What 1.x sets instead of a removed class, in a table of that direction; none when it sets nothing like it. */
export function targetFor(change: RemovedClass, rtl: boolean): string | undefined {
  if (!rtl) return change.ltr;
  return change.rtlNone ? undefined : (change.rtl ?? change.ltr);
}

/** A class name (as a selector resolves it) that 7.x set and 1.x does not, split into prefix and change. */
export interface NamedClass {
  prefix: string;
  change: RemovedClass;
  /** The prefix is one being renamed; otherwise it names another table (`ant-table`) or an unresolved `&`. */
  known: boolean;
}

const WHOLE_NAME = new RegExp(`^(&|[A-Za-z_][\\w-]*?)-(${suffixes.join('|')})$`);

export function removedClassOf(name: string, prefixes: readonly string[]): NamedClass | undefined {
  for (const prefix of prefixes) {
    const change = name.startsWith(`${prefix}-`) ? bySuffix.get(name.slice(prefix.length + 1)) : undefined;
    if (change) return { prefix, change, known: true };
  }
  const match = WHOLE_NAME.exec(name);
  const change = match && FOREIGN_PREFIX.test(match[1]) ? bySuffix.get(match[2]) : undefined;
  return match && change ? { prefix: match[1], change, known: false } : undefined;
}

/** Classes both lines set on the table's wrapper `div`, besides the renamed ones: a compound naming one is the wrapper. */
const SHARED_WRAPPER_SUFFIXES = ['rtl', 'fixed-header', 'fixed-column', 'scroll-horizontal', 'layout-fixed'];

const WRAPPER_SUFFIXES: ReadonlySet<string> = new Set([
  ...SHARED_WRAPPER_SUFFIXES,
  ...[...REMOVED_CLASSES, ...ADDED_CLASSES].filter((c) => c.level === 'table').map((c) => c.suffix),
]);

/** Whether a class is the table's wrapper: `.rc-table` itself or one of the classes only the wrapper carries. */
export function isWrapperClass(name: string, prefix: string): boolean {
  return name === prefix || (name.startsWith(`${prefix}-`) && WRAPPER_SUFFIXES.has(name.slice(prefix.length + 1)));
}

/** Whether a class is one of the table's: `.rc-table` or any `.rc-table-…`. */
export function isTableClass(name: string, prefix: string): boolean {
  return name === prefix || name.startsWith(`${prefix}-`);
}
