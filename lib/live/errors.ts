import type { CompileError } from './compile';

/** What the error bar under a demo shows. */
export interface LiveError {
  /** Where it came from: the compiler, the module shim, or the demo's own code at run time. */
  kind: 'compile' | 'module' | 'runtime';
  message: string;
}

/** `SyntaxError: Unexpected token (line 3, column 5)`: the position is in the visitor's own terms. */
export function formatCompileError(error: CompileError): LiveError {
  const where = error.position ? ` (line ${error.position.line}, column ${error.position.column})` : '';
  return { kind: 'compile', message: `${error.message}${where}` };
}

/** Anything thrown while loading, evaluating or rendering the demo, as `Name: message`. */
export function formatRuntimeError(thrown: unknown): LiveError {
  if (thrown instanceof Error) {
    return { kind: thrown.name === 'ModuleNotFoundError' ? 'module' : 'runtime', message: thrown.name === 'ModuleNotFoundError' ? thrown.message : `${thrown.name}: ${thrown.message}` };
  }
  return { kind: 'runtime', message: `Error: ${String(thrown)}` };
}

/** Whether an error thrown outside React's reach (an event handler, a timer) came from the edited demo. */
export function isFromLiveDemo(thrown: unknown, sourceUrl: string): boolean {
  return thrown instanceof Error && typeof thrown.stack === 'string' && thrown.stack.includes(sourceUrl);
}
