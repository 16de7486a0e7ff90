import type { LiveLine } from './line';
import { CODE_EXTENSIONS, DATA_EXTENSIONS, isCssModule, isStyleFile, joinPath, STYLE_EXTENSIONS } from './paths';

/** What an import of a live demo stands for. */
export type Resolution =
  /** A file of the live demo: one of its own, edited or not, or one the reader added. */
  | { kind: 'file'; file: string }
  /** A module the site can load (a package, a subpath of one, a stylesheet a package ships). */
  | { kind: 'module'; key: string; renamed?: { from: string; to: string } }
  /** The component's own source in its repository (`../../src/x`, `@/x`, `rc-table/lib/x`): the line's package. */
  | { kind: 'source'; subpath: string }
  /** A stylesheet the site does not have: it compiles to nothing, with a notice. */
  | { kind: 'unknown-style' }
  /** A CSS module the site does not have: an object whose keys are the class names asked for. */
  | { kind: 'unknown-css-module' }
  /** A relative path to no file of the demo. */
  | { kind: 'missing-file' }
  /** A package the site does not have. */
  | { kind: 'unavailable'; packageName: string }
  /** A subpath of a package the site has, which is not one it can load. */
  | { kind: 'unknown-subpath'; packageName: string };

export interface ResolveContext {
  line: LiveLine;
  /** The live demo's files by name. */
  files: ReadonlySet<string>;
  /** Every specifier the site can load for a live demo. */
  modules: ReadonlySet<string>;
  /** The packages those belong to, with their installed versions. */
  packages: Readonly<Record<string, string>>;
}

/** `rc-table/assets/index.css` → `rc-table`; `@scope/pkg/sub` → `@scope/pkg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

const isRelative = (specifier: string) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');

/** The file a relative path names: as written, with an extension added, or its folder's index. */
function findFile(path: string, files: ReadonlySet<string>): string | undefined {
  const extensions = [...CODE_EXTENSIONS, ...DATA_EXTENSIONS, ...STYLE_EXTENSIONS];
  const candidates = [path, ...extensions.map((e) => path + e), ...CODE_EXTENSIONS.map((e) => `${path}/index${e}`)];
  return candidates.find((candidate) => files.has(candidate));
}

/** A path into the component's repository, as its examples (in `docs/examples/`) write them. */
const REPOSITORY_SOURCE = /^(?:\.\.\/)+src(?:\/(.*))?$/;
const REPOSITORY_STYLESHEET = /^(?:\.\.\/)+assets\/index\.(?:less|css)$/;

function styleOrMissing(specifier: string): Resolution {
  if (isCssModule(specifier)) return { kind: 'unknown-css-module' };
  return isStyleFile(specifier) ? { kind: 'unknown-style' } : { kind: 'missing-file' };
}

/** A package's path after its name: `/lib/x` of `rc-table/lib/x`. */
const subpathOf = (specifier: string, packageName: string) => specifier.slice(packageName.length);

/**
 * What `specifier`, imported by the live file `fromFile`, stands for. The demo's own files come first; then
 * the component's repository paths (`../../src`, `@/…`, `../../assets/index.less`) as the line's package and
 * stylesheet; then the packages the site can load, under this line's names for the ones that moved.
 */
export function resolveImport(specifier: string, fromFile: string, context: ResolveContext): Resolution {
  const { line, files, modules, packages } = context;
  if (isRelative(specifier)) {
    const path = joinPath(fromFile, specifier);
    const file = path === undefined ? undefined : findFile(path, files);
    if (file !== undefined) return { kind: 'file', file };
    const source = REPOSITORY_SOURCE.exec(specifier);
    if (source) return { kind: 'source', subpath: source[1] ?? '' };
    if (REPOSITORY_STYLESHEET.test(specifier)) return { kind: 'module', key: line.tableStylesheet };
    return styleOrMissing(specifier);
  }
  if (specifier.startsWith('@/')) return { kind: 'source', subpath: specifier.slice(2) };

  const imported = packageOf(specifier);
  const installed = line.importMap[imported] ?? imported;
  const renamed = installed === imported ? undefined : { from: imported, to: installed };
  const rest = subpathOf(specifier, imported);
  const key = installed + rest;
  if (installed === line.tablePackage) {
    if (/^\/assets\/index\.(?:less|css)$/.test(rest)) return { kind: 'module', key: line.tableStylesheet, renamed };
    const built = /^\/(?:lib|es)(?:\/(.*))?$/.exec(rest);
    if (built) return { kind: 'source', subpath: built[1] ?? '' };
  }
  if (modules.has(key)) return { kind: 'module', key, renamed };
  const css = key.replace(/\.(?:less|scss|sass)$/, '.css');
  if (css !== key && modules.has(css)) return { kind: 'module', key: css, renamed };
  if (isStyleFile(specifier)) return styleOrMissing(specifier);
  return Object.hasOwn(packages, installed) ? { kind: 'unknown-subpath', packageName: installed } : { kind: 'unavailable', packageName: imported };
}
