import { isNotFoundPath, localeOfPath, type LocaleId } from '../i18n/locales';
import { attr, elements, textContent, tokens, type HtmlDocument } from './html-tree';

/** The metadata of one page, as its static `<head>` declares it. */
export interface HeadMeta {
  titles: string[];
  description?: string;
  canonical?: string;
  robots: string[];
  /** `og:*` properties by name. */
  openGraph: Record<string, string>;
  /** `<meta name>` and `<meta property>` keys that appear more than once (not counting per-media tags). */
  repeated: string[];
}

export function readHeadMeta(document: HtmlDocument): HeadMeta {
  const meta: HeadMeta = { titles: [], robots: [], openGraph: {}, repeated: [] };
  const seen = new Set<string>();
  for (const element of elements(document)) {
    if (element.tagName === 'title') meta.titles.push(textContent(element).trim());
    if (element.tagName === 'link' && tokens(element, 'rel').includes('canonical')) meta.canonical = attr(element, 'href');
    if (element.tagName !== 'meta') continue;
    const key = attr(element, 'name')?.toLowerCase() ?? attr(element, 'property');
    const content = attr(element, 'content') ?? '';
    if (key === undefined) continue;
    // A tag for one media query (`theme-color` per colour scheme) is one of a set, not a repeat.
    if (attr(element, 'media') === undefined) {
      if (seen.has(key)) meta.repeated.push(key);
      seen.add(key);
    }
    if (key === 'description') meta.description = content;
    else if (key === 'robots') meta.robots.push(...content.toLowerCase().split(/\s*,\s*/));
    else if (key.startsWith('og:')) meta.openGraph[key] = content;
  }
  return meta;
}

/**
 * What a page is, which decides the metadata it needs:
 * - `doc`: a page of the registry, indexed;
 * - `redirect`: another spelling of a page path, sending readers to `target`;
 * - `standalone`: one demo alone (`/~demos/<id>`), opened from a previewer;
 * - `not-found`: an edition's 404 page (`404.html`, which Next also writes as `_not-found.html`; `en/404.html`).
 */
export type PageKind =
  | { kind: 'doc'; path: string }
  | { kind: 'redirect'; path: string; target: string }
  | { kind: 'standalone'; path: string; demo: string }
  | { kind: 'not-found'; locale: LocaleId };

/** What the page classification needs from the registry. */
export interface KnownPaths {
  routes: ReadonlyArray<{ path: string }>;
  aliases: Readonly<Record<string, string>>;
  demos: Readonly<Record<string, unknown>>;
}

/** The kind of the page served at `path`, or undefined for a page the registry does not explain. */
export function pageKind(path: string, known: KnownPaths): PageKind | undefined {
  if (isNotFoundPath(path)) return { kind: 'not-found', locale: localeOfPath(path) };
  if (known.routes.some((route) => route.path === path)) return { kind: 'doc', path };
  const target = known.aliases[path];
  if (target !== undefined) return { kind: 'redirect', path, target };
  const standalone = /^\/~demos\/([^/]+)$/.exec(path);
  if (standalone && standalone[1] in known.demos) return { kind: 'standalone', path, demo: standalone[1] };
  return undefined;
}

export interface MetaFailure {
  page: string;
  problem: string;
}

/** The Open Graph properties every indexed page declares. */
export const REQUIRED_OPEN_GRAPH = ['og:title', 'og:description', 'og:url', 'og:type'] as const;

/** Whether two absolute URLs are the same address (`https://x` is `https://x/`); a relative one never is. */
function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/**
 * Checks each page's head against its kind:
 * - every page: exactly one non-empty `<title>`, unique across the site (the two files of the 404 page
 *   are one page), a non-empty description, no repeated `<meta>`;
 * - `doc`: indexable, a canonical URL that is absolute and equals `siteUrl` + its path, and Open Graph
 *   title, description, type and a URL equal to the canonical one;
 * - `redirect`: noindex, canonical at its target;
 * - `standalone`: noindex (a fragment of a doc page, not a page of its own), canonical at itself;
 * - `not-found`: noindex and no canonical URL.
 */
export function checkHeadMeta(pages: ReadonlyArray<{ page: string; kind: PageKind; meta: HeadMeta }>, siteUrl: string): MetaFailure[] {
  const failures: MetaFailure[] = [];
  const titleOwners = new Map<string, Set<string>>();
  for (const { page, kind, meta } of pages) {
    const fail = (problem: string) => failures.push({ page, problem });
    const absolute = (path: string) => new URL(path, siteUrl).href;

    if (meta.titles.length !== 1) fail(`has ${meta.titles.length} <title> elements`);
    const title = meta.titles[0] ?? '';
    if (!title) fail('has an empty <title>');
    else titleOwners.set(title, (titleOwners.get(title) ?? new Set()).add(kind.kind === 'not-found' ? 'not-found' : page));
    if (!meta.description?.trim()) fail('has no meta description');
    for (const key of meta.repeated) fail(`repeats <meta> ${key}`);

    const noindex = meta.robots.includes('noindex');
    if (kind.kind === 'doc' && noindex) fail('is marked noindex');
    if (kind.kind !== 'doc' && !noindex) fail(`is a ${kind.kind} page but not marked noindex`);

    const expectedCanonical =
      kind.kind === 'doc' || kind.kind === 'standalone' ? absolute(kind.path) : kind.kind === 'redirect' ? absolute(kind.target) : undefined;
    if (expectedCanonical === undefined) {
      if (meta.canonical !== undefined) fail(`has a canonical URL (${meta.canonical}) though it is not a page of its own`);
    } else if (meta.canonical === undefined) {
      fail(`has no canonical URL (expected ${expectedCanonical})`);
    } else if (!sameUrl(meta.canonical, expectedCanonical)) {
      fail(`has canonical ${meta.canonical}, expected ${expectedCanonical}`);
    }

    if (kind.kind !== 'doc') continue;
    for (const key of REQUIRED_OPEN_GRAPH) if (!meta.openGraph[key]?.trim()) fail(`has no ${key}`);
    const ogUrl = meta.openGraph['og:url'];
    if (ogUrl && !sameUrl(ogUrl, expectedCanonical ?? '')) fail(`has og:url ${ogUrl}, expected ${expectedCanonical}`);
  }
  for (const [title, owners] of titleOwners) {
    if (owners.size > 1) failures.push({ page: [...owners].join(', '), problem: `share the <title> "${title}"` });
  }
  return failures;
}

export function formatMetaFailures(failures: readonly MetaFailure[]): string {
  return failures.map(({ page, problem }) => `${page}: ${problem}`).join('\n');
}
