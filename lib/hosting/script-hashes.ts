import { createHash } from 'node:crypto';

/**
 * Each exported page's own script policy (scripts/finish-export.ts): a `<meta>` Content-Security-Policy whose
 * script-src allows the hashes of that page's inline scripts and nothing else inline. The hosts' header allows
 * 'unsafe-inline' for every page (one header for all paths, which every host can send); a browser enforces both
 * policies, so on each page only its own inline scripts run, and an injected one does not. A `<meta>` rather than a
 * header per path: GitHub Pages sends no headers, and the other hosts would need a generated rule per page.
 */

const META_START = '<meta http-equiv="Content-Security-Policy" content="';
/** The charset declaration Next writes first in `<head>`: the policy follows it, before any script. */
const CHARSET = /<meta charSet="utf-8"\/>/i;
const SCRIPT = /<script\b([^>]*)>/gi;
/** Where a script's text ends: `</script` followed by a space, `/` or `>` (the HTML parser's rule), in any case. */
const SCRIPT_END = /<\/script[\s/>]/gi;

/** Whether a `<script>`'s attributes make it an inline classic or module script, which a policy governs. */
function isInlineCode(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * The text of every inline script of a page, in order. A script holding `<!--` is refused: inside one, the HTML parser
 * can end the script elsewhere than at the first `</script>`, and a hash of the wrong text would block it.
 */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  SCRIPT.lastIndex = 0;
  for (let open = SCRIPT.exec(html); open !== null; open = SCRIPT.exec(html)) {
    const start = open.index + open[0].length;
    SCRIPT_END.lastIndex = start;
    const end = SCRIPT_END.exec(html);
    if (end === null) throw new Error(`A <script> at offset ${open.index} is never closed`);
    SCRIPT.lastIndex = end.index;
    if (!isInlineCode(open[1])) continue;
    const text = html.slice(start, end.index);
    if (text.includes('<!--')) throw new Error(`The inline script at offset ${open.index} holds "<!--": its end cannot be told without a full parser`);
    texts.push(text);
  }
  return texts;
}

/** `'sha256-…'` of a script's text as a policy names it: the digest of its UTF-8 bytes, in base64. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The page with its script policy after the charset declaration (replacing one written before, so a second run of the
 * export's last step changes nothing): script-src is `sources` (the header's, without 'unsafe-inline') and the hash of
 * each inline script of the page, once each.
 */
export function withScriptPolicy(html: string, sources: readonly string[]): string {
  const written = html.indexOf(META_START);
  const page = written < 0 ? html : html.slice(0, written) + html.slice(html.indexOf('>', written) + 1);
  const charset = CHARSET.exec(page);
  if (charset === null) throw new Error('The page has no <meta charSet="utf-8"/> to put its script policy after');
  const hashes = [...new Set(inlineScripts(page).map(scriptHash))];
  const meta = `${META_START}${['script-src', ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(' ')}"/>`;
  const at = charset.index + charset[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}
