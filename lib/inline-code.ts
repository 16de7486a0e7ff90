export interface InlineChunk {
  text: string;
  code: boolean;
}

/** Splits one-line text with `backtick` code spans into chunks; an unpaired backtick stays literal. */
export function splitInlineCode(text: string): InlineChunk[] {
  const chunks: InlineChunk[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) chunks.push({ text: text.slice(last, match.index), code: false });
    chunks.push({ text: match[1], code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) chunks.push({ text: text.slice(last), code: false });
  return chunks;
}

/** The same text with code spans unwrapped, for places that take plain text (meta tags, search). */
export function plainText(text: string): string {
  return splitInlineCode(text)
    .map((chunk) => chunk.text)
    .join('');
}
