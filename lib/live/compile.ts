import type { PluginObj, TransformOptions } from '@babel/core';
import { loopGuardPlugin } from './loop-guard';

/** Where a compile error points, 1-based like an editor's gutter. */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface CompileError {
  message: string;
  position?: SourcePosition;
}

export type CompileResult = { ok: true; code: string; imports: string[] } | { ok: false; error: CompileError };

/** The part of `@babel/standalone` the compiler needs, so tests and the worker pass the real one in. */
export interface BabelLike {
  transform(code: string, options: TransformOptions): { code?: string | null } | null;
}

/**
 * Collects the module specifiers the demo imports at run time. It reads the module body on
 * `Program` exit: TypeScript has dropped type-only imports by then (on enter), and the CommonJS
 * transform, listed after this plugin, has not yet turned the imports into `require` calls.
 */
function importCollector(into: string[]): () => PluginObj {
  return () => ({
    name: 'live-import-collector',
    visitor: {
      Program: {
        exit(path) {
          for (const statement of path.node.body) {
            const source =
              statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration'
                ? statement.source?.value
                : undefined;
            if (source !== undefined && !into.includes(source)) into.push(source);
          }
        },
      },
    },
  });
}

/** Babel's message without the file prefix, the `(line:col)` suffix and the code frame after it. */
function shortMessage(message: string, filename: string): string {
  return message
    .split('\n')[0]
    .replace(new RegExp(`^.*?${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `), '')
    .replace(/ \(\d+:\d+\)$/, '');
}

/**
 * Compiles a demo's TSX to CommonJS: TypeScript and React (automatic runtime) presets, loop guards,
 * and the list of imports the module shim must provide. Errors carry their 1-based line and column.
 */
export function compileDemo(babel: BabelLike, source: string, filename = 'index.tsx'): CompileResult {
  const imports: string[] = [];
  try {
    const result = babel.transform(source, {
      filename,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      presets: [
        ['typescript', { isTSX: true, allExtensions: true }],
        ['react', { runtime: 'automatic' }],
      ],
      plugins: [loopGuardPlugin, importCollector(imports), 'transform-modules-commonjs'],
    });
    return { ok: true, code: result?.code ?? '', imports };
  } catch (error) {
    const err = error as Error & { loc?: { line: number; column: number } };
    const message = shortMessage(err.message, filename);
    return err.loc ? { ok: false, error: { message, position: { line: err.loc.line, column: err.loc.column + 1 } } } : { ok: false, error: { message } };
  }
}
