import fs from 'node:fs';
import path from 'node:path';
import type { LineId } from '../lines/lines';
import type { DemoEntry, Registry } from './types';

/** Where a demo's files, as its line has them, are written below `.generated/`: `demos/<line>/<name>/`. */
export function lineDemoFolder(demo: DemoEntry): string {
  return `demos/${demo.line}/${demo.name}`;
}

/** A content file's text as a line shows it (`lib/registry/pages.ts`'s `lineFileText`), by the file's path from the root. */
export type LineText = (filename: string, line: LineId) => string;

/** `.generated/content/<route id>.mdx`: the page as its line shows it, which the MDX compile renders. */
function lineContentFile(routeId: string, filename: string, tabKey?: string): string {
  return `content/${routeId}${tabKey ? `.$tab-${tabKey}` : ''}${path.extname(filename)}`;
}

/**
 * Files the build writes under `.generated/`, keyed by path relative to it: the registry, each page and each demo
 * as its line has them (one source on disk, a generated copy per line that the app imports), and the module maps.
 */
export function generatedFiles(registry: Registry, lineText: LineText): Record<string, string> {
  const files: Record<string, string> = {};
  files['registry.json'] = `${JSON.stringify(registry, null, 1)}\n`;

  const demoIds = Object.keys(registry.demos).sort();
  for (const id of demoIds) {
    const demo = registry.demos[id];
    for (const [name, dependency] of Object.entries(demo.asset.dependencies)) {
      if (dependency.type === 'FILE') files[`${lineDemoFolder(demo)}/${name}`] = dependency.value;
    }
  }
  // One lazily loaded chunk per demo and line: a page's first load carries only the demo it renders, while the
  // server still renders every demo into the static HTML.
  files['demo-components.tsx'] = [
    "'use client';",
    '',
    "import dynamic from 'next/dynamic';",
    "import type { ComponentType } from 'react';",
    '',
    'export const demoComponents: Record<string, ComponentType> = {',
    ...demoIds.map((id) => `  ${JSON.stringify(id)}: dynamic(() => import('./${lineDemoFolder(registry.demos[id])}/index')),`),
    '};',
    '',
  ].join('\n');

  const contentEntries: string[] = [];
  for (const route of registry.routes) {
    const page = lineContentFile(route.id, route.meta.frontmatter.filename);
    files[page] = lineText(route.meta.frontmatter.filename, route.line);
    contentEntries.push(`  ${JSON.stringify(route.id)}: () => import(${JSON.stringify(`./${page}`)}),`);
    for (const tab of route.meta.tabs) {
      const file = lineContentFile(route.id, tab.meta.frontmatter.filename, tab.key);
      files[file] = lineText(tab.meta.frontmatter.filename, route.line);
      contentEntries.push(`  ${JSON.stringify(`${route.id}$tab-${tab.key}`)}: () => import(${JSON.stringify(`./${file}`)}),`);
    }
  }
  files['content-modules.ts'] = [
    "import type { MDXContent } from 'mdx/types';",
    '',
    '/** Page bodies keyed by route id; a tab is keyed `<routeId>$tab-<key>`. */',
    'export const contentModules: Record<string, () => Promise<{ default: MDXContent }>> = {',
    ...contentEntries,
    '};',
    '',
  ].join('\n');
  return files;
}

/**
 * Writes the generated files, touching only those whose text changed, and removes stale ones: every
 * other file under `outDir`, or only those `owns` claims when the folder also holds files of its own.
 */
export function writeGenerated(outDir: string, files: Record<string, string>, owns: (file: string) => boolean = () => true): string[] {
  const written: string[] = [];
  const wanted = new Set(Object.keys(files).map((f) => path.join(outDir, f)));
  if (fs.existsSync(outDir)) {
    for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !wanted.has(full) && owns(full)) fs.rmSync(full);
    }
  }
  for (const [relative, text] of Object.entries(files)) {
    const full = path.join(outDir, relative);
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    written.push(relative);
  }
  return written;
}
