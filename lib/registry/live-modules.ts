import fs from 'node:fs';
import path from 'node:path';
import { routeOfPath } from '../lines/paths';
import { PAGE_MODULES } from '../live/page-modules';
import { isStyleFile } from '../live/paths';
import { isRelative, packageName, valueImportSpecifiers } from './demo-source';
import { lineDemoFolder } from './emit';
import { ENTRY_FILE } from '../sandbox/project';
import { ContentError } from './errors';
import type { Registry } from './types';

/** What a live demo may import: every package some demo page ships, and the demos' own stylesheets. */
export interface LiveModuleTable {
  /** Package name → installed version, in name order. */
  packages: Record<string, string>;
  /** The specifiers the live runner loads on demand: package names, subpaths the demos import, shipped stylesheets. */
  specifiers: string[];
  /** Per demo (standalone id, one per line), its own stylesheets: file name → the line's copy below `.generated/`. */
  demoStyles: Record<string, Record<string, string>>;
  /** Per demo, the names of its own files besides the entry: what a live edit of it can import by relative path. */
  demoFiles: Record<string, string[]>;
  /** Per demo, the route of the page that shows it, without line or edition (`/demo/simple`, `/troubleshooting/row-key`). */
  demoPages: Record<string, string>;
}

/** Where packages keep the stylesheets they ship (`rc-dropdown/assets/index.css`, `react-resizable/css/styles.css`). */
const STYLESHEET_FOLDERS = ['assets', 'css', 'dist'];

function installedVersion(root: string, name: string): string | undefined {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

function shippedStylesheets(root: string, name: string): string[] {
  return STYLESHEET_FOLDERS.flatMap((folder) => {
    const dir = path.join(root, 'node_modules', name, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => `${name}/${folder}/${file}`);
  });
}

const sortedByKey = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Collects the live runner's modules. Packages: every npm package a demo imports, the page's own React DOM and
 * `extraPackages` (helpers a demo page ships inside another package, such as classnames; each must be declared
 * in the site's package.json, else the build fails naming it). Loaded on demand only, so no page's first load
 * grows with them.
 */
export function liveModuleTable(registry: Registry, root: string, extraPackages: readonly string[]): LiveModuleTable {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const packages: Record<string, string> = {};
  const specifiers = new Set<string>();
  const demoStyles: Record<string, Record<string, string>> = {};
  const demoFiles: Record<string, string[]> = {};
  const demoPages: Record<string, string> = {};
  const pathOf = new Map(registry.routes.map((route) => [route.id, route.path]));
  for (const demo of Object.values(registry.demos)) {
    demoFiles[demo.id] = [];
    demoPages[demo.id] = routeOfPath(pathOf.get(demo.routeId) ?? `/demo/${demo.name}`);
    for (const [name, dependency] of Object.entries(demo.asset.dependencies)) {
      if (dependency.type === 'NPM') {
        packages[name] = dependency.value;
        continue;
      }
      if (name !== ENTRY_FILE) demoFiles[demo.id].push(name);
      if (isStyleFile(name)) (demoStyles[demo.id] ??= {})[name] = `./${lineDemoFolder(demo)}/${name}`;
      else for (const specifier of valueImportSpecifiers(dependency.value)) if (!isRelative(specifier)) specifiers.add(specifier);
    }
  }
  for (const name of [...PAGE_MODULES.map(packageName), ...extraPackages]) {
    const version = installedVersion(root, name);
    if (!manifest.dependencies?.[name] || version === undefined) {
      throw new ContentError('lib/site.ts', `live.extraPackages: "${name}" must be a dependency in package.json, installed, for live demos to import it`);
    }
    packages[name] = version;
  }
  for (const name of Object.keys(packages)) {
    specifiers.add(name);
    for (const stylesheet of shippedStylesheets(root, name)) specifiers.add(stylesheet);
  }
  for (const present of PAGE_MODULES) specifiers.delete(present);
  return {
    packages: Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b))),
    specifiers: [...specifiers].sort(),
    demoStyles: sortedByKey(demoStyles),
    demoFiles: sortedByKey(demoFiles),
    demoPages: sortedByKey(demoPages),
  };
}

/** The generated files: the loaders (read by the live runner only, itself loaded on the first edit) and the package list. */
export function liveModuleFiles(table: LiveModuleTable): Record<string, string> {
  const loader = (target: string) => `() => import(${JSON.stringify(target)})`;
  return {
    'live-packages.json': `${JSON.stringify(table.packages, null, 1)}\n`,
    'live-modules.ts': [
      "import type { ModuleLoader } from '@/lib/live/module-shim';",
      '',
      '/** The modules a live demo may import besides the page’s own React, each loaded on demand. */',
      'export const liveModules: Record<string, ModuleLoader> = {',
      ...table.specifiers.map((specifier) => `  ${JSON.stringify(specifier)}: ${loader(specifier)},`),
      '};',
      '',
      '/** Per demo id, its own stylesheets as the site built them (a CSS module gives its class names). */',
      'export const demoStyles: Record<string, Record<string, ModuleLoader>> = {',
      ...Object.entries(table.demoStyles).flatMap(([id, files]) => [
        `  ${JSON.stringify(id)}: {`,
        ...Object.entries(files).map(([file, target]) => `    ${JSON.stringify(file)}: ${loader(target)},`),
        '  },',
      ]),
      '};',
      '',
      '/** Per demo id, its own files besides the entry (the migration assistant picks a demo that has what code imports). */',
      `export const demoFiles: Record<string, string[]> = ${JSON.stringify(table.demoFiles, null, 1)};`,
      '',
      '/** Per demo id, the route of the page that shows it (the migration assistant opens the demo there). */',
      `export const demoPages: Record<string, string> = ${JSON.stringify(table.demoPages, null, 1)};`,
      '',
    ].join('\n'),
  };
}
