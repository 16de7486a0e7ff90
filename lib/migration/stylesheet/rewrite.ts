import { applyEdits } from '../../markdown/source-edits';
import { DEFAULT_PREFIX, findRemovedClasses } from '../class-changes';
import { rewriteMatch, type Span } from '../class-rewrite';
import type { MovedPackage } from '../packages';
import type { Report } from '../report';
import type { SyntaxFailure } from '../types';
import { rewriteWritten, writtenClasses } from './classes';
import type { Context } from './context';
import { rewriteImports } from './imports';
import { splitByDirection } from './direction-split';
import { flagDuplicates } from './duplicates';
import { blank, readSheet } from './sheet';
import { byItem, resolveSheet, styles, unresolvedInterpolations } from './variants';
import { flagZIndex } from './z-index';

export interface StylesheetOptions {
  /** The packages whose imports move. */
  moves: readonly MovedPackage[];
  /** Also move the sibling packages (`MigrateOptions.moveSiblings`). */
  moveSiblings: boolean;
  /** The table's class prefixes: `rc-table`, and any `prefixCls` the code sets. */
  prefixes?: readonly string[];
  /**
   * Spans of `css` whose text is not known until run time (a CSS-in-JS template's `${…}`): read as blank, and no
   * selector through one gets an edit that depends on what it holds.
   */
  unknown?: readonly Span[];
}

/**
 * A stylesheet (CSS, Less or Sass) from 7.x: imports of the table's stylesheet and of moved packages are renamed,
 * and so are the table's old class names in selectors, read with their nesting (`&-cell-fix-left` under
 * `.rc-table`) and Less or Sass variables (`.@{prefix}-ping-left`) resolved, each by the direction of every
 * selector it ends up in; a class of one direction gets that direction's scope, and a selector naming none is
 * written once per direction (`direction-split.ts`), each scope inside `:where()` so that 7.x's cascade holds.
 * Rules that now share a selector, and z-indexes that can clash with 1.x's pinned cells, are reported. Comments are
 * left as written. PostCSS reads the sheet (`sheet.ts`); one it cannot read is left alone, and its syntax error
 * returned.
 */
export function rewriteStylesheet(
  report: Report,
  css: string,
  { moves, moveSiblings, prefixes = [DEFAULT_PREFIX], unknown = [] }: StylesheetOptions,
): SyntaxFailure | undefined {
  const read = readSheet(unknown.reduce((t, span) => t.slice(0, span.start) + blank(t.slice(span.start, span.end)) + t.slice(span.end), css));
  if (!read.ok) return read.error;
  const { sheet } = read;
  const { text } = sheet;
  rewriteImports(report, sheet.imports, moves, moveSiblings);
  const resolved = resolveSheet(sheet);
  const styling = resolved.flatMap((variants, index) => (variants && styles(sheet.blocks[index]) ? variants : []));
  const unresolved = unresolvedInterpolations(text, sheet.variables);
  const context: Context = {
    text,
    shown: css,
    unknown,
    prefixes,
    unresolved,
    blocks: sheet.blocks,
    resolved,
    through: byItem(styling),
    pending: [],
    edits: [],
    scoped: new Set(),
    splits: new Set(),
  };

  const written = writtenClasses(text, styling, [...prefixes, ...unresolved]);
  const split = splitByDirection(context, written.values());
  for (const entry of [...written.values()].sort((a, b) => a.start - b.start)) if (!split.has(entry)) rewriteWritten(context, entry);

  // The same reading of the rewritten sheet gives each rule's 1.x selectors, in the same order.
  const after = readSheet(applyEdits(text, context.edits), sheet.syntax);
  // An item split by direction is two items now: each stands for the one it came from.
  const itemsFrom = sheet.blocks.map((block, b) => block.items.flatMap((_, i) => (context.splits.has(`${b}:${i}`) ? [i, i] : [i])));
  const sameShape =
    after.ok && after.sheet.blocks.length === sheet.blocks.length && after.sheet.blocks.every((block, b) => block.items.length === itemsFrom[b].length);
  const rewritten = sameShape ? resolveSheet(after.sheet).map((variants, b) => variants?.map((v) => ({ ...v, item: itemsFrom[b][v.item] }))) : [];
  flagDuplicates(context, rewritten);
  flagZIndex(context, rewritten, styling);
  for (const emit of context.pending) emit(report);

  // Classes outside the selectors read above (in a value, a Less mixin call, an unread rule), match by match; a
  // file name in `url(…)` is not a class.
  const rest = text.replace(/\burl\([^)]*\)/gi, blank);
  for (const match of findRemovedClasses(rest, prefixes, false)) {
    const entry = written.get(match.end);
    if (!entry || entry.start > match.start) rewriteMatch(report, rest, 0, prefixes, match, false);
  }
  return undefined;
}
