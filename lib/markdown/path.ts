/**
 * Where a page's Markdown copy is served: the page path plus `.md`, and `/index.md` for the home page.
 * (llmstxt.org suggests `index.html.md` for a path without a file name; this site has no `.html` in its
 * addresses, and `/index.md` mirrors `content/index.mdx`. llms.txt links every copy, so tools need not guess.)
 */
export function markdownPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath.replace(/\/+$/, '')}.md`;
}

/** A page's heading as llms.txt and the Markdown copies show it: the title, then the subtitle in brackets. */
export function pageHeading(frontmatter: { title: string; subtitle?: string }): string {
  return frontmatter.subtitle ? `${frontmatter.title}（${frontmatter.subtitle}）` : frontmatter.title;
}
