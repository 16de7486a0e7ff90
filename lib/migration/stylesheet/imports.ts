import { splitSpecifier, type MovedPackage } from '../packages';
import type { Report } from '../report';
import { moveSibling } from '../sibling-moves';

// The stylesheet's imports.

/** `@import 'x'`, `@import url(x)`, Sass's `@use 'x'`: the module each names (a leading `~` is webpack's). */
const IMPORT = /@(?:import|use|forward)\s+(?:url\(\s*)?(["']?)(~?)([^"')\s;]+)\1/g;

export function rewriteImports(report: Report, text: string, moves: readonly MovedPackage[], moveSiblings: boolean): void {
  for (const match of text.matchAll(IMPORT)) {
    const [, , tilde, specifier] = match;
    const split = splitSpecifier(specifier, moves);
    if (!split) continue;
    const start = match.index + match[0].lastIndexOf(specifier);
    const to = split.moved.to + split.subpath;
    const edit = { start, end: start + specifier.length, text: to };
    if (split.moved.move === 'family') moveSibling(report, start, edit, split.moved, tilde + specifier, moveSiblings);
    else if (split.moved.move === 'table') report.change(edit, 'stylesheet', 'stylesheet-moved', { from: tilde + specifier, to: tilde + to });
    else report.change(edit, 'dependency', 'dependency-moved', { from: tilde + specifier, to: tilde + to, install: `npm install ${split.moved.to}` });
  }
}
