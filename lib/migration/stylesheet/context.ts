import type { SourceEdit } from '../../markdown/source-edits';
import type { Span } from '../class-rewrite';
import type { Report } from '../report';
import type { Block } from './sheet';
import type { Variant } from './variants';

// What the steps of a rewrite share.

/** A finding, reported once the rewrite is done. */
export type Pending = (report: Report) => void;

export const normalize = (selector: string) =>
  selector
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~])\s*/g, ' $1 ')
    .trim();

/**
 * A CSS-in-JS interpolation in the selector item or next to it (`${Cell}.rc-table-…`, read as blank): what it holds
 * may be part of the selector, so an edit that depends on the whole selector is not made there.
 */
export function touchesUnknown(context: Pick<Context, 'text' | 'unknown'>, item: Span): boolean {
  const blankBetween = (a: number, b: number) => a <= b && context.text.slice(a, b).trim() === '';
  return context.unknown.some((u) => blankBetween(u.end, item.start) || blankBetween(item.end, u.start) || (u.start < item.end && item.start < u.end));
}

export interface Context {
  /** The stylesheet as read: comments and `unknown` spans blanked. */
  text: string;
  /** The stylesheet as written, which findings quote. */
  shown: string;
  /** Spans whose text is known only at run time (CSS-in-JS interpolations). */
  unknown: readonly Span[];
  prefixes: readonly string[];
  /** Interpolations whose variable the stylesheet does not define (`@{prefix}`), read as prefixes of their own. */
  unresolved: readonly string[];
  blocks: readonly Block[];
  resolved: readonly (Variant[] | undefined)[];
  /** The selectors that style something, by every item they go through. */
  through: ReadonlyMap<string, Variant[]>;
  pending: Pending[];
  edits: SourceEdit[];
  scoped: Set<string>;
  /** `block:item` of each selector item written again as one copy per direction (`direction-split.ts`). */
  splits: Set<string>;
}
