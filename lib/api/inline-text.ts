// The API descriptions' own markup, for the places that show them outside the API table's Markdown.

export interface InlinePart {
  code: boolean;
  text: string;
}

/** A description split at its `code` spans, as the API table writes them; a lone backtick stays text. */
export function inlineParts(text: string): InlinePart[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text !== '');
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The text ended as a sentence, so what follows it (a default, a link) does not run into it: a full stop in the
 * text's own script (`。` for Chinese) where it ends without one.
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  if (trimmed === '' || /[.。!?！？…:：]$/.test(trimmed)) return trimmed;
  return `${trimmed}${CJK.test(trimmed) ? '。' : '.'}`;
}
