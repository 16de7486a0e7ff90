import { localeById, type LocaleId } from '../i18n/locales';
import { routeOfPath } from '../lines/paths';

/**
 * Where a page's Markdown copy is served: the page path plus `.md`, and `/index.md` for the home page.
 * (llmstxt.org suggests `index.html.md` for a path without a file name; this site has no `.html` in its
 * addresses, and `/index.md` mirrors `content/index.mdx`. llms.txt links every copy, so tools need not guess.)
 */
export function markdownPath(pagePath: string): string {
  // An edition's or line's home has its copy inside its folder, as the zh-CN home has it at the root.
  if (routeOfPath(pagePath) === '/') return `${pagePath === '/' ? '' : pagePath}/index.md`;
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** A page's heading as llms.txt and the Markdown copies show it: the title, then the subtitle in brackets. */
export function pageHeading(frontmatter: { title: string; subtitle?: string }, locale: LocaleId): string {
  if (!frontmatter.subtitle) return frontmatter.title;
  const [open, close] = localeById(locale).punctuation.subtitle;
  return `${frontmatter.title}${open}${frontmatter.subtitle}${close}`;
}
