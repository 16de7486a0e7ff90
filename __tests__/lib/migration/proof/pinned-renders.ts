import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Both packages' tables, server-rendered with pinned columns: what the class map and the stylesheet oracle read.

export type Direction = 'ltr' | 'rtl';
export type Fixed = 'left' | 'right' | true | undefined;

/**
 * Layouts with at least one unpinned column: pinned on one side, on both, a start value last and an end value
 * first. (With every column pinned, 1.x pins none of them and 7.x adds `cell-fix-left-all`: a case of its own.)
 */
export const LAYOUTS: readonly Fixed[][] = [
  ['left', 'left', undefined, undefined, 'right'],
  ['left', undefined, 'right', 'right'],
  [true, undefined, undefined],
  [undefined, undefined, 'right'],
  [undefined, undefined, 'left'],
  ['right', undefined, undefined],
  [undefined, 'left', undefined],
  ['right', undefined, 'left'],
];

/** What the fixed rule writes for 1.x. */
export const logical = (fixed: Fixed) => (fixed === 'left' ? 'start' : fixed === 'right' ? 'end' : fixed);

/** A table scrolling sideways, server-rendered: `layout` gives each column's `fixed`. */
export function renderPinned(Table: unknown, layout: readonly (string | boolean | undefined)[], direction: Direction): string {
  const columns = layout.map((fixed, index) => ({ title: `C${index}`, dataIndex: `c${index}`, key: `c${index}`, width: 100, fixed }));
  const data = [{ key: 1, ...Object.fromEntries(layout.map((_, index) => [`c${index}`, `${index}`])) }];
  return renderToStaticMarkup(createElement(Table as ComponentType<Record<string, unknown>>, { columns, data, direction, scroll: { x: 2000 } }));
}
