import type ts from 'typescript';

/** The TypeScript module, passed in: the worker loads it on demand, tests and the build import it. */
export type TypeScript = typeof ts;

/** Where the demo's own files live in the virtual file system: `index.tsx` is `/demo/index.tsx`. */
export const DEMO_ROOT = '/demo/';

/** Where the TypeScript lib files (`lib.dom.d.ts`) live in it. */
export const LIB_ROOT = '/ts-lib/';

/**
 * Ambient declarations every demo sees: a stylesheet import is something the runner handles (a CSS module
 * gives an object of class names), not a missing module.
 */
export const DEMO_ENV_FILE = '/demo-env.d.ts';
export const DEMO_ENV = [
  "declare module '*.css' { const classes: Record<string, string>; export default classes; }",
  "declare module '*.less' { const classes: Record<string, string>; export default classes; }",
  "declare module '*.scss' { const classes: Record<string, string>; export default classes; }",
  '',
].join('\n');

/**
 * The compiler options of the demo's program, the same at build time (which walks the declarations a demo can
 * reach) and in the editor. As the sandbox export's tsconfig would: strict, React's automatic JSX runtime, modules
 * resolved as a bundler does (package.json `exports` and `types`), the browser's lib.
 */
export function compilerOptions(typescript: TypeScript): ts.CompilerOptions {
  return {
    target: typescript.ScriptTarget.ES2020,
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    jsx: typescript.JsxEmit.ReactJSX,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    esModuleInterop: true,
    allowJs: true,
    checkJs: false,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
  };
}

/** The bundle's ambient declarations of the packages the site runs without types. */
export const UNTYPED_FILE = '/untyped.d.ts';
