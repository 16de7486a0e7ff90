import { failedReply } from '@/lib/worker-reply';

class DownloadError extends Error {
  constructor(readonly url: string) {
    super(`${url} answered 404`);
  }
}
const downloadUrl = (error: unknown) => (error instanceof DownloadError ? error.url : undefined);

describe('failedReply', () => {
  it('reports a chunk that did not load as missing, with its address', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), { name: 'ChunkLoadError' });
    expect(failedReply(4, error)).toEqual({
      id: 4,
      failure: { kind: 'missing', message: 'Failed to load chunk /_next/static/chunks/0abc.js from module 123', url: '/_next/static/chunks/0abc.js' },
    });
  });

  it('reports a chunk that timed out as a time-out', () => {
    const error = Object.assign(new Error('Loading chunk 77 failed.\n(timeout: http://x/77.js)'), {
      name: 'ChunkLoadError',
      type: 'timeout',
      request: 'http://x/77.js',
    });
    expect(failedReply(1, error).failure).toMatchObject({ kind: 'timeout', url: 'http://x/77.js' });
  });

  it('reports a download the worker names as missing, with its address', () => {
    expect(failedReply(2, new DownloadError('/types/1.x.json'), downloadUrl)).toEqual({
      id: 2,
      failure: { kind: 'missing', message: '/types/1.x.json answered 404', url: '/types/1.x.json' },
    });
  });

  it('reports anything else as a crash, with its message', () => {
    expect(failedReply(3, new TypeError('x is undefined'), downloadUrl)).toEqual({ id: 3, failure: { kind: 'crashed', message: 'x is undefined' } });
    expect(failedReply(5, 'thrown text')).toEqual({ id: 5, failure: { kind: 'crashed', message: 'thrown text' } });
  });
});
