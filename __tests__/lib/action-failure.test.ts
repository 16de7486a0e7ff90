import { describeActionFailure } from '@/lib/action-failure';

describe('describeActionFailure', () => {
  it('says a chunk failed, in the spec words, and retries it with a fresh load', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), { name: 'ChunkLoadError' });
    expect(describeActionFailure(error)).toEqual({ detail: 'Loading chunk 0abc failed. (missing: /_next/static/chunks/0abc.js)', reload: true });
  });

  it('passes on any other failure and retries it by running the action again', () => {
    expect(describeActionFailure(new DOMException('Write permission denied.', 'NotAllowedError'))).toEqual({
      detail: 'Write permission denied.',
      reload: false,
    });
    expect(describeActionFailure('popup blocked')).toEqual({ detail: 'popup blocked', reload: false });
  });
});
