import { messages } from '@/lib/messages';

describe('messages', () => {
  it('has the wording of SPEC §8', () => {
    expect(messages.pageNotFound).toBe('PAGE NOT FOUND');
    expect(messages.noContent).toBe('No content was found');
    expect(messages.loading).toBe('Loading...');
    expect(messages.apiParserDisabled).toBe('apiParser must be enabled to use auto-generated API');
    expect(messages.apiResolving).toBe('Properties definition is resolving, wait a moment...');
    expect(messages.apiNotFound('Table')).toBe('Properties definition not found for Table component');
    expect(messages.chunkFailed('app-page', 'missing', '/_next/static/chunks/app-page.js')).toBe('Loading chunk app-page failed. (missing: /_next/static/chunks/app-page.js)');
    expect(messages.cssChunkFailed('main')).toBe('Loading CSS chunk main failed');
    expect(messages.cannotFindModule('foo')).toBe("Cannot find module 'foo'");
  });

  it('has no empty text', () => {
    for (const [key, value] of Object.entries(messages)) {
      const text = typeof value === 'function' ? (value as (...args: string[]) => string)('x', 'y', 'z') : value;
      expect([key, text.length > 0]).toEqual([key, true]);
    }
  });
});
