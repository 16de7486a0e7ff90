import { splitSpecifier, type MovedPackage } from '../packages';
import type { Report } from '../report';
import { moveSibling } from '../sibling-moves';
import type { ImportRule } from './sheet';

// The stylesheet's imports.

/** Each module an import's parameters name, quoted or in `url(…)`, after any Less options (`(reference)`); `~` is webpack's. */
const MODULE = /(?:^|,)\s*(?:\([^)]*\)\s*)?(?:url\(\s*)?(["']?)(~?)([^"')\s;,]+)\1/g;

export function rewriteImports(report: Report, imports: readonly ImportRule[], moves: readonly MovedPackage[], moveSiblings: boolean): void {
  for (const rule of imports)
    for (const match of rule.params.matchAll(MODULE)) {
      const [whole, , tilde, specifier] = match;
      const split = splitSpecifier(specifier, moves);
      if (!split) continue;
      const start = rule.start + match.index + whole.lastIndexOf(specifier);
      const to = split.moved.to + split.subpath;
      const edit = { start, end: start + specifier.length, text: to };
      if (split.moved.move === 'family') moveSibling(report, start, edit, split.moved, tilde + specifier, moveSiblings);
      else if (split.moved.move === 'table') report.change(edit, 'stylesheet', 'stylesheet-moved', { from: tilde + specifier, to: tilde + to });
      else if (moveSiblings)
        report.change(edit, 'dependency', 'dependency-moved', { from: tilde + specifier, to: tilde + to, install: `npm install ${split.moved.to}` });
      else report.warn(start, 'dependency', 'dependency-kept', { from: split.moved.from, to: split.moved.to, install: `npm install ${split.moved.from}` });
    }
}
