import type { Metadata } from 'next';
import { languageAlternates } from './crawler-files';
import { LOCALES, localeOfPath, openGraphLocale } from './i18n/locales';
import { markdownPath } from './markdown/path';
import { messagesFor } from './messages';
import type { RouteEntry } from './registry/types';
import { site } from './site';

/**
 * `<title>`, description, canonical URL, hreflang alternates (both editions and `x-default`), Markdown alternate and
 * Open Graph tags of a page, from its frontmatter.
 */
export function pageMetadata(route: RouteEntry): Metadata {
  const fm = route.meta.frontmatter;
  const locale = localeOfPath(route.path);
  const home = route.path === '/' || route.path === '/en';
  const title = home ? `${site.name} - ${fm.subtitle ?? fm.title}` : `${fm.title}${fm.subtitle ? ` ${fm.subtitle}` : ''} - ${site.name}`;
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
      siteName: site.name,
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
