import { DEFAULT_PREFIX } from './class-names';
import { rewriteClasses } from './class-rewrite';
import { splitSpecifier, type MovedPackage } from './packages';
import type { Report } from './report';

/** The text with comments blanked to spaces (line breaks kept), so offsets stay and nothing in a comment matches. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** `@import 'x'`, `@import url(x)`, Sass's `@use 'x'`: the module each names (a leading `~` is webpack's). */
const IMPORT = /@(?:import|use|forward)\s+(?:url\(\s*)?(["']?)(~?)([^"')\s;]+)\1/g;

/**
 * A stylesheet (CSS, Less or Sass) from 7.x: imports of the table's stylesheet and of moved packages are renamed,
 * and so are the table's old class names in selectors. Comments are left as written.
 */
export function rewriteStylesheet(report: Report, css: string, moves: readonly MovedPackage[]): void {
  const text = withoutComments(css);
  for (const match of text.matchAll(IMPORT)) {
    const [, , tilde, specifier] = match;
    const split = splitSpecifier(specifier, moves);
    if (!split) continue;
    const start = match.index + match[0].lastIndexOf(specifier);
    const to = split.moved.to + split.subpath;
    const message = split.moved.move === 'table' ? 'stylesheet-moved' : split.moved.move === 'dependency' ? 'dependency-moved' : 'package-family-renamed';
    report.change({ start, end: start + specifier.length, text: to }, split.moved.move === 'table' ? 'stylesheet' : 'dependency', message, {
      from: tilde + specifier,
      to: tilde + to,
    });
  }
  rewriteClasses(report, text, 0, [DEFAULT_PREFIX]);
}
