import fs from 'node:fs';
import path from 'node:path';
import type { LineId } from '../lines/lines';
import { isRelative, valueImportSpecifiers } from './demo-source';
import type { DemoEntry, Registry } from './types';

const ENTRY = 'index.tsx';
/** React and its JSX runtime come with every demo (the live runner provides them), so no loader is emitted. */
const ALWAYS_PRESENT = new Set(['react', 'react/jsx-runtime']);

/** Where a demo's files, as its line has them, are written below `.generated/`: `demos/<line>/<name>/`. */
export function lineDemoFolder(demo: DemoEntry): string {
  return `demos/${demo.line}/${demo.name}`;
}

/**
 * What a live-edited demo may import, as `specifier → import expression`: its npm packages by name and
 * by the exact specifiers its entry imports (`@rc-component/table/assets/index.css`), and its own other files by
 * relative path with and without extension. Everything else is "Cannot find module" at run time. The names are
 * the line's: a 1.x demo imports `@rc-component/table`, a 7.x one `rc-table`.
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
    const load = `import(${JSON.stringify(`./${lineDemoFolder(demo)}/${bare}`)})`;
    loaders[`./${bare}`] = load;
    loaders[`./${name}`] = load;
  }
  return loaders;
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

  // Imported only by the live runner, itself loaded on the first edit: every loader stays a lazy chunk.
  files['demo-modules.ts'] = [
    "import type { ModuleLoader } from '@/lib/live/module-shim';",
    '',
    '/** Per demo (standalone id, one per line): the modules its live-edited source may import, loaded on demand. */',
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
