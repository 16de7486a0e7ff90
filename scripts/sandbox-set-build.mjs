/**
 * Type-checks and builds every project of one install (a line's: scripts/sandbox-exports.ts), in one process, with
 * the install's own TypeScript and Vite (in `<install>/node_modules`): `node sandbox-set-build.mjs <install dir>
 * <project dir>...`. For each
 * project it does what `tsc --noEmit` and `vite build` do in that folder, and prints one JSON line:
 * `{ dir, step, seconds }` per step passed, or `{ dir, step, error }` where a step failed (then the next project).
 *
 * Why one process: a `tsc` and a `vite` process per project spent most of their time starting up and parsing the
 * same declarations (TypeScript's DOM library, React's and the table's types) again. Here the parsed and bound
 * declaration files are shared between the projects' programs, as an editor's language service shares them; each
 * project still gets a program and a type checker of its own, from its own tsconfig.json.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [setDir, ...projects] = process.argv.slice(2);
const requireFromSet = createRequire(path.join(setDir, 'package.json'));
const ts = requireFromSet('typescript');
const { build } = await import(pathToFileURL(requireFromSet.resolve('vite')).href);

/** Source files by name and the options they were parsed with; only declaration files, which no project owns. */
const declarations = new Map();

/** `tsc --noEmit` in `dir`: its tsconfig, every pre-emit diagnostic; throws with them formatted as tsc prints them. */
function typeCheck(dir) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${dir}: tsconfig.json could not be read`);
  const host = ts.createCompilerHost(config.options);
  const readSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    if (!fileName.endsWith('.d.ts')) return readSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate);
    const options = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    const key = `${fileName}\0${options.languageVersion}\0${options.impliedNodeFormat}`;
    if (!declarations.has(key)) declarations.set(key, readSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate));
    return declarations.get(key);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, configFileParsingDiagnostics: config.errors });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0)
    throw new Error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' }));
}

const print = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

for (const dir of projects) {
  let step = 'tsc --noEmit';
  try {
    let started = performance.now();
    typeCheck(dir);
    print({ dir, step, seconds: (performance.now() - started) / 1000 });
    step = 'vite build';
    started = performance.now();
    await build({ root: dir, configFile: path.join(dir, 'vite.config.ts'), logLevel: 'warn', clearScreen: false });
    print({ dir, step, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    print({ dir, step, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
