import type { PluginObj, TransformOptions, types as BabelTypes } from '@babel/core';
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

/** One import (or re-export) a module makes at run time. */
export interface ImportRecord {
  source: string;
  /** The line of the statement, 1-based. */
  line: number;
  /** The bindings it takes from the module: `default`, a named export, or `*` for the whole namespace. */
  names: string[];
}

export type CompileResult =
  | {
      ok: true;
      code: string;
      imports: ImportRecord[];
      /** The names the module exports; null when an `export *` makes them unknowable before it runs. */
      exports: string[] | null;
    }
  | { ok: false; error: CompileError };

/** The part of `@babel/standalone` the compiler needs, so tests and the worker pass the real one in. */
export interface BabelLike {
  transform(code: string, options: TransformOptions): { code?: string | null } | null;
}

type Statement = BabelTypes.Statement;

function moduleName(node: BabelTypes.Identifier | BabelTypes.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

/** The bindings an import or re-export statement takes from its module. */
function importedNames(statement: Statement): string[] {
  if (statement.type === 'ImportDeclaration') {
    return statement.specifiers.map((s) =>
      s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : moduleName(s.imported),
    );
  }
  if (statement.type === 'ExportAllDeclaration') return ['*'];
  if (statement.type === 'ExportNamedDeclaration') {
    return statement.specifiers.map((s) => (s.type === 'ExportSpecifier' ? s.local.name : s.type === 'ExportNamespaceSpecifier' ? '*' : 'default'));
  }
  return [];
}

/** The names a statement exports, or null for `export *`. */
function exportedNames(t: typeof BabelTypes, statement: Statement): string[] | null {
  if (statement.type === 'ExportDefaultDeclaration') return ['default'];
  if (statement.type === 'ExportAllDeclaration') return null;
  if (statement.type !== 'ExportNamedDeclaration') return [];
  const declared = statement.declaration ? Object.keys(t.getBindingIdentifiers(statement.declaration, false, true)) : [];
  return [...declared, ...statement.specifiers.map((s) => moduleName(s.exported))];
}

/**
 * Records what the module imports and exports at run time. It reads the module body on `Program` exit:
 * TypeScript has dropped type-only imports and exports by then (on enter), and the CommonJS transform, listed
 * after this plugin, has not yet turned them into `require` calls.
 */
function moduleCollector(imports: ImportRecord[], exports: { names: string[] | null }): (api: { types: typeof BabelTypes }) => PluginObj {
  return ({ types: t }) => ({
    name: 'live-module-collector',
    visitor: {
      Program: {
        exit(path) {
          for (const statement of path.node.body) {
            const source =
              statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration'
                ? statement.source?.value
                : undefined;
            if (source !== undefined) imports.push({ source, line: statement.loc?.start.line ?? 0, names: importedNames(statement) });
            const names = exportedNames(t, statement);
            exports.names = names === null || exports.names === null ? null : [...exports.names, ...names];
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
 * Compiles one file of a live demo to CommonJS: TypeScript (TSX unless the file is `.ts`, where `<T>x` is a
 * type assertion) and React (automatic runtime) presets, loop guards, and what the module imports and
 * exports, for the module shim to resolve and check. Errors carry their 1-based line and column.
 */
export function compileModule(babel: BabelLike, source: string, filename = 'index.tsx'): CompileResult {
  const imports: ImportRecord[] = [];
  const exports: { names: string[] | null } = { names: [] };
  try {
    const result = babel.transform(source, {
      filename,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      presets: [
        ['typescript', { isTSX: !filename.endsWith('.ts'), allExtensions: true }],
        ['react', { runtime: 'automatic' }],
      ],
      plugins: [loopGuardPlugin, moduleCollector(imports, exports), 'transform-modules-commonjs'],
    });
    return { ok: true, code: result?.code ?? '', imports, exports: exports.names };
  } catch (error) {
    const err = error as Error & { loc?: { line: number; column: number } };
    const message = shortMessage(err.message, filename);
    return err.loc ? { ok: false, error: { message, position: { line: err.loc.line, column: err.loc.column + 1 } } } : { ok: false, error: { message } };
  }
}
