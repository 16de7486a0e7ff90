import { typesMessagesFor } from '@/lib/messages/editor-types';
import { hoverParts } from '@/lib/type-service/hover-text';

const classNames = {
  signature: '(property) classNames?: TableClassNames',
  documentation: '',
  api: { table: 'Table', description: 'Class names of the parts', since: '1.3.0' },
};

describe('hoverParts', () => {
  it("ends with the line's first version of the prop, and marks it when the reader's version is older", () => {
    const en = typesMessagesFor('en');
    expect(hoverParts(classNames, en, null).lines).toEqual(['Class names of the parts.', 'Since: 1.3.0']);
    expect(hoverParts(classNames, en, '1.3.0').lines).toEqual(['Class names of the parts.', 'Since: 1.3.0']);
    expect(hoverParts(classNames, en, '1.2.7').lines).toEqual(['Class names of the parts.', 'Since: 1.3.0', 'Not in your version (1.2.7)']);
    const zh = typesMessagesFor('zh-CN');
    expect(hoverParts({ ...classNames, api: { ...classNames.api, default: 'undefined' } }, zh, '1.2.7').lines).toEqual([
      'Class names of the parts.',
      '默认值: undefined',
      '引入版本: 1.3.0',
      '你的版本（1.2.7）还没有',
    ]);
  });

  it("gives TypeScript's own documentation for what the API tables do not describe", () => {
    expect(hoverParts({ signature: 'const x: number', documentation: 'A number.' }, typesMessagesFor('en'), '1.2.7')).toEqual({
      signature: 'const x: number',
      lines: ['A number.'],
    });
  });
});
