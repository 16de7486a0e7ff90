import { plainText, splitInlineCode } from '@/lib/inline-code';

describe('splitInlineCode', () => {
  it('splits code spans from text', () => {
    expect(splitInlineCode('set `scroll.x` and `fixed`.')).toEqual([
      { text: 'set ', code: false },
      { text: 'scroll.x', code: true },
      { text: ' and ', code: false },
      { text: 'fixed', code: true },
      { text: '.', code: false },
    ]);
  });

  it('keeps an unpaired backtick as text', () => {
    expect(splitInlineCode('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
  });

  it('gives plain text for meta tags', () => {
    expect(plainText('uses `rowKey` here')).toBe('uses rowKey here');
  });
});
