import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ContentError, type SourcePosition } from '../registry/errors';
import remarkHeadingIds from './remark-heading-ids.mjs';

/** Built once: a processor's set-up costs more than parsing one page. The plugins are the MDX compile's. */
const markdownProcessor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkHeadingIds).freeze();
const mdxProcessor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(remarkHeadingIds).freeze();

interface ParsedContent {
  text: string;
  mdx: boolean;
  tree: Root;
}

/**
 * The last trees parsed per file. The registry outlines each file while it builds, and the Markdown copies are
 * written once the whole registry exists (they list other pages and embed demos); keeping the tree lets both
 * read one parse. A file is parsed as written and as each line shows it (`lib/lines/line-content.ts`), so a few
 * texts are kept per file, the oldest dropped first, and a watching build does not grow it.
 */
const lastParsed = new Map<string, ParsedContent[]>();
const KEPT_PER_FILE = 4;

/** Where a parser's message (a VFileMessage: micromark, the MDX extensions) places the problem, if it does. */
function messagePosition(error: unknown): SourcePosition | undefined {
  const { line, column } = error as { line?: unknown; column?: unknown };
  return typeof line === 'number' && typeof column === 'number' ? { line, column } : undefined;
}

/**
 * A content file's text as one syntax tree, headings carrying their ids. Nothing that reads the tree may change
 * it: the outline and the Markdown copy share it.
 */
export function parseContent(file: string, text: string, options: { mdx: boolean }): Root {
  const kept = lastParsed.get(file) ?? [];
  const last = kept.find((entry) => entry.text === text && entry.mdx === options.mdx);
  if (last) return last.tree;
  const processor = options.mdx ? mdxProcessor : markdownProcessor;
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(text));
  } catch (error) {
    throw new ContentError(file, `cannot parse ${options.mdx ? 'MDX' : 'Markdown'}: ${(error as Error).message}`, messagePosition(error));
  }
  lastParsed.set(file, [{ text, mdx: options.mdx, tree }, ...kept].slice(0, KEPT_PER_FILE));
  return tree;
}
