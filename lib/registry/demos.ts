import fs from 'node:fs';
import path from 'node:path';
import { localeIds, localizedRouteId, SOURCE_LOCALE, type LocaleId } from '../i18n/locales';
import { renameForLine } from '../lines/rename';
import { splitDemoHeader } from './demo-source';
import { demoFolders, toPosix } from './discover';
import { demoElementPattern } from '../markdown/demo-embeds';
import { ContentError, positionOf } from './errors';
import { DEMO_ENTRY, demoDependencies, lineVersionOf } from './resolve-modules';
import type { DemoEntry, DemoText, RouteEntry } from './types';
import { assertDemoIdFree, assertEveryDemoEmbedded, demoEmbeddings } from './validate-demo';

/**
 * Reads every demo the pages embed from `<root>/demos/<name>/`, once per line it is shown on: its header, its code
 * and its dependencies, as that line has them.
 */
export function readDemos(root: string, routes: readonly RouteEntry[]): Record<string, DemoEntry> {
  const demos: Record<string, DemoEntry> = {};
  const embeddings = demoEmbeddings(routes);
  for (const [id, { name, route }] of embeddings) {
    const { line } = route;
    const demoDir = path.join(root, 'demos', name);
    const entry = path.join(demoDir, DEMO_ENTRY);
    if (!fs.existsSync(entry)) {
      const page = route.meta.frontmatter.filename;
      const at = positionOf(fs.readFileSync(path.join(root, page), 'utf8'), demoElementPattern(name));
      throw new ContentError(page, `embeds the demo "${name}", but demos/${name}/${DEMO_ENTRY} does not exist`, at);
    }
    const entryFile = lineVersionOf(entry, line);
    const relative = toPosix(path.relative(root, entryFile));
    const { header, code } = splitDemoHeader(relative, fs.readFileSync(entryFile, 'utf8'));
    if (header.lines && !header.lines.includes(line)) {
      throw new ContentError(
        route.meta.frontmatter.filename,
        `embeds the demo "${name}" on ${line}, but its header says it exists on ${header.lines.join(', ')} only`,
      );
    }
    const text = (t: DemoText): DemoText => ({ title: renameForLine(t.title, line), description: renameForLine(t.description, line) });
    const locales = Object.fromEntries(Object.entries(header.editions).map(([locale, t]) => [locale, text(t)])) as Record<LocaleId, DemoText>;
    const dependencies = demoDependencies(root, demoDir, renameForLine(code, line), line);
    demos[id] = { id, name, line, routeId: route.id, asset: { id: name, ...locales[SOURCE_LOCALE], locales, keywords: header.keywords, dependencies } };
    for (const locale of localeIds()) {
      const twin = routes.find((r) => r.id === localizedRouteId(route.id, locale));
      if (twin) assertDemoIdFree(twin, name);
    }
  }
  assertEveryDemoEmbedded(demoFolders(root), new Set([...embeddings.values()].map(({ name }) => name)));
  return demos;
}
