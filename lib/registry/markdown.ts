import { embeddedDemos } from '../markdown/demo-embeds';
import { parseContent } from '../markdown/parse-content';
import { searchTexts } from '../markdown/search-texts';
import { tableOfContents } from '../markdown/toc';
import type { TextEntry, TocEntry } from './types';

export interface BodyOutline {
  toc: TocEntry[];
  texts: TextEntry[];
  /** Ids of the demos embedded with `<Demo id="…" />`, in document order. */
  demos: string[];
}

/**
 * Outlines a content file from its one syntax tree (the one its Markdown copy is written from): headings for the
 * TOC, prose blocks as search texts tagged with the heading they sit under, and embedded demos. `source` is the
 * whole file, frontmatter included, so every error names the file's own line.
 */
export function outlineContent(file: string, source: string, options: { mdx: boolean }): BodyOutline {
  const tree = parseContent(file, source, options);
  return { toc: tableOfContents(file, tree), texts: searchTexts(tree), demos: embeddedDemos(file, tree) };
}
