import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from './types';

/** Files the build writes under `.generated/`, keyed by path relative to it. */
export function generatedFiles(registry: Registry): Record<string, string> {
  const files: Record<string, string> = {};
  files['registry.json'] = `${JSON.stringify(registry, null, 1)}\n`;

  const demoIds = Object.keys(registry.demos).sort();
  for (const id of demoIds) {
    // A client boundary per demo: demos stay free of Next directives, and each page ships only its own demo.
    files[`demos/${id}.tsx`] = `'use client';\n\nexport { default } from '../../demos/${id}/index';\n`;
  }
  files['demo-components.ts'] = [
    "import type { ComponentType } from 'react';",
    '',
    'export const demoComponents: Record<string, () => Promise<{ default: ComponentType }>> = {',
    ...demoIds.map((id) => `  ${JSON.stringify(id)}: () => import('./demos/${id}'),`),
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

/** Writes the generated files, touching only those whose text changed, and removes stale ones. */
export function writeGenerated(outDir: string, files: Record<string, string>): string[] {
  const written: string[] = [];
  const wanted = new Set(Object.keys(files).map((f) => path.join(outDir, f)));
  if (fs.existsSync(outDir)) {
    for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !wanted.has(full)) fs.rmSync(full);
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
