import { act, renderHook } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { zhCN as messages } from '@/lib/messages/zh-CN';
import { site } from '@/lib/site';
import { WorkerFailure } from '@/lib/worker-client';
import type { LiveRun, LiveRunInput } from '@/components/previewer/live/run-live';
import { useLiveDemo } from '@/components/previewer/live/useLiveDemo';

// Each run waits for the test to settle it: a compiled component, a failure, or a thrown download error.
interface Run {
  files: Readonly<Record<string, string>>;
  edited: ReadonlySet<string>;
  resolve: (run: LiveRun) => void;
  reject: (error: unknown) => void;
}
const runs: Run[] = [];
jest.mock('@/components/previewer/live/run-live', () => ({
  runLive: ({ files, edited }: LiveRunInput) =>
    new Promise<LiveRun>((resolve, reject) => {
      runs.push({ files, edited, resolve, reject });
    }),
}));

const Demo: ComponentType = () => null;
const flush = () => act(async () => undefined);
const compiled: LiveRun = { ok: true, Component: Demo, notices: [] };
const originals = new Map([
  ['index.tsx', 'original'],
  ['util.ts', 'util'],
]);
const readOriginals = () => originals;
const entries = (run: Run) => run.files['index.tsx'];

async function editAndRun(hook: { current: ReturnType<typeof useLiveDemo> }, source: string, file = 'index.tsx') {
  act(() => hook.current.edit(file, source));
  act(() => jest.advanceTimersByTime(site.live.debounceMs));
  // The runner is imported on the first run.
  await flush();
}

beforeEach(() => {
  jest.useFakeTimers();
  runs.length = 0;
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});

afterEach(() => jest.useRealTimers());

