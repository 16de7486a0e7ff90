import type { MetadataRoute } from 'next';
import { plainText } from './inline-code';
import { markdownPath, pageHeading } from './markdown/path';
import type { Registry } from './registry/types';

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** Every page of the registry, for search engines; redirects and standalone demos are left out. */
export function sitemapEntries(registry: Registry, siteUrl: string): MetadataRoute.Sitemap {
  return registry.routes.map((route) => ({
    url: absoluteUrl(siteUrl, route.path),
    lastModified: new Date(route.meta.frontmatter.lastUpdated),
    changeFrequency: 'monthly',
    priority: route.path === '/' ? 1 : route.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}

/**
 * llms.txt: the site in one Markdown list, a line per page with its one-line summary, grouped by the
 * top navigation (pages outside it first). Each line links the page's Markdown copy, as the llms.txt
 * convention asks, so a tool reads clean Markdown rather than HTML.
 */
export function llmsText(registry: Registry, siteUrl: string, site: { name: string; description: string }): string {
  const sections = new Map<string, string[]>();
  for (const route of registry.routes) {
    const fm = route.meta.frontmatter;
    const section = fm.nav?.title ?? 'Docs';
    const summary = plainText(fm.description ?? '').trim();
    const line = `- [${pageHeading(fm)}](${absoluteUrl(siteUrl, markdownPath(route.path))})${summary ? `: ${summary}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const order = ['Docs', ...registry.nav.map((item) => item.title)];
  const ordered = [...sections.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [`# ${site.name}`, '', `> ${site.description}`, '', ...ordered.flatMap((name) => [`## ${name}`, '', ...(sections.get(name) ?? []), ''])].join('\n');
}
