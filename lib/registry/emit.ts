import fs from 'node:fs';
import path from 'node:path';
import { isRelative, valueImportSpecifiers } from './demo-source';
import type { DemoEntry, Registry } from './types';

const ENTRY = 'index.tsx';
/** React and its JSX runtime come with every demo (the live runner provides them), so no loader is emitted. */
const ALWAYS_PRESENT = new Set(['react', 'react/jsx-runtime']);

/**
 * What a live-edited demo may import, as `specifier → import expression`: its npm packages by name and
 * by the exact specifiers its entry imports (`rc-table/assets/index.css`), and its own other files by
 * relative path with and without extension. Everything else is "Cannot find module" at run time.
 */
export function liveModuleLoaders(demo: DemoEntry): Record<string, string> {
  const loaders: Record<string, string> = {};
  const entry = demo.asset.dependencies[ENTRY];
  const entryImports = entry?.type === 'FILE' ? valueImportSpecifiers(entry.value).filter((s) => !isRelative(s)) : [];
  const packages = Object.entries(demo.asset.dependencies)
    .filter(([, dependency]) => dependency.type === 'NPM')
    .map(([name]) => name);
  for (const specifier of [...packages, ...entryImports].sort()) {
    if (!ALWAYS_PRESENT.has(specifier)) loaders[specifier] = `import(${JSON.stringify(specifier)})`;
  }
  const ownFiles = Object.entries(demo.asset.dependencies).filter(([name, dependency]) => dependency.type === 'FILE' && name !== ENTRY);
  for (const [name] of ownFiles) {
    const bare = name.replace(/\.(tsx?|jsx?)$/, '');
    const load = `import(${JSON.stringify(`../demos/${demo.id}/${bare}`)})`;
    loaders[`./${bare}`] = load;
    loaders[`./${name}`] = load;
  }
  return loaders;
}

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

  // Imported only by the live runner, itself loaded on the first edit: every loader stays a lazy chunk.
  files['demo-modules.ts'] = [
    "import type { ModuleLoader } from '@/lib/live/module-shim';",
    '',
    '/** Per demo id: the modules its live-edited source may import, loaded on demand. */',
    'export const demoModules: Record<string, Record<string, ModuleLoader>> = {',
    ...demoIds.flatMap((id) => [
      `  ${JSON.stringify(id)}: {`,
      ...Object.entries(liveModuleLoaders(registry.demos[id])).map(([specifier, load]) => `    ${JSON.stringify(specifier)}: () => ${load},`),
      '  },',
    ]),
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
