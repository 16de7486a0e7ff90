import type { SourceEdit } from '../../markdown/source-edits';
import type { Span } from '../class-rewrite';
import type { Report } from '../report';
import type { Block } from './sheet';
import type { Variant } from './variants';

// What the steps of a rewrite share.

/** A finding waiting for the merge step to say whether its text survives. */
export interface Pending {
  start: number;
  end: number;
  emit: (report: Report) => void;
}

export const normalize = (selector: string) =>
  selector
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~])\s*/g, ' $1 ')
    .trim();

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
