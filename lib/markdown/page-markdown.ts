import type { LineApiData } from '../api/build';
import { absoluteUrl } from '../crawler-files';
import { localeOfPath } from '../i18n/locales';
import type { LineId } from '../lines/lines';
import { messagesFor } from '../messages';
import type { RouteEntry } from '../registry/types';
import { treeMarkdown } from './content-markdown';
import type { MarkdownContext } from './markdown-context';
import { parseContent } from './parse-content';
import { markdownPath, pageHeading } from './path';
import { propsUsedMarkdown } from './props-used-markdown';
import { answerLinksMarkdown } from './answers-markdown';

/** Reads a content file by its path relative to the project root (`content/demo/simple.mdx`). */
export type ReadSource = (filename: string) => string;

/**
 * One content file as plain Markdown, written from the tree the registry outlined: the whole file is parsed as
 * the registry parses it, so the parse is found again rather than repeated (its frontmatter node writes nothing).
 */
export function contentMarkdown(file: string, source: string, options: { pageUrl: string; context: MarkdownContext; shift?: number }): string {
  return treeMarkdown(file, source, parseContent(file, source, { mdx: file.endsWith('.mdx') }), options);
}

/**
 * The Markdown copy of a page: `# title（subtitle）`, its description as a quote, the body, each tab
 * as a `##` section, and a demo page's "用到的属性" line.
 */
export function pageMarkdown(route: RouteEntry, read: ReadSource, context: MarkdownContext): string {
  const fm = route.meta.frontmatter;
  const pageUrl = absoluteUrl(context.siteUrl, route.path);
  const uses = context.propsUsed[route.id] ?? [];
  const parts = [
    `# ${pageHeading(fm, context.locale)}`,
    fm.description ? `> ${fm.description}` : '',
    contentMarkdown(fm.filename, read(fm.filename), { pageUrl, context }),
    ...route.meta.tabs.flatMap((tab) => [
      `## ${tab.meta.frontmatter.title}`,
      contentMarkdown(tab.meta.frontmatter.filename, read(tab.meta.frontmatter.filename), { pageUrl, context, shift: 1 }),
    ]),
    uses.length > 0 ? propsUsedMarkdown(uses, context.siteUrl, context.locale, context.line, messagesFor(context.locale)) : '',
    answerLinksMarkdown(context.answers, route.id, context.siteUrl, context.locale),
  ];
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}

/** What every page's copy shares: the page's line and edition pick its API rows (`null` with the API parser off). */
export type SiteMarkdownContext = Omit<MarkdownContext, 'locale' | 'line' | 'api'> & { api: LineApiData | null };

/**
 * Every page's Markdown copy on every line and in both editions, keyed by its file path relative to the served root
 * (`demo/simple.md`, `en/demo/simple.md`, `7.x/demo/simple.md`). `read` gives a file's text as the page's line
 * shows it.
 */
export function pageMarkdownFiles(read: (filename: string, line: LineId) => string, context: SiteMarkdownContext): Record<string, string> {
  return Object.fromEntries(
    context.registry.routes.map((route) => {
      const locale = localeOfPath(route.path);
      const { line } = route;
      return [
        markdownPath(route.path).slice(1),
        pageMarkdown(route, (file) => read(file, line), { ...context, locale, line, api: context.api?.[line]?.[locale] ?? null }),
      ];
    }),
  );
}
