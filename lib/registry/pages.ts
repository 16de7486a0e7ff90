import fs from 'node:fs';
import { contentFiles, routePath } from './discover';
import { ContentError } from './errors';
import { parseFrontmatter } from './frontmatter';
import { outlineContent } from './markdown';
import { attachTab } from './tabs';
import type { RouteEntry } from './types';
import { assertMayEmbedDemos } from './validate-demo';

/** Reads the pages under `<root>/content`, each with its frontmatter, outline, demos and tabs, in file order. */
export function readRoutes(root: string, lastUpdated: (absoluteFile: string) => number): RouteEntry[] {
  const files = contentFiles(root);
  const routes = new Map<string, RouteEntry>();
  for (const file of files.filter((f) => f.tabKey === undefined)) {
    const pagePath = routePath(file.routeId);
    const clash = [...routes.values()].find((r) => r.path === pagePath);
    if (clash) {
      throw new ContentError(file.relative, `${clash.meta.frontmatter.filename} already defines the page "${clash.path}"`);
    }
    const text = fs.readFileSync(file.absolute, 'utf8');
    const { data } = parseFrontmatter(file.relative, text);
    const outline = outlineContent(file.relative, text, { mdx: file.absolute.endsWith('.mdx') });
    assertMayEmbedDemos(file.relative, pagePath, outline.demos);
    routes.set(file.routeId, {
      id: file.routeId,
      path: pagePath,
      meta: {
        frontmatter: { ...data, filename: file.relative, lastUpdated: lastUpdated(file.absolute) },
        toc: outline.toc,
        texts: outline.texts,
        tabs: [],
      },
      demos: outline.demos,
    });
  }
  for (const file of files) {
    if (file.tabKey === undefined) continue;
    const route = routes.get(file.routeId);
    if (!route) throw new ContentError(file.relative, `tab of a page that does not exist ("${file.routeId}")`);
    const text = fs.readFileSync(file.absolute, 'utf8');
    const { data } = parseFrontmatter(file.relative, text);
    attachTab(route, file.relative, file.tabKey, data.title, outlineContent(file.relative, text, { mdx: file.absolute.endsWith('.mdx') }));
  }
  return [...routes.values()];
}
