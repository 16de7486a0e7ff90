import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { apiAnchor } from '../api/anchor';
import { releaseLabelText } from '../api/labels';
import { apiView } from '../api/state';
import type { ApiData, ApiProp } from '../api/types';
import type { PropUse } from '../api/usage';
import { absoluteUrl } from '../crawler-files';
import { messages } from '../messages';
import { ContentError } from '../registry/errors';
import { DEMO_ELEMENT } from '../registry/markdown';
import { buildSidebar } from '../registry/sidebar';
import type { DemoEntry, Registry, RouteEntry } from '../registry/types';
import { markdownPath, pageHeading } from './path';

/** What a page's Markdown copy is made from besides its own file. */
export interface MarkdownContext {
  /** Absolute origin of the site: every internal link becomes an absolute URL, since the copy leaves the site. */
  siteUrl: string;
  registry: Registry;
  /** API rows by table id; `null` when the API parser is off, so `<API>` gives SPEC §8's message as on the page. */
  api: ApiData | null;
  /** Per route id, the API props its demos use (the "用到的属性" line of a demo page). */
  propsUsed: Record<string, PropUse[]>;
}

/** Reads a content file by its path relative to the project root (`content/demo/simple.mdx`). */
export type ReadSource = (filename: string) => string;

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Conversion {
  file: string;
  source: string;
  pageUrl: string;
  context: MarkdownContext;
  /** Levels added to every heading (a tab's sections sit below the tab's own `##`). */
  shift: number;
  /** Depth of the last heading passed, so a demo's heading nests below it. */
  depth: number;
  edits: Edit[];
}

