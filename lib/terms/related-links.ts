/** The heading of the list of related demo pages at the end of a demo page. */
export const RELATED_HEADING = '## 相关示例';

/** One item of a page's 相关示例 list: `- [text](href)：why`. */
export interface RelatedLink {
  text: string;
  href: string;
  /** 1-based line in the text the list was read from. */
  line: number;
}

/** A page as the related-links check sees it: where it is, what it is called, and its whole source. */
export interface PageForLinks {
  file: string;
  path: string;
  subtitle?: string;
  /** The file as written, frontmatter included, so the reported lines are the file's own. */
  source: string;
}

const ITEM = /^-\s+\[([^\]]+)\]\(([^)\s]+)\)/;

/** The links listed under the page's `## 相关示例` heading, up to the next heading of any level. */
export function relatedLinks(text: string): RelatedLink[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === RELATED_HEADING);
  if (start === -1) return [];
  const links: RelatedLink[] = [];
  for (let index = start + 1; index < lines.length && !/^#{1,6}\s/.test(lines[index]); index += 1) {
    const match = ITEM.exec(lines[index].trim());
    if (match) links.push({ text: match[1], href: match[2], line: index + 1 });
  }
  return links;
}

/**
 * Holds every 相关示例 link's text to its target page's subtitle, so one page is called one thing wherever it
 * is linked. Returns one message per problem, each starting with the file and line; none when all agree.
 */
export function relatedLinkProblems(pages: PageForLinks[]): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return pages.flatMap((page) =>
    relatedLinks(page.source).flatMap((link) => {
      const at = `${page.file}:${link.line}`;
      const target = byPath.get(link.href);
      if (!target) return [`${at}: 相关示例 links to ${link.href}, which is no page`];
      if (!target.subtitle) return [`${at}: 相关示例 links to ${link.href}, whose page has no subtitle to name it by`];
      if (link.text !== target.subtitle) return [`${at}: the link text "${link.text}" should be the subtitle of ${link.href}, "${target.subtitle}"`];
      return [];
    }),
  );
}
