import type { File } from '@babel/types';
import type { SyntaxFailure } from './types';

/** Babel's syntax plugins the rules parse with. */
export type SyntaxPlugin = 'jsx' | 'typescript' | 'decorators-legacy';

/**
 * `@babel/parser`'s `parse`, passed in: the worker gives `@babel/standalone`'s copy, tests the same or
 * `@babel/parser` itself, so this module loads no parser of its own.
 */
export type ParseScript = (code: string, options: { sourceType: 'module'; plugins: SyntaxPlugin[]; errorRecovery: false }) => File;

interface BabelSyntaxError extends Error {
  loc?: { line: number; column: number };
}

function failure(error: unknown): SyntaxFailure {
  const err = error as BabelSyntaxError;
  const message = (err.message ?? String(error)).replace(/ \(\d+:\d+\)$/, '');
  // The parser recurses per nesting level: a few hundred levels exhaust the stack, which is no syntax error.
  const kind = error instanceof RangeError ? 'nesting' : 'syntax';
  return { kind, message, line: err.loc?.line ?? 1, column: (err.loc?.column ?? 0) + 1 };
}

/**
 * Parses 7.x code as TSX (which also reads JSX and plain JS); code that only TypeScript without JSX reads
 * (`<Type>value` casts) gets a second try. A failure reports the first try's error: most pasted code is TSX/JSX.
 */
export function parseScript(parse: ParseScript, code: string): { ok: true; ast: File } | { ok: false; error: SyntaxFailure } {
  try {
    return { ok: true, ast: parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript', 'decorators-legacy'], errorRecovery: false }) };
  } catch (first) {
    try {
      return { ok: true, ast: parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators-legacy'], errorRecovery: false }) };
    } catch {
      return { ok: false, error: failure(first) };
    }
  }
}
