/** Marks `<html>` when the address had a trailing slash, so the 404 page can retry without it. */
export const SLASH_REMOVED_ATTRIBUTE = 'data-slash-removed';

/**
 * Gives the address its one spelling as the page starts, keeping the query and hash: a trailing slash
 * goes, and so do empty segments (`//` → `/`, `/a//b/` → `/a/b`). Collapsing the leading ones also keeps
 * `history.replaceState` from reading `//x` as another host, which it refuses.
 */
export function TrailingSlashFix() {
  const script = `(function(){var l=location,p=l.pathname,c=p.replace(/\\/{2,}/g,'/').replace(/(.)\\/$/,'$1');if(c!==p){history.replaceState(history.state,'',c+l.search+l.hash);document.documentElement.setAttribute('${SLASH_REMOVED_ATTRIBUTE}','')}})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * On the 404 page: a host that answered the slashed address with 404 gets asked once for the address
 * without the slash, which is the real page. After that reload the address needs no fix, so the mark is
 * not set again and a page that is really missing stays on this one.
 */
export function RetryWithoutSlash() {
  const script = `if(document.documentElement.hasAttribute('${SLASH_REMOVED_ATTRIBUTE}'))location.reload()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
