/**
 * The source a code block (`data-code-block`) shows. Its highlighted body (`data-code-body`) keeps every
 * character but the final newline, which `data-final-newline` records; so the source is read from the page and
 * no prop carries it a second time.
 */
export function blockText(block: Element): string {
  const text = block.querySelector('[data-code-body]')?.textContent ?? '';
  return block.hasAttribute('data-final-newline') ? `${text}\n` : text;
}

/** The source of the code block around `inside`; empty if there is none. */
export function codeText(inside: Element | null): string {
  const block = inside?.closest('[data-code-block]');
  return block ? blockText(block) : '';
}

/**
 * The source a highlighted rendering (`lib/highlight.ts` HTML, as a code block's body holds it) shows, read from
 * the HTML itself: for a file whose rendering is not in the page yet.
 */
export function highlightedText(html: string, finalNewline: boolean): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const text = template.content.textContent ?? '';
  return finalNewline ? `${text}\n` : text;
}
