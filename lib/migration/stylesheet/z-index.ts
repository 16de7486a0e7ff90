import { findRemovedClasses, isTableClass } from '../class-changes';
import { classTokens } from '../class-rewrite';
import { normalize, type Context } from './context';
import type { Variant } from './variants';

// z-index next to 1.x's pinned cells.

const isPinnedCell = (name: string, prefix: string) => name === `${prefix}-cell-fix` || name.startsWith(`${prefix}-cell-fix-`);

/**
 * 1.x stacks pinned cells at `calc(2 + var(--z-offset))`, `--z-offset` running up to twice the column count,
 * where 7.x gave them all `z-index: 2`. A z-index on pinned cells flattens that order; one on another part of
 * the table, or one from 3 to 100 anywhere in a sheet that styles the table (an overlay, a dropdown), can now
 * end up under the pinned cells. Each is reported at its declaration.
 */
export function flagZIndex(context: Context, rewritten: readonly (Variant[] | undefined)[], styling: readonly Variant[]): void {
  const { blocks, resolved, prefixes } = context;
  const names = (variant: Variant) => classTokens(variant.text).map((t) => t.name);
  const namesTable = (variant: Variant) => names(variant).some((name) => prefixes.some((prefix) => isTableClass(name, prefix)));
  const sheetNamesTable = styling.some(namesTable) || findRemovedClasses(context.text, prefixes, false).some((m) => !m.foreign);
  blocks.forEach((block, index) => {
    const variants = resolved[index];
    if (!variants) return;
    // An empty value is one CSS-in-JS computes (`z-index: ${…}`, blanked to read the template): nothing to judge.
    for (const declaration of block.declarations.filter((d) => d.property === 'z-index' && d.value !== '' && !d.value.includes('--z-offset'))) {
      const { value } = declaration;
      const selector = (rewritten[index] ?? variants).map((v) => normalize(v.text)).join(', ');
      const integer = /^-?\d+$/.test(value) ? Number(value) : undefined;
      const at = declaration.start;
      if (variants.some((v) => names(v).some((name) => prefixes.some((prefix) => isPinnedCell(name, prefix))))) {
        const suggestion = integer === undefined ? undefined : `z-index: calc(${integer} + var(--z-offset));`;
        context.pending.push((report) => report.warn(at, 'z-index', 'z-index-pinned', { selector, value }, suggestion));
      } else if (variants.some(namesTable)) {
        context.pending.push((report) => report.warn(at, 'z-index', 'z-index-table', { selector, value }));
      } else if (sheetNamesTable && integer !== undefined && integer >= 3 && integer <= 100) {
        context.pending.push((report) => report.warn(at, 'z-index', 'z-index-overlay', { selector, value }));
      }
    }
  });
}
