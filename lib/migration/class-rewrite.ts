import { findRemovedClasses, isRtlContext, SHADOW_CELL_CLASSES } from './class-names';
import type { Report } from './report';

const DELIMITERS = ['{', '}', ';', ','];

/** The selector around an offset: the text between the nearest `{ } ; ,` on either side. */
function selectorAround(text: string, index: number): string {
  const start = Math.max(...DELIMITERS.map((d) => text.lastIndexOf(d, index))) + 1;
  const ends = DELIMITERS.map((d) => text.indexOf(d, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** Whether a renamed class is a shadow cell's and the selector goes on to its `::after`. */
function stylesShadowPseudo(to: string, text: string, end: number): boolean {
  return SHADOW_CELL_CLASSES.some((suffix) => to.endsWith(`-${suffix}`)) && /^[\w.:[\]="'-]*?::?after\b/.test(text.slice(end));
}

/**
 * The class-name rule over one text (a stylesheet, a `className` string, a CSS-in-JS template) that starts at
 * `offset` in the input: each removed class with a counterpart is renamed, by the right-to-left mapping inside a
 * selector that names `<prefix>-rtl`; one without is reported, as is a table class with a prefix not being renamed.
 */
export function rewriteClasses(report: Report, text: string, offset: number, prefixes: readonly string[]): void {
  for (const match of findRemovedClasses(text, prefixes, false)) {
    const rtl = isRtlContext(selectorAround(text, match.start), prefixes);
    const [resolved] = rtl ? findRemovedClasses(match.from, prefixes, true) : [match];
    const at = offset + match.start;
    if (resolved.to === undefined) {
      report.warn(at, 'class-name', 'class-removed', { from: match.from });
    } else if (resolved.foreign) {
      report.warn(at, 'class-name', 'class-other-prefix', { from: match.from, suffix: match.suffix, to: resolved.to });
    } else {
      report.change({ start: at, end: offset + match.end, text: resolved.to }, 'class-name', resolved.rtl ? 'class-renamed-rtl' : 'class-renamed', {
        from: match.from,
        to: resolved.to,
      });
      if (stylesShadowPseudo(resolved.to, text, match.end)) report.warn(at, 'class-name', 'shadow-pseudo', { selector: `.${resolved.to}::after` });
    }
  }
}
