import { asSentence, inlineParts } from '@/lib/api/inline-text';

describe('inlineParts', () => {
  it('splits a description at its code spans', () => {
    expect(inlineParts('Text direction; `rtl` means right to left')).toEqual([
      { code: false, text: 'Text direction; ' },
      { code: true, text: 'rtl' },
      { code: false, text: ' means right to left' },
    ]);
    expect(inlineParts("The table's `table-layout`.")).toEqual([
      { code: false, text: "The table's " },
      { code: true, text: 'table-layout' },
      { code: false, text: '.' },
    ]);
  });

  it('keeps a lone backtick as text', () => {
    expect(inlineParts('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
  });
});

describe('asSentence', () => {
  it('ends a sentence that has no full stop, in its own script', () => {
    expect(asSentence("Class name of the table's outer container")).toBe("Class name of the table's outer container.");
    expect(asSentence('是否显示表头')).toBe('是否显示表头。');
    expect(asSentence('Prefix for the `rc-table` class names ')).toBe('Prefix for the `rc-table` class names.');
  });

  it('leaves one that already ends', () => {
    for (const text of ['Done.', '完成。', 'Really?', 'Options:', '']) expect(asSentence(text)).toBe(text);
  });
});
