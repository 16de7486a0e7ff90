import * as babel from '@babel/standalone';
import { compileDemo } from '@/lib/live/compile';
import { formatCompileError, formatRuntimeError, isFromLiveDemo } from '@/lib/live/errors';
import { evaluateDemo, liveSourceUrl, NoDefaultExportError } from '@/lib/live/evaluate';
import { ModuleNotFoundError } from '@/lib/live/module-shim';

describe('error states', () => {
  it('formats a compile error with line and column', () => {
    expect(formatCompileError({ message: 'Unexpected token', position: { line: 3, column: 5 } })).toEqual({
      kind: 'compile',
      message: 'Unexpected token (line 3, column 5)',
    });
    expect(formatCompileError({ message: 'Broken' })).toEqual({ kind: 'compile', message: 'Broken' });
  });

  it('formats a missing module as the bare "Cannot find module" message', () => {
    expect(formatRuntimeError(new ModuleNotFoundError('x'))).toEqual({ kind: 'module', message: "Cannot find module 'x'" });
  });

  it('formats run-time errors and non-Error throws with a name', () => {
    expect(formatRuntimeError(new TypeError('x is not a function'))).toEqual({ kind: 'runtime', message: 'TypeError: x is not a function' });
    expect(formatRuntimeError('boom')).toEqual({ kind: 'runtime', message: 'Error: boom' });
  });

  it('tells errors thrown by the evaluated demo from the page’s own', () => {
    const result = compileDemo(babel, 'export default function App() { throw new Error("in handler"); }');
    if (!result.ok) throw new Error(result.error.message);
    const App = evaluateDemo(result.code, {}, 'simple') as () => never;
    let thrown: unknown;
    try {
      App();
    } catch (error) {
      thrown = error;
    }
    expect(isFromLiveDemo(thrown, liveSourceUrl('simple'))).toBe(true);
    expect(isFromLiveDemo(new Error('page'), liveSourceUrl('simple'))).toBe(false);
  });

  it('requires a default-exported component', () => {
    const result = compileDemo(babel, 'export const x = 1;');
    if (!result.ok) throw new Error(result.error.message);
    expect(() => evaluateDemo(result.code, {}, 'x')).toThrow(NoDefaultExportError);
  });
});
