/** The parts of the Clipboard API the site writes with. */
export type ClipboardWriter = Pick<Clipboard, 'write' | 'writeText'>;

/** Fetches a text file; any answer but 2xx is a failure, naming the address and the status. */
export async function fetchText(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Writes text that is still loading to the clipboard. With `ClipboardItem` the write starts at once and
 * takes the text as a promise, because Safari allows clipboard writes only within the click itself;
 * without it, the text is written when it arrives.
 */
export async function writeClipboardText(
  text: Promise<string>,
  clipboard: ClipboardWriter = navigator.clipboard,
  Item: typeof ClipboardItem | undefined = globalThis.ClipboardItem,
): Promise<void> {
  if (Item) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    // Awaited beside the write: a browser that refuses the write at once never reads the blob, whose failure would
    // then go unhandled (a page error); the write fails when either does.
    await Promise.all([clipboard.write([new Item({ 'text/plain': blob })]), blob]);
    return;
  }
  await clipboard.writeText(await text);
}
