import * as React from 'react';
import { renderToString } from 'react-dom/server';
import OldTable from 'rc-table';
import NewTable from '@rc-component/table';

/**
 * The migration guide's table of the classes 1.x no longer sets, read as claims that can be run: each row names a
 * 7.x class and, per direction, either the 1.x class set in its place (the cell starts with it; "same" and "同左"
 * repeat the left-to-right one), or that 7.x does not set the class in that direction ("—", "not set by 7.x",
 * "7.x 不设置"), or no counterpart (anything else).
 */
export type Direction = 'ltr' | 'rtl';
export type Claim = { kind: 'becomes'; target: string } | { kind: 'never-set' } | { kind: 'none' };

export interface ClassRow {
  from: string;
  claims: Record<Direction, Claim>;
}

const NEVER_SET = /^(?:—|not set by 7\.x|7\.x 不设置)$/;
const SAME = /^(?:same|同左)$/;

function claimOf(cell: string, leftToRight?: Claim): Claim {
  const text = cell.trim();
  const target = /^`(rc-table-[a-z-]+)`/.exec(text);
  if (target) return { kind: 'becomes', target: target[1] };
  if (SAME.test(text) && leftToRight) return leftToRight;
  return NEVER_SET.test(text) ? { kind: 'never-set' } : { kind: 'none' };
}

/** The rows of the table of removed classes (the one with a right-to-left column), in the guide's last section. */
export function removedClassRows(guide: string): ClassRow[] {
  const section = guide.slice(guide.lastIndexOf('\n## '));
  return section
    .split('\n')
    .filter((line) => /^\| `rc-table-[a-z-]+` \|/.test(line))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '')))
    .filter((cells) => cells.length === 4)
    .map(([from, , ltr, rtl]) => ({ from: from.replaceAll('`', ''), claims: { ltr: claimOf(ltr), rtl: claimOf(rtl, claimOf(ltr)) } }));
}

/** A `fixed` per column, in source order; `undefined` leaves a column unpinned. */
export type FixedLayout = readonly (string | boolean | undefined)[];

/** Layouts that pin columns on one side, on both, and the odd ones (a start value at the end, and the reverse). */
export const LAYOUTS: readonly FixedLayout[] = [
  ['left', undefined, undefined, 'right'],
  ['left', 'left', undefined, 'right', 'right'],
  [true, undefined, undefined],
  [undefined, undefined, 'right'],
  ['right', undefined, 'left'],
  [undefined, undefined, 'left'],
  [undefined, 'left', undefined],
];

export function columnsOf(layout: FixedLayout) {
  return layout.map((fixed, index) => ({ title: `C${index}`, dataIndex: `c${index}`, key: `c${index}`, width: 100, fixed }));
}

export function rowsOf(layout: FixedLayout) {
  return [0, 1].map((key) => ({ key, ...Object.fromEntries(layout.map((_, index) => [`c${index}`, `${key}-${index}`])) }));
}

export interface Rendered {
  html: string;
  /** The classes of the table's wrapper `div`. */
  wrapper: Set<string>;
  /** Every header and body cell (`rc-table-cell`), in document order: its tag, classes and inline style. */
  cells: { tag: string; classes: Set<string>; style: string }[];
  /** The cells of the hidden row that measures column widths. */
  measureCells: { tag: string; classAttribute: string | undefined }[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Server-renders a table with one line's package, scrolling sideways, and reads the classes it sets. */
export function render(line: '7.x' | '1.x', layout: FixedLayout, direction: Direction): Rendered {
  const Table = (line === '7.x' ? OldTable : NewTable) as unknown as React.ComponentType<Record<string, unknown>>;
  const html = renderToString(React.createElement(Table, { columns: columnsOf(layout), data: rowsOf(layout), direction, scroll: { x: 2000 } }));
  const wrapperTag = /<div class="rc-table[ "][^>]*>/.exec(html)?.[0] ?? '';
  const cells = [...html.matchAll(/<(td|th)\b[^>]*>/g)].flatMap((match) => {
    const classes = new Set((attribute(match[0], 'class') ?? '').split(/\s+/).filter(Boolean));
    return classes.has('rc-table-cell') ? [{ tag: match[1], classes, style: attribute(match[0], 'style') ?? '' }] : [];
  });
  const measureRow = /<tr[^>]*class="rc-table-measure-row"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
  const measureCells = [...measureRow.matchAll(/<(td|th)\b[^>]*>/g)].map((match) => ({ tag: match[1], classAttribute: attribute(match[0], 'class') }));
  return { html, wrapper: new Set((attribute(wrapperTag, 'class') ?? '').split(/\s+/)), cells, measureCells };
}
