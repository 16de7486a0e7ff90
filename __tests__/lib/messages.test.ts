import { zhCN as messages } from '@/lib/messages/zh-CN';

describe('messages', () => {
  it('has the wording of SPEC §8', () => {
    expect(messages.pageNotFound).toBe('PAGE NOT FOUND');
    expect(messages.noContent).toBe('No content was found');
    expect(messages.loading).toBe('Loading...');
    expect(messages.apiParserDisabled).toBe('apiParser must be enabled to use auto-generated API');
    expect(messages.apiNotFound('Table')).toBe('Properties definition not found for Table component');
    expect(messages.chunkFailed('app-page', 'missing', '/_next/static/chunks/app-page.js')).toBe(
      'Loading chunk app-page failed. (missing: /_next/static/chunks/app-page.js)',
    );
    expect(messages.cssChunkFailed('main')).toBe('Loading CSS chunk main failed');
    expect(messages.cannotFindModule('foo')).toBe("Cannot find module 'foo'");
  });

  it('has no empty text', () => {
    const texts = (prefix: string, value: unknown): Array<[string, string]> => {
      if (typeof value === 'function') return [[prefix, String((value as (...args: string[]) => unknown)('x', 'y', 'z'))]];
      if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => texts(`${prefix}.${key}`, inner));
      return [[prefix, String(value)]];
    };
    for (const [key, text] of texts('messages', messages)) {
      expect([key, text.length > 0]).toEqual([key, true]);
    }
  });
});
