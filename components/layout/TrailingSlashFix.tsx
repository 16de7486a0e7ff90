/** Marks `<html>` when the address had a trailing slash, so the 404 page can retry without it. */
export const SLASH_REMOVED_ATTRIBUTE = 'data-slash-removed';

/** Removes a trailing slash from the address as the page starts, keeping the query and hash. */
export function TrailingSlashFix() {
  const script = `(function(){var l=location,p=l.pathname;if(p.length>1&&p.slice(-1)==='/'){history.replaceState(history.state,'',p.replace(/\\/+$/,'')+l.search+l.hash);document.documentElement.setAttribute('${SLASH_REMOVED_ATTRIBUTE}','')}})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * On the 404 page: a host that answered the slashed address with 404 gets asked for the address
 * without the slash, which is the real page.
 */
export function RetryWithoutSlash() {
  const script = `if(document.documentElement.hasAttribute('${SLASH_REMOVED_ATTRIBUTE}'))location.reload()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
