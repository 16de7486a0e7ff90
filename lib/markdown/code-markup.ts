/** Longest run of backticks in `text`, so a code span or fence around it can be longer. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/** `text` as a code span, whatever backticks it holds. */
export function codeSpan(text: string): string {
  const ticks = '`'.repeat(longestBacktickRun(text) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** `code` as a fenced block; the fence is longer than any backtick run inside. */
export function fencedCode(code: string, info: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}
