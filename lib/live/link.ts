import type { CompileResult, ImportRecord, SourcePosition } from './compile';
import { classNameModule, scopeCssModule } from './css-module';
import type { LinkedDemo, LinkedModule } from './evaluate';
import { asCommonJs, exportNames, hasExport, type ModuleExports, type ModuleLoader } from './module-shim';
import { isCodeFile, isCssModule, isDataFile, isPlainCss, isStyleFile } from './paths';
import { packageOf, resolveImport, type ResolveContext, type Resolution } from './resolve';

/** What a module that lacks an imported name is, for the message. */
export type ExportOwner =
  | { kind: 'package'; packageName: string; version: string }
  /** The component's repository path, which stands for the line's package here. */
  | { kind: 'source'; packageName: string; version: string }
  | { kind: 'file' };

/** Something that keeps a live demo from running, found before any of its code runs. */
export type LiveProblem =
  | { kind: 'compile'; file: string; message: string; position?: SourcePosition }
  | { kind: 'missing-file'; file: string; line: number; specifier: string }
  | { kind: 'unavailable'; file: string; line: number; specifier: string; packageName: string }
  | { kind: 'unknown-subpath'; file: string; line: number; specifier: string; packageName: string }
  | { kind: 'missing-export'; file: string; line: number; specifier: string; name: string; owner: ExportOwner; exports: string[] }
  | { kind: 'bad-json'; file: string; message: string };

/** Something the reader should know about a demo that runs. */
export type LiveNotice =
  /** A stylesheet the site cannot load (`./x.less`): the demo runs without it. */
  | { kind: 'style-not-loaded'; specifier: string }
  /** A package imported under the other line's name runs as this line's. */
  | { kind: 'renamed'; from: string; to: string; version: string };

export interface LiveInput {
  entry: string;
  /** Every file of the live demo by name: the originals, with the reader's edits, and the files the reader added. */
  files: Readonly<Record<string, string>>;
  /** Every code file's compile result. */
  compiled: Readonly<Record<string, CompileResult>>;
  /** The demo's own stylesheets the page can load as they were built (unedited ones), by file name. */
  builtStyles: Readonly<Record<string, ModuleLoader>>;
  context: ResolveContext;
}

