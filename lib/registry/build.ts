import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import { parseFrontmatter } from './frontmatter';
import { outlineBody } from './markdown';
import { legacyDemoAliases, mergeAliases } from './legacy-demo-names';
import { buildNav } from './nav';
import { importSpecifiers, isRelative, packageName, splitDemoHeader } from './demo-source';
import type { DemoEntry, Dependency, Registry, RouteEntry, Tab } from './types';

export interface BuildOptions {
  /** Project root: holds `content/`, `demos/` and `node_modules/`. */
  root: string;
  /** Last-change time of a file in ms; defaults to its last git commit, else its mtime. */
  lastUpdated?: (absoluteFile: string) => number;
  /** The old site's demo file names whose spellings become aliases (`LEGACY_DEMO_FILES` for this site). */
  legacyDemoFiles?: readonly string[];
}

const CONTENT_EXTENSIONS = ['.mdx', '.md'];
const TAB_FILE = /^(.+)\.\$tab-(.+)$/;
const TAB_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEMO_ENTRY = 'index.tsx';
const LOCAL_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.json', '.css'];

export function gitLastUpdated(absoluteFile: string): number {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', path.basename(absoluteFile)], {
      cwd: path.dirname(absoluteFile),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (out !== '') return Number(out) * 1000;
  } catch {
    // Not a git checkout: fall back to the file's own time below.
  }
  return Math.round(fs.statSync(absoluteFile).mtimeMs);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** `index` → `/`, `demo/index` → `/demo`, `demo/simple` → `/demo/simple`. */
