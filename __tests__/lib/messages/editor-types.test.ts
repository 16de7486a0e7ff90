import { typesMessagesFor } from '@/lib/messages/editor-types';

/** Every text, keyed by its path; a function is called with sample arguments. */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'function') return [[prefix, String((value as (...args: unknown[]) => unknown)(2, 'x'))]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value)]];
}

const shape = (value: object) => texts(value).map(([key]) => key);
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

describe('the editor’s type texts (loaded with the editor’s types)', () => {
  it('has the same texts in both editions, none empty', () => {
    expect(shape(typesMessagesFor('en'))).toEqual(shape(typesMessagesFor('zh-CN')));
    for (const [key, text] of [...texts(typesMessagesFor('en')), ...texts(typesMessagesFor('zh-CN'))]) expect([key, text.length > 0]).toEqual([key, true]);
  });

  it('writes English without CJK and zh-CN in Chinese', () => {
    expect(texts(typesMessagesFor('en')).filter(([, text]) => CJK.test(text))).toEqual([]);
    expect(texts(typesMessagesFor('zh-CN')).filter(([, text]) => !CJK.test(text))).toEqual([]);
  });

  it('counts problems in each language', () => {
    expect(typesMessagesFor('en').problems(1)).toBe('1 type problem');
    expect(typesMessagesFor('en').problems(3)).toBe('3 type problems');
    expect(typesMessagesFor('zh-CN').problems(3)).toBe('3 个类型问题');
  });
});
