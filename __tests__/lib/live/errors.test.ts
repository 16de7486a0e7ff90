import * as babel from '@babel/standalone';
import { compileModule } from '@/lib/live/compile';
import { formatRuntimeError, isFromLiveDemo } from '@/lib/live/errors';
import { evaluateDemo, liveSourceUrl, NoDefaultExportError } from '@/lib/live/evaluate';
import { ModuleNotFoundError } from '@/lib/live/module-shim';

const entry = (code: string) => ({ 'index.tsx': { kind: 'code' as const, code, requires: {} } });

describe('error states', () => {
  it('formats a missing module as the bare "Cannot find module" message', () => {
    expect(formatRuntimeError(new ModuleNotFoundError('x'))).toEqual({ kind: 'module', message: "Cannot find module 'x'" });
  });

  it('formats run-time errors and non-Error throws with a name', () => {
    expect(formatRuntimeError(new TypeError('x is not a function'))).toEqual({ kind: 'runtime', message: 'TypeError: x is not a function' });
    expect(formatRuntimeError('boom')).toEqual({ kind: 'runtime', message: 'Error: boom' });
  });

  it('tells errors thrown by the evaluated demo’s files from the page’s own', () => {
    const result = compileModule(babel, 'export default function App() { throw new Error("in handler"); }');
    if (!result.ok) throw new Error(result.error.message);
    const App = evaluateDemo(entry(result.code), 'index.tsx', 'simple') as () => never;
    let thrown: unknown;
    try {
      App();
    } catch (error) {
      thrown = error;
    }
    expect(isFromLiveDemo(thrown, liveSourceUrl('simple', ''))).toBe(true);
    expect(isFromLiveDemo(new Error('page'), liveSourceUrl('simple', ''))).toBe(false);
  });

  it('requires a default-exported component', () => {
    const result = compileModule(babel, 'export const x = 1;');
    if (!result.ok) throw new Error(result.error.message);
    expect(() => evaluateDemo(entry(result.code), 'index.tsx', 'x')).toThrow(NoDefaultExportError);
  });
});
