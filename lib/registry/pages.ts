import fs from 'node:fs';
import { contentDirOf } from '../i18n/locales';
import { lineContent } from '../lines/line-content';
import { CURRENT_LINE, LINE_IDS, type LineId } from '../lines/lines';
import { lineLink, pathOnLine } from '../lines/paths';
import { renameForLine } from '../lines/rename';
import { contentFiles, routePath, splitLineFolder, type ContentFile } from './discover';
import { ContentError } from './errors';
import { parseFrontmatter } from './frontmatter';
import { outlineContent } from './markdown';
import type { AuthoredFrontmatter } from './schema';
import { attachTab } from './tabs';
import type { RouteEntry } from './types';
import { assertMayEmbedDemos } from './validate-demo';

/** A page's id on a line: the line's folder after the edition's (`en/demo/simple` on 7.x → `en/7.x/demo/simple`). */
export function lineRouteId(pageId: string, line: LineId): string {
  if (line === CURRENT_LINE) return pageId;
  const edition = contentDirOf(pageId);
  return `${edition}${line}/${pageId.slice(edition.length)}`;
}

/**
 * The files that give each page (or tab) on `line`: the line's own file where there is one (`content/7.x/…`),
 * else the shared file.
 */
function filesOnLine(files: readonly ContentFile[], line: LineId): ContentFile[] {
  const key = (file: ContentFile) => `${file.routeId}$${file.tabKey ?? ''}`;
  const own = new Set(files.filter((file) => file.line === line).map(key));
  return files.filter((file) => file.line === line || (file.line === undefined && !own.has(key(file))));
}

/**
 * The frontmatter as the line shows it: in a shared file, the moved package names renamed in the texts a reader
 * sees (title, subtitle, description, hero; keywords keep every spelling readers search for), and the nav path
 * moved onto the line.
 */
function lineFrontmatter(data: AuthoredFrontmatter, line: LineId, shared: boolean): AuthoredFrontmatter {
  const text = (value: string) => (shared ? renameForLine(value, line) : value);
  return {
    ...data,
    title: text(data.title),
    ...(data.subtitle !== undefined ? { subtitle: text(data.subtitle) } : {}),
    ...(data.description !== undefined ? { description: text(data.description) } : {}),
    ...(data.hero ? { hero: { title: text(data.hero.title), description: text(data.hero.description) } } : {}),
    ...(data.nav ? { nav: { ...data.nav, path: lineLink(data.nav.path, line) } } : {}),
  };
}

interface LineFile {
  file: ContentFile;
  line: LineId;
  /** The file's text as the line shows it (`lib/lines/line-content.ts`). */
  text: string;
  data: AuthoredFrontmatter;
}

function readOnLine(file: ContentFile, line: LineId): LineFile {
  const text = lineContent(file.relative, fs.readFileSync(file.absolute, 'utf8'), line, { mdx: file.absolute.endsWith('.mdx'), own: file.line !== undefined });
  return { file, line, text, data: parseFrontmatter(file.relative, text).data };
}

/** Whether a page file is on `line`: its frontmatter `lines` names it (or is absent). */
function isOnLine({ file, line, data }: LineFile): boolean {
  if (!data.lines || data.lines.includes(line)) return true;
  if (file.line === line)
    throw new ContentError(file.relative, `the file is the ${line} line's own version of its page (its "${line}" folder), but its "lines" leave ${line} out`);
  return false;
}

/**
 * Reads the pages under `<root>/content` on every line, each with its frontmatter, outline, demos and tabs: one
 * route per (page, line), from the line's own file or the shared one, in file order per line.
 */
export function readRoutes(root: string, lastUpdated: (absoluteFile: string) => number): RouteEntry[] {
  const files = contentFiles(root);
  const routes = new Map<string, RouteEntry>();
  const times = new Map<string, number>();
  const timeOf = (file: ContentFile) => times.get(file.absolute) ?? times.set(file.absolute, lastUpdated(file.absolute)).get(file.absolute) ?? 0;
  for (const line of LINE_IDS) {
    const onLine = filesOnLine(files, line);
    for (const file of onLine.filter((f) => f.tabKey === undefined)) {
      const read = readOnLine(file, line);
      if (!isOnLine(read)) continue;
      const pagePath = pathOnLine(routePath(file.routeId), line);
      const clash = [...routes.values()].find((r) => r.path === pagePath);
      if (clash) throw new ContentError(file.relative, `${clash.meta.frontmatter.filename} already defines the page "${clash.path}"`);
      const outline = outlineContent(file.relative, read.text, { mdx: file.absolute.endsWith('.mdx') });
      assertMayEmbedDemos(file.relative, pagePath, outline.demos);
      const id = lineRouteId(file.routeId, line);
      routes.set(id, {
        id,
        path: pagePath,
        line,
        meta: {
          frontmatter: { ...lineFrontmatter(read.data, line, file.line === undefined), filename: file.relative, lastUpdated: timeOf(file) },
          toc: outline.toc,
          texts: outline.texts,
          tabs: [],
        },
        demos: outline.demos,
      });
    }
    for (const file of onLine.filter((f) => f.tabKey !== undefined)) {
      const route = routes.get(lineRouteId(file.routeId, line));
      if (!route) {
        // A page left off this line by its `lines` has no tabs here; a tab of no page at all is a mistake.
        if (files.some((f) => f.tabKey === undefined && f.routeId === file.routeId)) continue;
        throw new ContentError(file.relative, `tab of a page that does not exist ("${file.routeId}")`);
      }
      const read = readOnLine(file, line);
      const outline = outlineContent(file.relative, read.text, { mdx: file.absolute.endsWith('.mdx') });
      attachTab(route, file.relative, file.tabKey as string, lineFrontmatter(read.data, line, file.line === undefined).title, outline);
    }
  }
  return [...routes.values()];
}

/** The text of a route's page or tab file as its line shows it, for the generated module the MDX compile renders. */
export function lineFileText(root: string, filename: string, line: LineId): string {
  const own = splitLineFolder(filename.replace(/^content\//, '').replace(/\.mdx?$/, '')).line !== undefined;
  return lineContent(filename, fs.readFileSync(`${root}/${filename}`, 'utf8'), line, { mdx: filename.endsWith('.mdx'), own });
}
