import type { Metadata } from 'next';
import { markdownPath } from './markdown/path';
import { messages } from './messages';
import type { RouteEntry } from './registry/types';
import { site } from './site';

/** `<title>`, description, canonical URL, Markdown alternate and Open Graph tags of a page, from its frontmatter. */
export function pageMetadata(route: RouteEntry): Metadata {
  const fm = route.meta.frontmatter;
  const title = route.path === '/' ? `${site.name} - ${fm.subtitle ?? fm.title}` : `${fm.title}${fm.subtitle ? ` ${fm.subtitle}` : ''} - ${site.name}`;
  const description = fm.description ?? messages.siteDescription;
  return {
    title: { absolute: title },
    description,
    keywords: fm.keywords,
    // The page's Markdown copy, for tools that look for an alternate form rather than read llms.txt.
    alternates: { canonical: route.path, types: { 'text/markdown': markdownPath(route.path) } },
    openGraph: { title, description, url: route.path, siteName: site.name, locale: site.locale.id.replace('-', '_'), type: 'article' },
  };
}

/** A static redirect page (another spelling of a page path): not indexed, canonical at its target. */
export function redirectMetadata(target: string): Metadata {
  return {
    title: { absolute: `${messages.movedTo} ${target} - ${site.name}` },
    alternates: { canonical: target },
    robots: { index: false },
  };
}
