import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A pinned cell's side, in the table's writing direction: `start` is the left edge of a left-to-right table. */
export type PinSide = 'start' | 'end';

/** One cell as a reader sees it: its text, whether it heads the table, and whether (and where) it is pinned. */
export interface Cell {
  text: string;
  /** In a `thead`: a header cell rather than one of the rows. */
  head: boolean;
  /** `start`, `end`, nothing when the cell scrolls, or `start+end` when the markup contradicts itself. */
  pin: string;
}

/** The table's root class; no demo sets another `prefixCls`. */
const PREFIX = 'rc-table';

/** ARIA roles of a cell, which a custom body (react-window's grid) renders instead of `td`. */
const CELL_ROLES = ['cell', 'gridcell', 'columnheader', 'rowheader'];

const isElement = (node: Node): node is Element => 'tagName' in node;

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function classes(element: Element): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** The inline style as property → value (`position:sticky;left:0` → position, left). */
function styles(element: Element): Map<string, string> {
  const declarations = (attribute(element, 'style') ?? '').split(';').map((part) => part.split(':'));
  return new Map(declarations.filter((pair) => pair.length >= 2).map(([name, ...value]) => [name.trim(), value.join(':').trim()]));
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/**
 * The sides a cell says it is pinned to, mapped to the writing direction. 7.x writes `position: sticky` and a
 * physical `left`/`right` offset into the inline style; 1.x writes a logical `inset-inline-start`/`-end` offset
 * and the class `rc-table-cell-fix-start`/`-end`. Every signal is read, so markup that contradicts itself shows.
 */
function pinOf(cell: Element, rtl: boolean): string {
  const style = styles(cell);
  const sides = new Set<PinSide>();
  if (style.get('position') === 'sticky') {
    if (style.has('left')) sides.add(rtl ? 'end' : 'start');
    if (style.has('right')) sides.add(rtl ? 'start' : 'end');
  }
  if (style.has('inset-inline-start')) sides.add('start');
  if (style.has('inset-inline-end')) sides.add('end');
  const own = classes(cell);
  if (own.includes(`${PREFIX}-cell-fix-start`)) sides.add('start');
  if (own.includes(`${PREFIX}-cell-fix-end`)) sides.add('end');
  return [...sides].sort((a, b) => b.localeCompare(a)).join('+');
}

/**
 * Every cell of server-rendered HTML in document order (a nested table's cells after the cell that holds it):
 * `td` and `th`, the `div` cells of the virtual body (class `rc-table-cell`) and what a custom body marks as a
 * cell by its ARIA role. Its text has whitespace collapsed; its pinned side is in the direction of the nearest
 * table (`rc-table-rtl` on the table's root). What is `aria-hidden` is left out: the row the table measures
 * column widths with is no content, and each version writes it its own way.
 */
export function readCells(html: string): Cell[] {
  const cells: Cell[] = [];
  const visit = (node: Node, rtl: boolean, head: boolean) => {
    if (!isElement(node) || attribute(node, 'aria-hidden') === 'true') return;
    const own = classes(node);
    const direction = own.includes(PREFIX) ? own.includes(`${PREFIX}-rtl`) : rtl;
    const inHead = node.tagName === 'thead' || (head && node.tagName !== 'table');
    const role = attribute(node, 'role') ?? '';
    if (node.tagName === 'td' || node.tagName === 'th' || own.includes(`${PREFIX}-cell`) || CELL_ROLES.includes(role)) {
      cells.push({ text: textOf(node).replace(/\s+/g, ' ').trim(), head: inHead, pin: pinOf(node, direction) });
    }
    for (const child of node.childNodes) visit(child, direction, inHead);
  };
  for (const child of parseFragment(html).childNodes) visit(child, false, false);
  return cells;
}