/** The files a live demo runs, each import resolved, what must be loaded first, and what cannot work. */
export interface DemoPlan {
  /** The files reached from the entry, in the order they were reached. */
  files: string[];
  resolutions: Readonly<Record<string, ReadonlyArray<{ record: ImportRecord; resolution: Resolution }>>>;
  /** The site's modules to load (packages, their subpaths and stylesheets). */
  moduleKeys: string[];
  notices: LiveNotice[];
  /** Compile errors of reached files and imports that resolve to nothing. */
  problems: LiveProblem[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problems: LiveProblem[] };

function noticeKey(notice: LiveNotice): string {
  return notice.kind === 'renamed' ? `renamed:${notice.from}` : `style:${notice.specifier}`;
}

/** Whether the browser can apply a file of the demo as the site has it: built by the site, or plain CSS. */
const styleApplies = (file: string, input: LiveInput) => Object.hasOwn(input.builtStyles, file) || isPlainCss(file);

/**
 * Follows the imports from the entry through the demo's files and resolves each. Every problem is collected
 * (each compile error of a reached file, each import that resolves to nothing), and the plan goes on past them,
 * so that the link adds the missing exports of the imports that do resolve: the reader sees them all at once
 * rather than one per attempt.
 */
export function planDemo(input: LiveInput): DemoPlan {
  const problems: LiveProblem[] = [];
  const notices = new Map<string, LiveNotice>();
  const resolutions: Record<string, Array<{ record: ImportRecord; resolution: Resolution }>> = {};
  const moduleKeys = new Set<string>();
  const files = [input.entry];
  for (let index = 0; index < files.length; index += 1) {
    const file = files[index];
    const compiled = input.compiled[file];
    if (!isCodeFile(file) || compiled === undefined) continue;
    if (!compiled.ok) {
      problems.push({ kind: 'compile', file, message: compiled.error.message, position: compiled.error.position });
      continue;
    }
    resolutions[file] = compiled.imports.map((record) => {
      const resolution = resolveImport(record.source, file, input.context);
      const where = { file, line: record.line, specifier: record.source };
      const notice = (n: LiveNotice) => notices.set(noticeKey(n), n);
      switch (resolution.kind) {
        case 'file':
          if (!files.includes(resolution.file)) files.push(resolution.file);
          if (isStyleFile(resolution.file) && !styleApplies(resolution.file, input)) notice({ kind: 'style-not-loaded', specifier: record.source });
          break;
        case 'module':
          moduleKeys.add(resolution.key);
          if (resolution.renamed) notice({ kind: 'renamed', ...resolution.renamed, version: input.context.packages[resolution.renamed.to] ?? '' });
          break;
        case 'source':
          moduleKeys.add(input.context.line.tablePackage);
          break;
        case 'unknown-style':
        case 'unknown-css-module':
          notice({ kind: 'style-not-loaded', specifier: record.source });
          break;
        case 'missing-file':
          problems.push({ kind: 'missing-file', ...where });
          break;
        case 'unavailable':
        case 'unknown-subpath':
          problems.push({ kind: resolution.kind, ...where, packageName: resolution.packageName });
          break;
      }
      return { record, resolution };
    });
  }
  return { files, resolutions, moduleKeys: [...moduleKeys].sort(), notices: [...notices.values()], problems };
}

/** Loads the site's modules a plan needs, and the demo's built stylesheets it reaches, in parallel. */
export async function loadPlan(
  plan: DemoPlan,
  input: Pick<LiveInput, 'builtStyles'>,
  loaders: Readonly<Record<string, ModuleLoader>>,
): Promise<Record<string, ModuleExports>> {
  const jobs = [
    ...plan.moduleKeys.map((key) => [`module:${key}`, loaders[key]] as const),
    ...plan.files.filter((file) => Object.hasOwn(input.builtStyles, file)).map((file) => [`built:${file}`, input.builtStyles[file]] as const),
  ];
  const loaded = await Promise.all(jobs.map(async ([id, load]) => [id, asCommonJs(await load())] as const));
  return Object.fromEntries(loaded);
}

/**
 * The line's package as the repository path `subpath` stands for it: the package's exports, with as default the
 * export named like the file or folder (`VirtualTable`), or the package's own default for `index` and `Table`.
 */
export function sourceModule(table: ModuleExports, subpath: string): ModuleExports {
  const base =
    subpath
      .replace(/\.[jt]sx?$/, '')
      .replace(/(?:^|\/)index$/, '')
      .split('/')
      .pop() ?? '';
  const fallback = base === '' || base === 'Table' ? table.default : undefined;
  const own = base !== 'default' && Object.hasOwn(table, base) ? table[base] : fallback;
  const named: ModuleExports = { ...table, __esModule: true };
  delete named.default;
  return own === undefined ? named : { ...named, default: own };
}

/** A stylesheet of the demo for the browser: the CSS to apply (if it can be) and what importing it gives. */
function styleModule(file: string, text: string, scope: string): { css?: string; exports: ModuleExports } {
  if (!isPlainCss(file)) return { exports: isCssModule(file) ? classNameModule() : { __esModule: true } };
  if (!isCssModule(file)) return { css: text, exports: { __esModule: true } };
  const scoped = scopeCssModule(text, `${scope}-${file.replace(/[^\w-]/g, '_')}`);
  return { css: scoped.css, exports: { __esModule: true, default: scoped.classes, ...scoped.classes } };
}

/** What a linked demo needs besides its modules: the stylesheets of its own that the page must apply. */
export interface LinkedLive {
  modules: LinkedDemo;
  styles: Array<{ file: string; css: string }>;
}

/** Where a problem is: by the order its file was reached, then by line. */
function inReadingOrder(problems: LiveProblem[], files: readonly string[]): LiveProblem[] {
  const line = (problem: LiveProblem) => ('line' in problem ? problem.line : problem.kind === 'compile' ? (problem.position?.line ?? 0) : 0);
  return [...problems].sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || line(a) - line(b));
}

