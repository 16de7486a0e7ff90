import type { Metadata } from 'next';
import { languageAlternates } from './crawler-files';
import { LOCALES, localeOfPath, openGraphLocale } from './i18n/locales';
import { routeOfPath } from './lines/paths';
import { markdownPath } from './markdown/path';
import { messagesFor } from './messages';
import type { RouteEntry } from './registry/types';
import { site } from './site';

/** The longest `<title>` (html-validate's `long-title`; search results cut titles near there too). */
export const TITLE_MAX = 70;

/**
 * A page's `<title>`: the page, its line and the site (`固定列 · 7.x · rc-table`); a home page leads with the site.
 * A subtitle that would take the title past `TITLE_MAX` is left out: the title and the line say more than its end.
 */
export function pageTitle(route: RouteEntry): string {
  const fm = route.meta.frontmatter;
  if (routeOfPath(route.path) === '/') return `${site.name} · ${route.line} · ${fm.subtitle ?? fm.title}`;
  const full = `${fm.title}${fm.subtitle ? ` ${fm.subtitle}` : ''} · ${route.line} · ${site.name}`;
  return full.length <= TITLE_MAX ? full : `${fm.title} · ${route.line} · ${site.name}`;
}

/**
 * `<title>`, description, canonical URL, hreflang alternates (both editions of the page on its line, and
 * `x-default`), Markdown alternate and Open Graph tags of a page, from its frontmatter. Every line is a site of its
 * own to a crawler: canonical and alternates stay within the line.
 */
export function pageMetadata(route: RouteEntry): Metadata {
  const fm = route.meta.frontmatter;
  const locale = localeOfPath(route.path);
  const title = pageTitle(route);
  const description = fm.description ?? messagesFor(locale).siteDescription;
  return {
    title: { absolute: title },
    description,
    keywords: fm.keywords,
    // The page's Markdown copy, for tools that look for an alternate form rather than read llms.txt.
    alternates: { canonical: route.path, languages: languageAlternates(route.path), types: { 'text/markdown': markdownPath(route.path) } },
    openGraph: {
      title,
      description,
      url: route.path,
      siteName: `${site.name} ${route.line}`,
      locale: openGraphLocale(locale),
      alternateLocale: LOCALES.filter((other) => other.id !== locale).map((other) => openGraphLocale(other.id)),
      type: 'article',
    },
  };
}

/** A static redirect page (another spelling of a page path): not indexed, canonical at its target. */
export function redirectMetadata(target: string): Metadata {
  const messages = messagesFor(localeOfPath(target));
  return {
    title: { absolute: `${messages.movedTo} ${target} - ${site.name}` },
    description: messages.siteDescription,
    alternates: { canonical: target },
    robots: { index: false },
  };
}
