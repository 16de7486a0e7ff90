import type { SourceLanguage } from './types';

/** Leading blank space and comments (CSS's and, for Less and Sass, `//` lines). */
const LEADING = /^(?:\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*(?:\n|$))*/;

/**
 * Whether pasted code is a stylesheet or a script, from how it starts: an at-rule (`@import`, `@media`) or a
 * selector starting `.`, `#`, `*`, `:` or `&` cannot start a module (`#!` is a script's shebang).
 */
export function detectLanguage(code: string): SourceLanguage {
  const start = code.replace(LEADING, '');
  return /^(?:@(?:import|charset|media|layer|supports|font-face|keyframes|container|use|forward|include|mixin|namespace|page)\b|[.*:&]|#(?!!))/i.test(start)
    ? 'css'
    : 'script';
}

/**
 * Code that failed to parse as a script but reads as a stylesheet that starts with an element selector
 * (`table.rc-table-x td { … }`): rule blocks of `property: value` and none of a module's keywords.
 */
export function readsAsStylesheet(code: string): boolean {
  return /[^{};]+\{\s*(?:[-\w]+\s*:[^;{}]+;?\s*)*\}/.test(code) && !/\b(?:import|export|const|let|var|function|return)\b|=>/.test(code);
}