/**
 * Builds the runnable demo from a plan and the loaded modules, and checks every imported name against what its
 * module exports, before anything runs: a missing one is a problem naming the module, its version and what it
 * does export (rather than React's "element type is invalid" later). The plan's problems come along, all in the
 * order of the files and lines.
 */
export function linkDemo(plan: DemoPlan, input: LiveInput, loaded: Readonly<Record<string, ModuleExports>>, scope: string): Outcome<LinkedLive> {
  const problems: LiveProblem[] = [...plan.problems];
  const modules: Record<string, LinkedModule> = {};
  const styles: LinkedLive['styles'] = [];
  const { line, packages } = input.context;
  const table = loaded[`module:${line.tablePackage}`];

  for (const file of plan.files) {
    if (isCodeFile(file)) continue;
    if (Object.hasOwn(input.builtStyles, file)) {
      modules[file] = { kind: 'value', exports: loaded[`built:${file}`] };
    } else if (isStyleFile(file)) {
      const style = styleModule(file, input.files[file] ?? '', scope);
      if (style.css !== undefined) styles.push({ file, css: style.css });
      modules[file] = { kind: 'value', exports: style.exports };
    } else if (isDataFile(file)) {
      try {
        modules[file] = { kind: 'value', exports: { __esModule: true, default: JSON.parse(input.files[file] ?? '') } };
      } catch (error) {
        problems.push({ kind: 'bad-json', file, message: (error as Error).message });
      }
    }
  }

  for (const file of plan.files) {
    const compiled = input.compiled[file];
    if (!isCodeFile(file) || !compiled?.ok) continue;
    const requires: Record<string, string> = {};
    for (const { record, resolution } of plan.resolutions[file] ?? []) {
      let target: { id: string; exports?: ModuleExports; owner: ExportOwner } | undefined;
      if (resolution.kind === 'file') {
        const own = input.compiled[resolution.file];
        const names = own?.ok ? own.exports : null;
        const exports = isCodeFile(resolution.file) && names ? Object.fromEntries(names.map((n) => [n, true])) : undefined;
        target = { id: resolution.file, exports, owner: { kind: 'file' } };
      } else if (resolution.kind === 'module') {
        const id = `module:${resolution.key}`;
        const packageName = packageOf(resolution.key);
        modules[id] ??= { kind: 'value', exports: loaded[id] };
        target = { id, exports: loaded[id], owner: { kind: 'package', packageName, version: packages[packageName] ?? '' } };
      } else if (resolution.kind === 'source') {
        const id = `source:${resolution.subpath}`;
        modules[id] ??= { kind: 'value', exports: sourceModule(table, resolution.subpath) };
        const exports = (modules[id] as { exports: ModuleExports }).exports;
        target = { id, exports, owner: { kind: 'source', packageName: line.tablePackage, version: packages[line.tablePackage] ?? '' } };
      } else if (resolution.kind === 'unknown-css-module') {
        modules['unknown-css-module'] ??= { kind: 'value', exports: classNameModule() };
        target = { id: 'unknown-css-module', owner: { kind: 'file' } };
      } else if (resolution.kind === 'unknown-style') {
        modules['unknown-style'] ??= { kind: 'value', exports: { __esModule: true } };
        target = { id: 'unknown-style', owner: { kind: 'file' } };
      }
      if (!target) continue;
      requires[record.source] = target.id;
      const { exports, owner } = target;
      if (!exports) continue;
      for (const name of record.names) {
        if (hasExport(exports, name)) continue;
        problems.push({ kind: 'missing-export', file, line: record.line, specifier: record.source, name, owner, exports: exportNames(exports) });
      }
    }
    modules[file] = { kind: 'code', code: compiled.code, requires };
  }
  return problems.length > 0 ? { ok: false, problems: inReadingOrder(problems, plan.files) } : { ok: true, value: { modules, styles } };
}
