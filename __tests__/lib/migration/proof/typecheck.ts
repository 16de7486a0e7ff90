import path from 'node:path';
import ts from 'typescript';
import { TSCONFIG } from '@/lib/sandbox/project';
import type { DemoFiles } from './demos';

/** One side of the proof: the demos in a folder of their own, each in `<folder>/<name>/`. */
export interface TypeCheckSide {
  folder: string;
  demos: ReadonlyArray<{ name: string; files: DemoFiles }>;
}

/**
 * Stands in for `vite/client`, which the exported project's tsconfig names and this repository does not
 * install: the same stylesheet modules, a CSS module's classes as its default export. The `.module.*`
 * patterns come first: among patterns of equal prefix TypeScript takes the first declared.
 */
const STYLESHEET_MODULES = [
  ...['css', 'less', 'scss', 'sass'].map(
    (ext) => `declare module '*.module.${ext}' {\n  const classes: { readonly [key: string]: string };\n  export default classes;\n}`,
  ),
  ...['css', 'less', 'scss', 'sass'].map((ext) => `declare module '*.${ext}' {}`),
].join('\n');

/** The checks the repository's tsconfig adds, which `npm run typecheck` holds the demos' sources (`demos/`) to. */
const REPOSITORY_CHECKS = ['noUnusedLocals', 'noUnusedParameters', 'noFallthroughCasesInSwitch', 'isolatedModules'] as const;

/**
 * The compiler options of the site's own demo type-checks: the tsconfig every exported sandbox project runs
 * `tsc --noEmit` with (`lib/sandbox/project.ts`: strict, react-jsx, ESNext modules with bundler resolution,
 * skipLibCheck, noEmit), `types` emptied for the stylesheet declarations above, plus the repository's own checks
 * on `demos/` (unused names, and `isolatedModules`, as Babel compiles each file alone).
 */
export function demoCompilerOptions(root: string): ts.CompilerOptions {
  const sandbox = (JSON.parse(TSCONFIG) as { compilerOptions: Record<string, unknown> }).compilerOptions;
  const repository = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  if (repository.error) throw new Error(ts.flattenDiagnosticMessageText(repository.error.messageText, '\n'));
  const own = (repository.config as { compilerOptions: Record<string, unknown> }).compilerOptions;
  const checks = Object.fromEntries(REPOSITORY_CHECKS.map((name) => [name, own[name]]));
  const converted = ts.convertCompilerOptionsFromJson({ ...sandbox, ...checks, types: [] }, root);
  if (converted.errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(converted.errors[0].messageText, '\n'));
  return converted.options;
}

const isCode = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/**
 * Type-checks every demo of every side in ONE program (the declarations of React and the tables are read and
 * bound once). The demos' files are virtual, under `root` so that their package imports resolve from
 * `root/node_modules` as a project's would; everything else comes from the disk. Returns each side's
 * diagnostics as `name/file:line:col message`.
 */
export function typeCheck(root: string, sides: readonly TypeCheckSide[]): Map<string, string[]> {
  const base = path.join(root, '.migration-proof');
  const virtual = new Map<string, string>([[path.join(base, 'stylesheets.d.ts'), STYLESHEET_MODULES]]);
  const folders = new Set<string>([base]);
  for (const side of sides) {
    for (const demo of side.demos) {
      const dir = path.join(base, side.folder, demo.name);
      for (let d = dir; d !== base; d = path.dirname(d)) folders.add(d);
      for (const [file, text] of Object.entries(demo.files)) virtual.set(path.join(dir, file), text);
    }
  }

  const options = demoCompilerOptions(root);
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.directoryExists = (dir) => folders.has(dir) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(file);
    return text === undefined ? getSourceFile.call(host, file, languageVersion, onError, shouldCreate) : ts.createSourceFile(file, text, languageVersion, true);
  };

  const rootNames = [...virtual.keys()].filter((file) => isCode(file));
  const program = ts.createProgram({ rootNames, options, host });
  const bySide = new Map<string, string[]>(sides.map((side) => [side.folder, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file;
    const relative = file ? path.relative(base, file.fileName).split(path.sep) : [];
    const side = relative.length > 2 ? bySide.get(relative[0]) : undefined;
    // A diagnostic outside the demos (an option, a library file) belongs to every side.
    const targets = side ? [side] : [...bySide.values()];
    let where = file ? path.relative(root, file.fileName) : '(program)';
    if (side && file && diagnostic.start !== undefined) {
      const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start);
      where = `${relative.slice(1).join('/')}:${line + 1}:${character + 1}`;
    }
    for (const target of targets) target.push(`${where} ${message}`);
  }
  return bySide;
}