export function routePath(routeId: string): string {
  const trimmed = routeId.replace(/(^|\/)index$/, '');
  return `/${trimmed}`;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

interface ContentFile {
  absolute: string;
  relative: string;
  routeId: string;
  tabKey?: string;
}

function contentFiles(root: string): ContentFile[] {
  const contentDir = path.join(root, 'content');
  return listFiles(contentDir)
    .filter((file) => CONTENT_EXTENSIONS.includes(path.extname(file)))
    .map((absolute) => {
      const id = toPosix(path.relative(contentDir, absolute)).replace(/\.mdx?$/, '');
      const tab = TAB_FILE.exec(id);
      const relative = toPosix(path.relative(root, absolute));
      if (tab && !TAB_KEY.test(tab[2])) throw new ContentError(relative, `tab key "${tab[2]}" must be lower-case words joined by hyphens`);
      return {
        absolute,
        relative,
        routeId: tab ? tab[1] : id,
        ...(tab ? { tabKey: tab[2] } : {}),
      };
    });
}

/**
 * Only demo pages provide `<Demo>`: keeping the previewer out of other routes' module graphs keeps it
 * out of their first-load JS.
 */
const DEMO_PAGE_PREFIX = '/demo/';

function readRoutes(root: string, lastUpdated: (file: string) => number): RouteEntry[] {
  const files = contentFiles(root);
  const routes = new Map<string, RouteEntry>();
  for (const file of files.filter((f) => f.tabKey === undefined)) {
    const clash = [...routes.values()].find((r) => r.path === routePath(file.routeId));
    if (clash) {
      throw new ContentError(file.relative, `${clash.meta.frontmatter.filename} already defines the page "${clash.path}"`);
    }
    const { data, body } = parseFrontmatter(file.relative, fs.readFileSync(file.absolute, 'utf8'));
    const outline = outlineBody(file.relative, body, { mdx: file.absolute.endsWith('.mdx') });
    if (outline.demos.length > 0 && !routePath(file.routeId).startsWith(DEMO_PAGE_PREFIX)) {
      throw new ContentError(
        file.relative,
        `embeds a demo, but only pages under content/demo/ can: the ${DEMO_PAGE_PREFIX}<name> route is the one that loads the previewer`,
      );
    }
    routes.set(file.routeId, {
      id: file.routeId,
      path: routePath(file.routeId),
      meta: {
        frontmatter: { ...data, filename: file.relative, lastUpdated: lastUpdated(file.absolute) },
        toc: outline.toc,
        texts: outline.texts,
        tabs: [],
      },
      demos: outline.demos,
    });
  }
  for (const file of files.filter((f) => f.tabKey !== undefined)) {
    const route = routes.get(file.routeId);
    if (!route) throw new ContentError(file.relative, `tab of a page that does not exist ("${file.routeId}")`);
    const { data, body } = parseFrontmatter(file.relative, fs.readFileSync(file.absolute, 'utf8'));
    const outline = outlineBody(file.relative, body, { mdx: file.absolute.endsWith('.mdx') });
    if (outline.demos.length > 0) throw new ContentError(file.relative, 'tabs cannot embed demos');
    if (route.meta.tabs.some((t) => t.key === file.tabKey)) {
      throw new ContentError(file.relative, `duplicate tab "${file.tabKey}": another file already defines it`);
    }
    // Every tab is in the page's HTML, so its ids must not repeat the page's headings, demos or other tabs.
    const taken = new Set([...route.meta.toc, ...route.meta.tabs.flatMap((t) => t.meta.toc)].map((h) => h.id).concat(route.demos));
    const clash = outline.toc.find((heading) => taken.has(heading.id));
    if (clash) throw new ContentError(file.relative, `duplicate id "${clash.id}": the page or another of its tabs already uses it`);
    const tab: Tab = {
      key: file.tabKey as string,
      meta: { frontmatter: { title: data.title, filename: file.relative }, toc: outline.toc, texts: outline.texts },
    };
    route.meta.tabs.push(tab);
  }
  return [...routes.values()];
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [...LOCAL_EXTENSIONS.map((ext) => base + ext), ...LOCAL_EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function installedVersion(root: string, pkg: string, file: string): string {
  const manifest = path.join(root, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(manifest)) throw new ContentError(file, `imports "${pkg}", which is not installed`);
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Collects a demo's dependencies: npm packages at their installed versions, and the demo's own
 * files (entry first, with its header removed) following relative imports.
 */
function demoDependencies(root: string, demoDir: string, entryCode: string): Record<string, Dependency> {
  const files: Record<string, Dependency> = { [DEMO_ENTRY]: { type: 'FILE', value: entryCode } };
  const packages: Record<string, Dependency> = {};
  const queue: Array<{ absolute: string; code: string }> = [{ absolute: path.join(demoDir, DEMO_ENTRY), code: entryCode }];
  while (queue.length > 0) {
    const current = queue.shift() as { absolute: string; code: string };
    const currentRelative = toPosix(path.relative(root, current.absolute));
    if (current.absolute.endsWith('.css')) continue;
    for (const specifier of importSpecifiers(current.code)) {
      if (specifier === '.' || specifier === '..') {
        throw new ContentError(currentRelative, `imports "${specifier}"; name the file, e.g. "./index"`);
      }
      if (!isRelative(specifier)) {
        const pkg = packageName(specifier);
        packages[pkg] ??= { type: 'NPM', value: installedVersion(root, pkg, currentRelative) };
        continue;
      }
      const resolved = resolveLocal(current.absolute, specifier);
      if (!resolved) throw new ContentError(currentRelative, `imports "${specifier}", which does not exist`);
      const key = toPosix(path.relative(demoDir, resolved));
      if (key.startsWith('../')) {
        throw new ContentError(currentRelative, `imports "${specifier}" from outside its demo folder; demos import only npm packages and their own files`);
      }
      if (files[key]) continue;
      const code = fs.readFileSync(resolved, 'utf8');
      files[key] = { type: 'FILE', value: code };
      queue.push({ absolute: resolved, code });
    }
  }
  return { ...files, ...packages };
}

function readDemos(root: string, routes: RouteEntry[]): Record<string, DemoEntry> {
  const demosDir = path.join(root, 'demos');
  const embeddedBy = new Map<string, RouteEntry>();
  for (const route of routes) {
    for (const id of route.demos) {
      const other = embeddedBy.get(id);
      if (other) {
        throw new ContentError(route.meta.frontmatter.filename, `duplicate demo id "${id}": it is already embedded by ${other.meta.frontmatter.filename}`);
      }
      embeddedBy.set(id, route);
    }
  }
  const demos: Record<string, DemoEntry> = {};
  for (const [id, route] of embeddedBy) {
    const demoDir = path.join(demosDir, id);
    const entry = path.join(demoDir, DEMO_ENTRY);
    if (!fs.existsSync(entry)) {
      throw new ContentError(route.meta.frontmatter.filename, `embeds the demo "${id}", but demos/${id}/${DEMO_ENTRY} does not exist`);
    }
    const relativeEntry = toPosix(path.relative(root, entry));
    const { header, code } = splitDemoHeader(relativeEntry, fs.readFileSync(entry, 'utf8'));
    demos[id] = { id, routeId: route.id, asset: { id, ...header, dependencies: demoDependencies(root, demoDir, code) } };
    if (route.meta.toc.some((heading) => heading.id === id)) {
      throw new ContentError(route.meta.frontmatter.filename, `duplicate id "${id}": a heading and a demo share it`);
    }
  }
  if (fs.existsSync(demosDir)) {
    for (const entry of fs.readdirSync(demosDir, { withFileTypes: true })) {
      if (entry.isDirectory() && !demos[entry.name]) {
        throw new ContentError(`demos/${entry.name}`, 'no page embeds this demo; add <Demo id="…" /> to a page in content/');
      }
    }
  }
  return demos;
}

/** Reads `content/` and `demos/` under `root` into the registry. Any bad content throws a ContentError. */
export function buildRegistry({ root, lastUpdated = gitLastUpdated, legacyDemoFiles = [] }: BuildOptions): Registry {
  const routes = readRoutes(root, lastUpdated).sort((a, b) => a.path.localeCompare(b.path));
  const demos = readDemos(root, routes);
  const aliases = mergeAliases(
    pathAliases(routes),
    legacyDemoAliases(
      routes.map((route) => route.path),
      legacyDemoFiles,
    ),
  );
  return { routes, demos, nav: buildNav(routes), aliases };
}

/** `scroll-x` → `scrollX`: the camel-case spelling the old site's registry used for a kebab-case name. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Camel-case paths of kebab-case pages (`/demo/scrollX` → `/demo/scroll-x`); never shadows a real page. */
export function pathAliases(routes: RouteEntry[]): Record<string, string> {
  const paths = new Set(routes.map((r) => r.path));
  const aliases: Record<string, string> = {};
  for (const route of routes) {
    const segments = route.path.split('/');
    const last = segments.pop() ?? '';
    const alias = [...segments, camelCase(last)].join('/');
    if (alias !== route.path && !paths.has(alias)) aliases[alias] = route.path;
  }
  return aliases;
}
