import { transform } from '@babel/standalone';
import type { ComponentType, createElement as CreateElement } from 'react';
import type { renderToString as RenderToString } from 'react-dom/server';
import type { DemoFiles } from './demos';

/**
 * Loads a package by name. Jest passes the test file's `require` (its module registry, whose React the table
 * shares), a script `createRequire`'s; everything the demo and the renderer need goes through it, so that
 * there is one React.
 */
export type LoadPackage = (specifier: string) => unknown;

const STYLESHEET = /\.(css|less|scss|sass)$/;
const CODE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

interface CommonJsModule {
  exports: Record<string, unknown>;
}

/** One file to CommonJS: TypeScript (TSX unless `.ts`) and React's automatic runtime, as the live editor compiles it. */
function compile(source: string, file: string): string {
  const result = transform(source, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    presets: [
      ['typescript', { isTSX: !file.endsWith('.ts'), allExtensions: true }],
      ['react', { runtime: 'automatic' }],
    ],
    plugins: ['transform-modules-commonjs'],
  });
  return result.code ?? '';
}

/** The demo file a relative specifier names (`./useToggle` → `useToggle.ts`), from the entry's folder. */
function demoFile(files: DemoFiles, specifier: string): string | undefined {
  const bare = specifier.replace(/^\.\//, '');
  return CODE_EXTENSIONS.map((ext) => `${bare}${ext}`).find((name) => name in files);
}

/**
 * Runs a demo's files as CommonJS from `index.tsx` and returns its default export. Its relative imports are its
 * own files (each compiled and run once), stylesheets are empty modules (the server render reads no CSS), and
 * everything else is a package from `load`.
 */
export function evaluateDemo(name: string, files: DemoFiles, load: LoadPackage): ComponentType {
  const done = new Map<string, CommonJsModule>();
  const run = (file: string): CommonJsModule => {
    const cached = done.get(file);
    if (cached) return cached;
    const record: CommonJsModule = { exports: {} };
    done.set(file, record);
    const require = (specifier: string): unknown => {
      if (STYLESHEET.test(specifier)) return {};
      if (!specifier.startsWith('.')) return load(specifier);
      const target = demoFile(files, specifier);
      if (target === undefined) throw new Error(`${name}/${file}: no file for ${specifier}`);
      return run(target).exports;
    };
    // The Function constructor is the point: the compiled demo runs as a CommonJS module body.
    const body = new Function('require', 'module', 'exports', `${compile(files[file], file)}\n//# sourceURL=proof/${name}/${file}`);
    body(require, record, record.exports);
    return record;
  };
  const exported = run('index.tsx').exports.default;
  if (typeof exported !== 'function') throw new Error(`${name}/index.tsx: the default export is not a component`);
  return exported as ComponentType;
}

/** The demo's server-rendered HTML (`react-dom/server`'s `renderToString`, no effects run). */
export function renderDemo(name: string, files: DemoFiles, load: LoadPackage): string {
  const { createElement } = load('react') as { createElement: typeof CreateElement };
  const { renderToString } = load('react-dom/server') as { renderToString: typeof RenderToString };
  return renderToString(createElement(evaluateDemo(name, files, load)));
}
