import { attr, elements, tokens, type HtmlDocument } from './html-tree';

/** One reference a page makes: a link a reader follows, or a resource the page loads. */
export interface PageReference {
  tag: string;
  /** The attribute as written in the HTML. */
  url: string;
  /** `_blank` and friends, for links. */
  target?: string;
  rel: string[];
}

/** What the link check needs from one exported page. */
export interface PageLinks {
  references: PageReference[];
  /** Every fragment target: `id`s, and `name`s of `<a>` (HTML scrolls to either). */
  anchors: Set<string>;
}

export interface LinkFailure {
  /** The page, as the out/ file it was read from. */
  page: string;
  url: string;
  reason: string;
}

/** The attribute holding the URL, for each element that references one. */
const URL_ATTRIBUTE: Record<string, string> = { a: 'href', area: 'href', link: 'href', script: 'src', img: 'src', iframe: 'src', source: 'src' };

/** `target` values that stay in the same browsing context. */
const SAME_CONTEXT = new Set(['', '_self', '_parent', '_top']);

/**
 * The references of a page: `<a href>` and `<area href>`, every `<link href>` (canonical and alternate
 * pages, stylesheets, preloads, icons), and `src` of scripts, images and frames.
 */
export function readPageLinks(document: HtmlDocument): PageLinks {
  const references: PageReference[] = [];
  const anchors = new Set<string>();
  for (const element of elements(document)) {
    const id = attr(element, 'id');
    if (id) anchors.add(id);
    const { tagName } = element;
    if (tagName === 'a' && attr(element, 'name')) anchors.add(attr(element, 'name') as string);
    const url = tagName in URL_ATTRIBUTE ? attr(element, URL_ATTRIBUTE[tagName]) : undefined;
    if (url === undefined) continue;
    references.push({ tag: tagName, url, target: attr(element, 'target'), rel: tokens(element, 'rel') });
  }
  return { references, anchors };
}

/** The address an out/ file is served at: `index.html` → `/`, `demo/simple.html` → `/demo/simple`. */
export function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * The out/ file a static host serves for a path, as the preview server does: the file itself, else
 * `<path>.html` (clean URLs), else `<path>/index.html`. A trailing slash redirects to the path without it.
 */
export function fileForPath(pathname: string, files: ReadonlySet<string>): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/') return files.has('index.html') ? 'index.html' : undefined;
  const relative = clean.slice(1);
  return [relative, `${relative}.html`, `${relative}/index.html`].find((candidate) => files.has(candidate));
}

/** A fragment as the browser looks it up: the raw text first, then its percent-decoded form. */
function fragmentFound(fragment: string, anchors: ReadonlySet<string>): boolean {
  // An empty fragment and `#top` scroll to the top of the page without any element.
  if (fragment === '' || fragment.toLowerCase() === 'top') return true;
  if (anchors.has(fragment)) return true;
  try {
    return anchors.has(decodeURIComponent(fragment));
  } catch {
    return false;
  }
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Checks every reference of every page against the exported files:
 * - an internal URL (relative, or absolute on `siteUrl`'s origin) must name an exported file, and its
 *   `#fragment` an anchor of that page;
 * - an external link that opens a new tab must carry `rel="noopener noreferrer"`.
 * Returns every failure, so one run reports them all.
 */
export function checkLinks(pages: ReadonlyMap<string, PageLinks>, files: ReadonlySet<string>, siteUrl: string): LinkFailure[] {
  const origin = new URL(siteUrl).origin;
  const failures: LinkFailure[] = [];
  for (const [page, { references }] of pages) {
    const base = new URL(pathOfFile(page), origin);
    for (const reference of references) {
      const fail = (reason: string) => failures.push({ page, url: reference.url, reason });
      let url: URL;
      try {
        url = new URL(reference.url, base);
      } catch {
        fail('not a valid URL');
        continue;
      }
      if (url.origin !== origin) {
        const opensTab = !SAME_CONTEXT.has((reference.target ?? '').toLowerCase());
        const missing = ['noopener', 'noreferrer'].filter((token) => !reference.rel.includes(token));
        if (opensTab && /^https?:$/.test(url.protocol) && missing.length > 0) fail(`opens a new tab without rel="${missing.join(' ')}"`);
        continue;
      }
      const pathname = decodePath(url.pathname);
      const file = pathname === undefined ? undefined : fileForPath(pathname, files);
      if (file === undefined) {
        fail(`no exported file for ${pathname ?? url.pathname}`);
        continue;
      }
      if (!url.hash) continue;
      const fragment = url.hash.slice(1);
      const target = pages.get(file);
      if (!target) fail(`#${fragment} points into ${file}, which is not an HTML page`);
      else if (!fragmentFound(fragment, target.anchors)) fail(`no element with id "${decodePath(fragment) ?? fragment}" in ${file}`);
    }
  }
  return failures;
}

export function formatLinkFailures(failures: readonly LinkFailure[]): string {
  return failures.map(({ page, url, reason }) => `${page}: ${url} — ${reason}`).join('\n');
}
