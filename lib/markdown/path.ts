import type { LocaleId } from '../i18n/locales';

/**
 * Where a page's Markdown copy is served: the page path plus `.md`, and `/index.md` for the home page.
 * (llmstxt.org suggests `index.html.md` for a path without a file name; this site has no `.html` in its
 * addresses, and `/index.md` mirrors `content/index.mdx`. llms.txt links every copy, so tools need not guess.)
 */
export function markdownPath(pagePath: string): string {
  if (pagePath === '/') return '/index.md';
  // An edition's home has its copy inside the edition's folder, as the zh-CN home has it at the root.
  if (pagePath === '/en') return '/en/index.md';
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** A page's heading as llms.txt and the Markdown copies show it: the title, then the subtitle in brackets. */
export function pageHeading(frontmatter: { title: string; subtitle?: string }, locale: LocaleId): string {
  if (!frontmatter.subtitle) return frontmatter.title;
  return locale === 'en' ? `${frontmatter.title} (${frontmatter.subtitle})` : `${frontmatter.title}（${frontmatter.subtitle}）`;
}
