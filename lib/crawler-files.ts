import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localizedPath, type LocaleId } from './i18n/locales';
import { CURRENT_LINE, type LineId } from './lines/lines';
import { lineOfPath, routeOfPath } from './lines/paths';
import { plainText } from './inline-code';
import { markdownPath, pageHeading } from './markdown/path';
import type { Registry } from './registry/types';

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** A page's address in each edition on its line, plus `x-default` (the default edition, zh-CN): its hreflang alternates. */
export function languageAlternates(path: string, siteUrl?: string): Record<string, string> {
  const url = (p: string) => (siteUrl ? absoluteUrl(siteUrl, p) : p);
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale.id, url(localizedPath(path, locale.id))])),
    'x-default': url(localizedPath(path, DEFAULT_LOCALE)),
  };
}

/**
 * Every page of both editions on every line, each with its alternates (the other edition on the same line), for
 * search engines; redirects and standalone demos are left out. The current line's pages rank above the others'.
 */
export function sitemapEntries(registry: Registry, siteUrl: string): MetadataRoute.Sitemap {
  return registry.routes.map((route) => {
    const routePart = routeOfPath(route.path);
    const depth = routePart.split('/').length;
    const priority = routePart === '/' ? 1 : depth === 2 ? 0.8 : 0.6;
    return {
      url: absoluteUrl(siteUrl, route.path),
      lastModified: new Date(route.meta.frontmatter.lastUpdated),
      changeFrequency: 'monthly',
      priority: route.line === CURRENT_LINE ? priority : Math.round(priority * 5) / 10,
      alternates: { languages: languageAlternates(route.path, siteUrl) },
    };
  });
}

/**
 * llms.txt of an edition on a line: the site in one Markdown list, a line per page with its one-line summary, grouped by the
 * top navigation (pages outside it first). Each line links the page's Markdown copy, as the llms.txt
 * convention asks, so a tool reads clean Markdown rather than HTML.
 */
export function llmsText(
  registry: Registry,
  siteUrl: string,
  site: { name: string; description: string; docs: string },
  locale: LocaleId,
  line: LineId = CURRENT_LINE,
): string {
  const sections = new Map<string, string[]>();
  for (const route of registry.routes) {
    if (localeOfPath(route.path) !== locale || route.line !== line) continue;
    const fm = route.meta.frontmatter;
    const section = fm.nav?.title ?? site.docs;
    const summary = plainText(fm.description ?? '').trim();
    const entry = `- [${pageHeading(fm, locale)}](${absoluteUrl(siteUrl, markdownPath(route.path))})${summary ? `: ${summary}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), entry]);
  }
  const order = [site.docs, ...registry.nav.filter((item) => localeOfPath(item.link) === locale && lineOfPath(item.link) === line).map((item) => item.title)];
  const ordered = [...sections.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [`# ${site.name} ${line}`, '', `> ${site.description}`, '', ...ordered.flatMap((name) => [`## ${name}`, '', ...(sections.get(name) ?? []), ''])].join(
    '\n',
  );
}
