import type { CompileResult } from '@/lib/live/compile';
import { createCompileCache } from '@/lib/live/compile-cache';

describe('createCompileCache', () => {
  const compiled = (code: string): CompileResult => ({ ok: true, code, imports: [], exports: [] });

  it('compiles a file again only when its text changed', () => {
    const compile = jest.fn((file: { name: string; source: string }) => compiled(file.source));
    const compileFiles = createCompileCache(compile);
    const first = compileFiles([
      { name: 'index.tsx', source: 'a' },
      { name: 'util.ts', source: 'u' },
    ]);
    const second = compileFiles([
      { name: 'index.tsx', source: 'b' },
      { name: 'util.ts', source: 'u' },
    ]);
    expect(compile).toHaveBeenCalledTimes(3);
    expect(second['util.ts']).toBe(first['util.ts']);
    expect(second['index.tsx']).toEqual(compiled('b'));
  });

  it('forgets the least recently used file beyond its capacity', () => {
    const compile = jest.fn((file: { name: string; source: string }) => compiled(file.source));
    const compileFiles = createCompileCache(compile, 2);
    compileFiles([{ name: 'a', source: '1' }]);
    compileFiles([{ name: 'b', source: '1' }]);
    compileFiles([{ name: 'a', source: '1' }]);
    compileFiles([{ name: 'c', source: '1' }]);
    compileFiles([{ name: 'a', source: '1' }]);
    expect(compile).toHaveBeenCalledTimes(3);
    compileFiles([{ name: 'b', source: '1' }]);
    expect(compile).toHaveBeenCalledTimes(4);
  });
});
