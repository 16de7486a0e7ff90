import { ChunkTimeoutError, chunkFailureFromError, chunkFailureMessage, chunkIdFromUrl, withChunkTimeout } from '@/lib/chunk-error';

function chunkError(message: string, extra: Record<string, string> = {}): Error {
  return Object.assign(new Error(message), { name: 'ChunkLoadError' }, extra);
}

describe('chunk failures', () => {
  it('reads Turbopack chunk errors', () => {
    const failure = chunkFailureFromError(chunkError('Failed to load chunk /_next/static/chunks/0abc123.js from module 42'));
    expect(failure).toEqual({ kind: 'script', id: '0abc123', type: 'missing', url: '/_next/static/chunks/0abc123.js' });
    expect(chunkFailureMessage(failure!)).toBe('Loading chunk 0abc123 failed. (missing: /_next/static/chunks/0abc123.js)');
  });

  it('reads webpack chunk errors with type and request, including time-outs', () => {
    const failure = chunkFailureFromError(chunkError('Loading chunk 77 failed.\n(timeout: http://x/77.js)', { type: 'timeout', request: 'http://x/77.js' }));
    expect(failure).toEqual({ kind: 'script', id: '77', type: 'timeout', url: 'http://x/77.js' });
  });

  it('reads CSS chunk errors', () => {
    const failure = chunkFailureFromError(chunkError('Loading CSS chunk 5 failed.\n(/_next/static/chunks/5.css)'));
    expect(failure?.kind).toBe('css');
    expect(chunkFailureMessage(failure!)).toBe('Loading CSS chunk 5 failed');
  });

  it('ignores other errors', () => {
    expect(chunkFailureFromError(new TypeError('x is undefined'))).toBeUndefined();
    expect(chunkFailureFromError('nope')).toBeUndefined();
  });

  it('names a chunk by its file', () => {
    expect(chunkIdFromUrl('http://h/_next/static/chunks/abc.css?v=1')).toBe('abc');
  });
});

describe('withChunkTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails a chunk that has not arrived after 120 s as a timed-out chunk', async () => {
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined), 'api/Table.json');
    const settled = pending.catch((error: unknown) => error);
    jest.advanceTimersByTime(119_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    const failure = chunkFailureFromError(error);
    expect(failure).toEqual({ kind: 'script', id: 'Table.json', type: 'timeout', url: 'api/Table.json' });
    expect(chunkFailureMessage(failure!)).toBe('Loading chunk Table.json failed. (timeout: api/Table.json)');
  });

  it('passes a chunk that arrives in time, and its own failure', async () => {
    await expect(withChunkTimeout(() => Promise.resolve(1), 'a.js')).resolves.toBe(1);
    await expect(withChunkTimeout(() => Promise.reject(new Error('gone')), 'a.js')).rejects.toThrow('gone');
  });
});
