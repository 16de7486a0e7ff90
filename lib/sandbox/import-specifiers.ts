/** `\s` beyond ASCII (no-break space, the Unicode spaces, the byte order mark). */
const SPACE = /\s/;

/**
 * The quoted specifier of each `import x from 'a'`, `import 'a/b.css'` and `export { y } from 'a'` in a file's text,
 * in order. It reads what the pattern
 *
 *   /(?:^|[\s;])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"\s]+)['"]/g
 *
 * reads, in one pass: that pattern, run by a backtracking engine, went over the rest of the text once per keyword and
 * once more per split of a run of spaces, so a shared file of 64 KiB of `import` and spaces froze the tab for seconds
 * on "Open in CodeSandbox". Here every answer that depends on a position is found once and kept while the keywords
 * move past it: the next quote or semicolon, the next character that is not a space, whether a `from` ends the text
 * before a quote, and the specifier after a quote.
 */
export function importSpecifiers(text: string): string[] {
  const found: string[] = [];
  const keyword = /(?:^|[\s;])(?:import|export)/g;
  const isSpace = (index: number) => {
    const code = text.charCodeAt(index);
    return code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(text[index]));
  };
  // The first quote or semicolon at or after a position, and the first character after one that is not a space.
  let stop = -1;
  let solid = -1;
  // Per stop: whether `\sfrom\s*` ends the text before it (and where that space is), and the specifier that follows it.
  let fromSpaceAt: number | undefined;
  let specifier: { text: string; end: number } | undefined;

  for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
    const after = match.index + match[0].length;
    if (stop < after) {
      stop = after;
      while (stop < text.length && !`'";`.includes(text[stop])) stop += 1;
      fromSpaceAt = fromBefore(text, stop, isSpace);
      specifier = text[stop] === "'" || text[stop] === '"' ? quotedAfter(text, stop, isSpace) : undefined;
    }
    if (solid < after) {
      solid = after;
      while (solid < stop && isSpace(solid)) solid += 1;
    }
    const reaches = solid === stop || (fromSpaceAt !== undefined && fromSpaceAt >= after);
    if (specifier && reaches) {
      found.push(specifier.text);
      keyword.lastIndex = specifier.end;
    } else keyword.lastIndex = match.index + 1;
  }
  return found;
}

/** Where the space before a `from` that ends the text before `stop` (spaces aside) is; undefined without one. */
function fromBefore(text: string, stop: number, isSpace: (index: number) => boolean): number | undefined {
  let end = stop;
  while (end > 0 && isSpace(end - 1)) end -= 1;
  return end >= 5 && text.slice(end - 4, end) === 'from' && isSpace(end - 5) ? end - 5 : undefined;
}

/** The specifier between the quote at `open` and the next quote (no space in it), with where its match ends. */
function quotedAfter(text: string, open: number, isSpace: (index: number) => boolean): { text: string; end: number } | undefined {
  let close = open + 1;
  while (close < text.length && text[close] !== "'" && text[close] !== '"' && !isSpace(close)) close += 1;
  return close > open + 1 && close < text.length && !isSpace(close) ? { text: text.slice(open + 1, close), end: close + 1 } : undefined;
}
