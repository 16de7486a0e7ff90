import { latestOnly } from '@/lib/live/latest-only';

/** A fake compiler whose results arrive when the test says, in any order. */
function fakeCompiler() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const compile = (source: string) =>
    new Promise<string>((resolve, reject) => {
      pending.set(source, { resolve, reject });
    });
  return {
    compile,
    finish: (source: string) => pending.get(source)?.resolve(`compiled ${source}`),
    fail: (source: string) => pending.get(source)?.reject(new Error(`broken ${source}`)),
  };
}

describe('latestOnly (a later edit supersedes an in-flight one)', () => {
  it('reports the newest result and marks an older one that arrives later as stale', async () => {
    const compiler = fakeCompiler();
    const run = latestOnly(compiler.compile);

    const first = run('a');
    const second = run('b');
    compiler.finish('b');
    compiler.finish('a');

    await expect(second).resolves.toEqual({ stale: false, value: 'compiled b' });
    await expect(first).resolves.toEqual({ stale: true });
  });

  it('marks an older result stale even when it arrives first', async () => {
    const compiler = fakeCompiler();
    const run = latestOnly(compiler.compile);

    const first = run('a');
    const second = run('b');
    compiler.finish('a');
    await expect(first).resolves.toEqual({ stale: true });
    compiler.finish('b');
    await expect(second).resolves.toEqual({ stale: false, value: 'compiled b' });
  });

  it('swallows the failure of a superseded run and rejects with the latest one', async () => {
    const compiler = fakeCompiler();
    const run = latestOnly(compiler.compile);

    const first = run('a');
    const second = run('b');
    compiler.fail('a');
    compiler.fail('b');

    await expect(first).resolves.toEqual({ stale: true });
    await expect(second).rejects.toThrow('broken b');
  });

  it('reports a run as current when nothing started after it', async () => {
    const compiler = fakeCompiler();
    const run = latestOnly(compiler.compile);
    const only = run('a');
    compiler.finish('a');
    await expect(only).resolves.toEqual({ stale: false, value: 'compiled a' });
  });
});
