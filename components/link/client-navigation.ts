/** What of a click decides whether a link opens in this page (client navigation) or as the browser would. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * True when a click on an internal link should navigate within the app, as Next's own link decides: a plain
 * primary click on a link that opens here (no other target, not a download) to this origin. Anything else — a
 * new tab or window, a download, another site — is left to the browser.
 */
export function navigatesInApp(click: LinkClick, link: { target: string; hasDownload: boolean; url: URL }, origin: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasDownload) return false;
  return link.url.origin === origin;
}