/** Longest run of backticks in `text`, so a code span or fence around it can be longer. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/** `text` as a code span, whatever backticks it holds. */
export function codeSpan(text: string): string {
  const ticks = '`'.repeat(longestBacktickRun(text) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** `code` as a fenced block; the fence is longer than any backtick run inside. */
export function fencedCode(code: string, info: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

const LANGUAGES: Record<string, string> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', less: 'less', json: 'json' };

/** A demo embed: its title as a heading below the current one, its description, then every file of its source. */
export function demoMarkdown(demo: DemoEntry, depth: number): string {
  const files = Object.entries(demo.asset.dependencies).flatMap(([name, dependency]) => (dependency.type === 'FILE' ? [{ name, code: dependency.value }] : []));
  return [
    `${'#'.repeat(depth)} ${demo.asset.title}`,
    demo.asset.description,
    ...files.map(({ name, code }) => fencedCode(code, `${LANGUAGES[name.split('.').pop() ?? ''] ?? ''} title="${name}"`)),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** One table cell: on one line, with the pipes that would end the cell escaped (GFM reads `\|` in code spans too). */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function nameCell(prop: ApiProp): string {
  const name = prop.labels.includes('deprecated') ? `~~${codeSpan(prop.name)}~~` : codeSpan(prop.name);
  const labels = prop.labels.map((label) => `**${releaseLabelText[label]}**${label === 'deprecated' && prop.deprecation ? `: ${prop.deprecation}` : ''}`);
  return [name, ...(prop.required ? [messages.apiRequired] : []), ...labels].join(' ');
}

/** `<API id>`: the props table with the page's columns, or the message the page shows instead. */
export function apiMarkdown(id: string, api: ApiData | null): string {
  const view = apiView({ enabled: api !== null, id, rows: api?.[id] });
  if (view.kind === 'message') return view.text;
  return [
    `| ${messages.apiName} | ${messages.apiDescription} | ${messages.apiType} | ${messages.apiDefault} |`,
    '| --- | --- | --- | --- |',
    ...view.rows.map(
      (prop) => `| ${[nameCell(prop), prop.description, codeSpan(prop.type), prop.default ? codeSpan(prop.default) : '-'].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}

/** `<DemoIndex />`: every demo page with its summary, in sidebar groups, as on the /demo page. */
export function demoIndexMarkdown(context: MarkdownContext, depth: number): string {
  const pages = new Map(context.registry.routes.filter((route) => route.path.startsWith('/demo/')).map((route) => [route.path, route]));
  const section = buildSidebar(context.registry.routes, context.registry.nav).find((s) => s.navPath === '/demo');
  const groups = (section?.groups ?? [])
    .map((group) => ({ ...group, items: group.items.filter((item) => pages.has(item.link)) }))
    .filter((group) => group.items.length > 0);
  return [
    messages.demoCount(pages.size),
    ...groups.flatMap((group) => [
      ...(group.title ? [`${'#'.repeat(depth)} ${group.title}`] : []),
      group.items
        .map((item) => {
          const fm = (pages.get(item.link) as RouteEntry).meta.frontmatter;
          return `- [${pageHeading(fm)}](${absoluteUrl(context.siteUrl, item.link)})${fm.description ? `: ${fm.description}` : ''}`;
        })
        .join('\n'),
    ]),
  ].join('\n\n');
}

function propsUsedMarkdown(uses: PropUse[], siteUrl: string): string {
  const links = uses.map(
    ({ table, prop }) => `[${codeSpan(table === 'Table' ? prop : `${table}.${prop}`)}](${absoluteUrl(siteUrl, `/#${apiAnchor(table, prop)}`)})`,
  );
  return `${messages.apiPropsUsed}：${links.join('、')}`;
}

/** A link target outside the page's own address space (`https:`, `mailto:`, `//host`) stays as written. */
const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Resolves a site link against the page's URL, keeping non-ASCII (Chinese anchors) readable. */
function resolveUrl(url: string, pageUrl: string): string {
  if (HAS_SCHEME.test(url)) return url;
  const href = new URL(url, pageUrl).href;
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : url;
}

function titlePart(title: string | null | undefined): string {
  return title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
}

function span(node: Nodes): { start: number; end: number; line: number; column: number } {
  const position = node.position;
  if (position?.start.offset === undefined || position.end.offset === undefined) throw new Error(`the parser gave no position for a ${node.type} node`);
  return { start: position.start.offset, end: position.end.offset, line: position.start.line, column: position.start.column };
}

/** Removes a node; one that starts a line takes the blank lines after it along, so no gap is left. */
function remove(node: Nodes, c: Conversion): void {
  const { start, end, column } = span(node);
  const after = column === 1 ? end + (/^\s*/.exec(c.source.slice(end))?.[0].length ?? 0) : end;
  c.edits.push({ start, end: after, text: '' });
}

/** Replaces a node with Markdown; inside a list item or quote, the later lines keep the container's indent. */
function replace(node: Nodes, text: string, c: Conversion): void {
  const { start, end } = span(node);
  const lineStart = c.source.lastIndexOf('\n', start - 1) + 1;
  const indent = c.source.slice(lineStart, start).replace(/[^>\s]/g, ' ');
  const lines = text.split('\n').map((line, index) => (index === 0 ? line : line === '' ? indent.trimEnd() : indent + line));
  c.edits.push({ start, end, text: lines.join('\n') });
}

function stringAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, c: Conversion): string {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute || typeof attribute.value !== 'string')
    throw new ContentError(c.file, `<${node.name}> on line ${span(node).line} needs a literal ${name} attribute`);
  return attribute.value;
}

function element(node: MdxJsxFlowElement | MdxJsxTextElement, c: Conversion): void {
  const below = Math.min(6, c.depth + 1);
  switch (node.name) {
    case DEMO_ELEMENT: {
      const id = stringAttribute(node, 'id', c);
      const demo = c.context.registry.demos[id];
      if (!demo) throw new ContentError(c.file, `<${DEMO_ELEMENT} id="${id}"> names no registered demo`);
      replace(node, demoMarkdown(demo, below), c);
      return;
    }
    case 'API':
      replace(node, apiMarkdown(stringAttribute(node, 'id', c), c.context.api), c);
      return;
    case 'DemoIndex':
      replace(node, demoIndexMarkdown(c.context, below), c);
      return;
    default:
      // Every component the pages may use has a Markdown form here; a new one must add its own.
      throw new ContentError(c.file, `<${node.name ?? ''}> on line ${span(node).line} has no Markdown form; add one in lib/markdown/page-markdown.ts`);
  }
}

/** A `{/* comment *\/}` expression renders nothing; any other expression would need evaluating. */
const COMMENT_EXPRESSION = /^\s*\/\*[\s\S]*\*\/\s*$/;
const HTML_COMMENT = /^<!--[\s\S]*-->$/;

function walk(node: Nodes, c: Conversion): void {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      remove(node, c);
      return;
    case 'code':
    case 'inlineCode':
      return;
    case 'html':
      if (!HTML_COMMENT.test(node.value.trim()))
        throw new ContentError(c.file, `raw HTML on line ${span(node).line} has no Markdown form; write it in Markdown`);
      remove(node, c);
      return;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (!COMMENT_EXPRESSION.test(node.value))
        throw new ContentError(c.file, `the expression {${node.value}} on line ${span(node).line} has no Markdown form`);
      remove(node, c);
      return;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      element(node, c);
      return;
    case 'heading': {
      const depth = Math.min(6, node.depth + c.shift);
      const { start, end } = span(node);
      if (depth > node.depth) {
        if (c.source[start] === '#') {
          c.edits.push({ start, end: start, text: '#'.repeat(depth - node.depth) });
        } else {
          // A setext heading (underlined): written as an ATX one at the new depth.
          const last = node.children.at(-1);
          c.edits.push({ start, end: start, text: `${'#'.repeat(depth)} ` });
          c.edits.push({ start: last ? span(last).end : start, end, text: '' });
        }
      }
      c.depth = depth;
      break;
    }
    case 'link': {
      const { start, end } = span(node);
      if (!HAS_SCHEME.test(node.url)) {
        const last = node.children.at(-1);
        c.edits.push({ start: last ? span(last).end : start + 1, end, text: `](${destination(resolveUrl(node.url, c.pageUrl))}${titlePart(node.title)})` });
      }
      break;
    }
    case 'image':
      if (!HAS_SCHEME.test(node.url)) {
        replace(node, `![${(node.alt ?? '').replace(/[[\]]/g, '\\$&')}](${destination(resolveUrl(node.url, c.pageUrl))}${titlePart(node.title)})`, c);
      }
      return;
    case 'definition':
      if (!HAS_SCHEME.test(node.url))
        replace(node, `[${node.label ?? node.identifier}]: ${destination(resolveUrl(node.url, c.pageUrl))}${titlePart(node.title)}`, c);
      return;
  }
  if ('children' in node) for (const child of node.children) walk(child, c);
}

/** Built once: a processor's set-up costs more than parsing one page. */
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).freeze();
const mdxParser = markdownParser().use(remarkMdx).freeze();

function parse(file: string, source: string): Root {
  try {
    return (file.endsWith('.mdx') ? mdxParser : markdownParser).parse(source);
  } catch (error) {
    throw new ContentError(file, `cannot parse: ${(error as Error).message}`);
  }
}

/**
 * One content file as plain Markdown: frontmatter, imports and exports dropped, every component
 * replaced by its Markdown form, site links made absolute. The author's own Markdown is kept as
 * written: only those spans of the source are edited.
 */
export function contentMarkdown(file: string, source: string, options: { pageUrl: string; context: MarkdownContext; shift?: number }): string {
  const shift = options.shift ?? 0;
  const c: Conversion = { file, source, pageUrl: options.pageUrl, context: options.context, shift, depth: 1 + shift, edits: [] };
  walk(parse(file, source), c);
  let text = source;
  for (const edit of [...c.edits].sort((a, b) => b.start - a.start || b.end - a.end)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text.trim();
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
    `# ${pageHeading(fm)}`,
    fm.description ? `> ${fm.description}` : '',
    contentMarkdown(fm.filename, read(fm.filename), { pageUrl, context }),
    ...route.meta.tabs.flatMap((tab) => [
      `## ${tab.meta.frontmatter.title}`,
      contentMarkdown(tab.meta.frontmatter.filename, read(tab.meta.frontmatter.filename), { pageUrl, context, shift: 1 }),
    ]),
    uses.length > 0 ? propsUsedMarkdown(uses, context.siteUrl) : '',
  ];
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}

/** Every page's Markdown copy, keyed by its file path relative to the served root (`demo/simple.md`). */
export function pageMarkdownFiles(read: ReadSource, context: MarkdownContext): Record<string, string> {
  return Object.fromEntries(context.registry.routes.map((route) => [markdownPath(route.path).slice(1), pageMarkdown(route, read, context)]));
}