describe('useLiveDemo', () => {
  it('shows Loading... once a compile takes longer than a moment, then holds the new version', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'edited');
    expect(result.current.showLoading).toBe(false);
    act(() => jest.advanceTimersByTime(site.live.loadingDelayMs));
    expect(result.current.showLoading).toBe(true);
    expect(runs.map(entries)).toEqual(['edited']);
    await act(async () => runs[0].resolve(compiled));
    expect(result.current.showLoading).toBe(false);
    expect(result.current.candidate?.Component).toBe(Demo);
    expect(result.current.error).toBeUndefined();
  });

  it('shows a failed download with the spec chunk message and a Retry that runs the edit again', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'edited');
    await act(async () =>
      runs[0].reject(new WorkerFailure({ kind: 'missing', message: 'x', url: '/_next/static/chunks/babel.js' }, 'workers/compile.worker.ts')),
    );
    expect(result.current.error).toEqual({ kind: 'load', message: messages.chunkFailed('babel', 'missing', '/_next/static/chunks/babel.js'), retry: 'again' });
    expect(result.current.showLoading).toBe(false);

    act(() => result.current.retry());
    await flush();
    expect(runs.map(entries)).toEqual(['edited', 'edited']);
    await act(async () => runs[1].resolve(compiled));
    expect(result.current.error).toBeUndefined();
    expect(result.current.candidate?.Component).toBe(Demo);
  });

  it('keeps the newest edit when an older run settles later', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'first');
    await editAndRun(result, 'second');
    await act(async () => runs[1].resolve(compiled));
    const newest = result.current.candidate;
    await act(async () => runs[0].resolve({ ok: false, error: { kind: 'compile', message: 'stale' } }));
    expect(result.current.candidate).toBe(newest);
    expect(result.current.error).toBeUndefined();
  });

  it('a compile that never answers ends in the time-out error of its worker', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'edited');
    await act(async () => runs[0].reject(new WorkerFailure({ kind: 'timeout', message: 'late' }, 'workers/compile.worker.ts')));
    expect(result.current.error?.message).toBe('Loading chunk compile.worker.ts failed. (timeout: workers/compile.worker.ts)');
  });

  it('holds no edit once the text is the original again, and a reset bumps the key that remounts the editors', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    expect(result.current).toMatchObject({ edits: undefined, edited: false, resets: 0 });
    await editAndRun(result, 'edited');
    expect(result.current).toMatchObject({ edits: { 'index.tsx': 'edited' }, edited: true });
    await editAndRun(result, 'original');
    expect(result.current).toMatchObject({ edits: undefined, edited: false });
    await editAndRun(result, 'edited again');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ edits: undefined, edited: false, resets: 1 });
  });

  it("holds a share link's files: nothing runs, not even after the reader types, until Run; then edits run live", async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'mine');
    act(() => result.current.hold({ 'index.tsx': 'shared', 'added.ts': 'x' }, 'link'));
    expect(result.current).toMatchObject({ edits: { 'index.tsx': 'shared', 'added.ts': 'x' }, resets: 1, candidate: undefined });
    await editAndRun(result, 'shared, typed in', 'index.tsx');
    act(() => result.current.resetFile('added.ts'));
    act(() => jest.advanceTimersByTime(site.live.debounceMs));
    await flush();
    expect(runs.map(entries)).toEqual(['mine']);

    act(() => result.current.retry());
    await flush();
    expect(runs.map(entries)).toEqual(['mine', 'shared, typed in']);
    await editAndRun(result, 'after Run');
    expect(runs.map(entries)).toEqual(['mine', 'shared, typed in', 'after Run']);
  });

  it('stops holding once the held files are the original again, or on reset', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    act(() => result.current.hold({ 'index.tsx': 'shared' }, 'link'));
    await editAndRun(result, 'original');
    await editAndRun(result, 'typed after');
    expect(runs.map(entries)).toEqual(['original', 'typed after']);
    act(() => result.current.hold({ 'index.tsx': 'shared' }, 'link'));
    act(() => result.current.reset());
    await editAndRun(result, 'mine');
    expect(runs.map(entries)).toEqual(['original', 'typed after', 'mine']);
  });

  it("keeps whose the edits are: someone else's after Run too, the reader's once they are gone", async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    expect(result.current.origin()).toBe('reader');
    act(() => result.current.hold({ 'index.tsx': 'rewritten' }, 'migration'));
    expect(result.current.origin()).toBe('migration');
    act(() => result.current.retry());
    await flush();
    await editAndRun(result, 'typed after Run');
    expect(result.current.origin()).toBe('migration');
    await editAndRun(result, 'original');
    expect(result.current.origin()).toBe('reader');
    act(() => result.current.hold({ 'index.tsx': 'shared' }, 'link'));
    act(() => result.current.reset());
    expect(result.current.origin()).toBe('reader');
  });

  it('runs every file as the reader has it: edits to any file and the files added, saying which changed', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'util edited', 'util.ts');
    act(() => result.current.addFile('utils/useInput.ts'));
    await editAndRun(result, 'export const x = 1;', 'utils/useInput.ts');
    const last = runs.at(-1);
    expect(last?.files).toEqual({ 'index.tsx': 'original', 'util.ts': 'util edited', 'utils/useInput.ts': 'export const x = 1;' });
    expect([...(last?.edited ?? [])].sort()).toEqual(['util.ts', 'utils/useInput.ts']);

    act(() => result.current.resetFile('util.ts'));
    expect(result.current).toMatchObject({ edits: { 'utils/useInput.ts': 'export const x = 1;' }, fileResets: { 'util.ts': 1 }, resets: 0 });
    act(() => result.current.removeFile('utils/useInput.ts'));
    expect(result.current.edits).toBeUndefined();
    act(() => jest.advanceTimersByTime(site.live.debounceMs));
    await flush();
    expect(runs.at(-1)?.files).toEqual({ 'index.tsx': 'original', 'util.ts': 'util' });
  });

  it('resets the whole demo when the last edited file is reset', async () => {
    const { result } = renderHook(() => useLiveDemo('simple', '1.x', readOriginals), { wrapper: ZhCNMessages });
    await editAndRun(result, 'util edited', 'util.ts');
    act(() => result.current.resetFile('util.ts'));
    expect(result.current).toMatchObject({ edits: undefined, resets: 1 });
  });
});
