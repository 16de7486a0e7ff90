import type { Definition, Image, Link } from 'mdast';
import { nodeSpan, replacement, type SourceEdit } from './source-edits';

/** A link target outside the page's own address space (`https:`, `mailto:`, `//host`) stays as written. */
const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Resolves a site link against the page's URL, keeping non-ASCII (Chinese anchors) readable. */
function resolveUrl(url: string, pageUrl: string): string {
  const href = new URL(url, pageUrl).href;
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

function destination(url: string, pageUrl: string): string {
  const resolved = resolveUrl(url, pageUrl);
  return /[\s()<>]/.test(resolved) ? `<${resolved.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : resolved;
}

function titlePart(title: string | null | undefined): string {
  return title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
}

/**
 * The edit that makes a site link, image or link definition point at its absolute URL, since the copy leaves
 * the site; none for a target outside the site. A link keeps its text as written: only `](…)` is rewritten.
 */
export function absoluteLinkEdit(source: string, node: Link | Image | Definition, pageUrl: string): SourceEdit | undefined {
  if (HAS_SCHEME.test(node.url)) return undefined;
  const target = `${destination(node.url, pageUrl)}${titlePart(node.title)}`;
  switch (node.type) {
    case 'link': {
      const { start, end } = nodeSpan(node);
      const last = node.children.at(-1);
      return { start: last ? nodeSpan(last).end : start + 1, end, text: `](${target})` };
    }
    case 'image':
      return replacement(source, node, `![${(node.alt ?? '').replace(/[[\]]/g, '\\$&')}](${target})`);
    case 'definition':
      return replacement(source, node, `[${node.label ?? node.identifier}]: ${target}`);
  }
}
