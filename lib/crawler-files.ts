import type { MetadataRoute } from 'next';
import { LOCALES, localeOfPath, localizedPath, type LocaleId } from './i18n/locales';
import { plainText } from './inline-code';
import { markdownPath, pageHeading } from './markdown/path';
import type { Registry } from './registry/types';

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** A page's address in each edition, plus `x-default` (the zh-CN edition, the site's default): its hreflang alternates. */
export function languageAlternates(path: string, siteUrl?: string): Record<string, string> {
  const url = (p: string) => (siteUrl ? absoluteUrl(siteUrl, p) : p);
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale.id, url(localizedPath(path, locale.id))])),
    'x-default': url(localizedPath(path, 'zh-CN')),
  };
}

/** Every page of both editions, each with its alternates, for search engines; redirects and standalone demos are left out. */
export function sitemapEntries(registry: Registry, siteUrl: string): MetadataRoute.Sitemap {
  return registry.routes.map((route) => {
    const depth = localizedPath(route.path, 'zh-CN').split('/').length;
    return {
      url: absoluteUrl(siteUrl, route.path),
      lastModified: new Date(route.meta.frontmatter.lastUpdated),
      changeFrequency: 'monthly',
      priority: localizedPath(route.path, 'zh-CN') === '/' ? 1 : depth === 2 ? 0.8 : 0.6,
      alternates: { languages: languageAlternates(route.path, siteUrl) },
    };
  });
}

/**
 * llms.txt: the site in one Markdown list, a line per page with its one-line summary, grouped by the
 * top navigation (pages outside it first). Each line links the page's Markdown copy, as the llms.txt
 * convention asks, so a tool reads clean Markdown rather than HTML.
 */
export function llmsText(registry: Registry, siteUrl: string, site: { name: string; description: string; docs: string }, locale: LocaleId): string {
  const sections = new Map<string, string[]>();
  for (const route of registry.routes) {
    if (localeOfPath(route.path) !== locale) continue;
    const fm = route.meta.frontmatter;
    const section = fm.nav?.title ?? site.docs;
    const summary = plainText(fm.description ?? '').trim();
    const line = `- [${pageHeading(fm, locale)}](${absoluteUrl(siteUrl, markdownPath(route.path))})${summary ? `: ${summary}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const order = [site.docs, ...registry.nav.filter((item) => localeOfPath(item.link) === locale).map((item) => item.title)];
  const ordered = [...sections.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [`# ${site.name}`, '', `> ${site.description}`, '', ...ordered.flatMap((name) => [`## ${name}`, '', ...(sections.get(name) ?? []), ''])].join('\n');
}
