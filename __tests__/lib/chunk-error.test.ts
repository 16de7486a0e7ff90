import { chunkFailureFromError, chunkFailureMessage, chunkIdFromUrl, errorViewText } from '@/lib/chunk-error';
import { en } from '@/lib/messages/en';
import { zhCN as messages } from '@/lib/messages/zh-CN';

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

  it('gives an error view the chunk message, or says the page broke', () => {
    expect(errorViewText(chunkError('Failed to load chunk /_next/static/chunks/0ab.js from module 7'), messages.unexpectedError)).toBe(
      'Loading chunk 0ab failed. (missing: /_next/static/chunks/0ab.js)',
    );
    expect(errorViewText(new TypeError('x is undefined'), messages.unexpectedError)).toBe(messages.unexpectedError);
    // The chunk message is the spec's, in both editions; only the fallback is the edition's.
    expect(errorViewText(chunkError('Failed to load chunk /_next/static/chunks/0ab.js from module 7'), en.unexpectedError)).toBe(
      'Loading chunk 0ab failed. (missing: /_next/static/chunks/0ab.js)',
    );
    expect(errorViewText(new TypeError('x is undefined'), en.unexpectedError)).toBe(en.unexpectedError);
  });
});
