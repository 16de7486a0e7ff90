import fs from 'node:fs';
import path from 'node:path';
import { splitDemoHeader } from './demo-source';
import { demoFolders, toPosix } from './discover';
import { ContentError } from './errors';
import { DEMO_ENTRY, demoDependencies } from './resolve-modules';
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
      throw new ContentError(route.meta.frontmatter.filename, `embeds the demo "${id}", but demos/${id}/${DEMO_ENTRY} does not exist`);
    }
    const { header, code } = splitDemoHeader(toPosix(path.relative(root, entry)), fs.readFileSync(entry, 'utf8'));
    demos[id] = { id, routeId: route.id, asset: { id, ...header, dependencies: demoDependencies(root, demoDir, code) } };
    assertDemoIdFree(route, id);
  }
  assertEveryDemoEmbedded(demoFolders(root), new Set(embeddings.keys()));
  return demos;
}
