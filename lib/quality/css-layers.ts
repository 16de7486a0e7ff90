/**
 * The site's style isolation rests on one rule: every stylesheet the site writes puts its rules in the `site`
 * layer (or, for rc-table's package stylesheet, the `rc-table` layer), after the order statement
 * `@layer rc-table, site;`. A single unlayered site rule would outrank every demo style of lower specificity.
 */
export const LAYER_ORDER = ['rc-table', 'site'] as const;

const ORDER_STATEMENT = /^@layer\s+rc-table\s*,\s*site\s*;/;
const SITE_BLOCK = /^@layer\s+site\s*\{/;
const LAYERED_IMPORT = /^@import\s+(?:url\()?['"][^'"]+['"]\)?\s+layer\(rc-table\)\s*;/;

/** The CSS without comments, with string contents kept (braces inside strings do not count). */
function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Index just past the `}` that closes the block whose `{` is at `open`; -1 if it never closes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * What in a site stylesheet breaks the layer rule: a missing order statement, or any top-level text that is
 * not the order statement, an `@layer site { … }` block or a package stylesheet imported into `rc-table`.
 * Each problem is a short sentence quoting the start of the offending text. Empty means the file is sound.
 */
export function layerProblems(css: string): string[] {
  let rest = stripComments(css).trim();
  if (!ORDER_STATEMENT.test(rest)) return [`does not start with the order statement "@layer ${LAYER_ORDER.join(', ')};"`];
  const problems: string[] = [];
  while (rest.length > 0) {
    const statement = ORDER_STATEMENT.exec(rest) ?? LAYERED_IMPORT.exec(rest);
    if (statement) {
      rest = rest.slice(statement[0].length).trim();
      continue;
    }
    if (SITE_BLOCK.test(rest)) {
      const end = blockEnd(rest, rest.indexOf('{'));
      if (end < 0) return [...problems, 'has an @layer site block that never closes'];
      rest = rest.slice(end).trim();
      continue;
    }
    // Skip the offending rule or statement: up to its block's end, or its semicolon.
    const open = rest.indexOf('{');
    const semicolon = rest.indexOf(';');
    const end = open >= 0 && (semicolon < 0 || open < semicolon) ? blockEnd(rest, open) : semicolon + 1;
    problems.push(`has unlayered CSS: "${rest.slice(0, 60).replace(/\s+/g, ' ')}"`);
    if (end <= 0) break;
    rest = rest.slice(end).trim();
  }
  return problems;
}
