import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from './types';

/** Files the build writes under `.generated/`, keyed by path relative to it. */
export function generatedFiles(registry: Registry): Record<string, string> {
  const files: Record<string, string> = {};
  files['registry.json'] = `${JSON.stringify(registry, null, 1)}\n`;

  const demoIds = Object.keys(registry.demos).sort();
  // One lazily loaded chunk per demo: a page's first load carries only the demo it renders, while the
  // server still renders every demo into the static HTML.
  files['demo-components.tsx'] = [
    "'use client';",
    '',
    "import dynamic from 'next/dynamic';",
    "import type { ComponentType } from 'react';",
    '',
    'export const demoComponents: Record<string, ComponentType> = {',
    ...demoIds.map((id) => `  ${JSON.stringify(id)}: dynamic(() => import('../demos/${id}/index')),`),
    '};',
    '',
  ].join('\n');

  const contentEntries: string[] = [];
  for (const route of registry.routes) {
    contentEntries.push(`  ${JSON.stringify(route.id)}: () => import(${JSON.stringify(`../${route.meta.frontmatter.filename}`)}),`);
    for (const tab of route.meta.tabs) {
      contentEntries.push(`  ${JSON.stringify(`${route.id}$tab-${tab.key}`)}: () => import(${JSON.stringify(`../${tab.meta.frontmatter.filename}`)}),`);
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
