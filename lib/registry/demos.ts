import fs from 'node:fs';
import path from 'node:path';
import { splitDemoHeader } from './demo-source';
import { demoFolders, toPosix } from './discover';
import { ContentError, positionOf } from './errors';
import { DEMO_ENTRY, demoDependencies } from './resolve-modules';
import { localizedRouteId } from '../i18n/locales';
import { demoElementPattern } from '../markdown/demo-embeds';
import type { DemoEntry, RouteEntry } from './types';
import { assertDemoIdFree, assertEveryDemoEmbedded, demoEmbeddings } from './validate-demo';

/** Reads every demo the pages embed from `<root>/demos/<id>/`: its header, its code and its dependencies. */
export function readDemos(root: string, routes: readonly RouteEntry[]): Record<string, DemoEntry> {
  const demos: Record<string, DemoEntry> = {};
  const embeddings = demoEmbeddings(routes);
  for (const [id, route] of embeddings) {
    const demoDir = path.join(root, 'demos', id);
    const entry = path.join(demoDir, DEMO_ENTRY);
    if (!fs.existsSync(entry)) {
      const page = route.meta.frontmatter.filename;
      const at = positionOf(fs.readFileSync(path.join(root, page), 'utf8'), demoElementPattern(id));
      throw new ContentError(page, `embeds the demo "${id}", but demos/${id}/${DEMO_ENTRY} does not exist`, at);
    }
    const { header, code } = splitDemoHeader(toPosix(path.relative(root, entry)), fs.readFileSync(entry, 'utf8'));
    const { 'zh-CN': zhCN, ...english } = header;
    const locales = { 'zh-CN': zhCN, en: { title: english.title, description: english.description } };
    demos[id] = { id, routeId: route.id, asset: { id, ...english, locales, dependencies: demoDependencies(root, demoDir, code) } };
    assertDemoIdFree(route, id);
    const englishRoute = routes.find((r) => r.id === localizedRouteId(route.id, 'en'));
    if (englishRoute) assertDemoIdFree(englishRoute, id);
  }
  assertEveryDemoEmbedded(demoFolders(root), new Set(embeddings.keys()));
  return demos;
}
