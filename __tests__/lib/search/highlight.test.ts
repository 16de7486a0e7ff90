import { highlightChunks, matchRanges, SNIPPET_LEAD, snippetChunks } from '@/lib/search/highlight';
import { flatText } from './fixture';

describe('highlightChunks', () => {
  it('marks matches case-insensitively and keeps the original text', () => {
    expect(flatText(highlightChunks('Sticky header, STICKY footer', ['sticky']))).toBe('[Sticky] header, [STICKY] footer');
  });

  it('matches latin terms only as whole words', () => {
    expect(flatText(highlightChunks('your key y', ['y']))).toBe('your key [y]');
  });

  it('merges overlapping Chinese pairs into one mark', () => {
    expect(flatText(highlightChunks('支持虚拟滚动。', ['虚拟', '拟滚', '滚动']))).toBe('支持[虚拟滚动]。');
  });

  it('returns markup in the text as plain chunk text', () => {
    expect(highlightChunks('<b>bold</b>', ['bold'])).toEqual([
      { text: '<b>', highlighted: false },
      { text: 'bold', highlighted: true },
      { text: '</b>', highlighted: false },
    ]);
  });

  it('finds nothing for an empty term', () => {
    expect(matchRanges('text', [''])).toEqual([]);
  });
});

describe('snippetChunks: the 20-character rule', () => {
  it('keeps a lead of exactly 20 characters', () => {
    const lead = 'a'.repeat(SNIPPET_LEAD - 1) + ' ';
    expect(snippetChunks(`${lead}match`, ['match'])[0]).toEqual({ text: lead, highlighted: false });
  });

  it('cuts a longer lead to "..." and its last 20 characters', () => {
    const lead = `${'b'.repeat(30)} 0123456789abcdefghi `;
    const chunks = snippetChunks(`${lead}match end`, ['match']);
    expect(chunks[0]).toEqual({ text: '...0123456789abcdefghi ', highlighted: false });
    expect(Array.from(chunks[0].text.slice(3))).toHaveLength(SNIPPET_LEAD);
    expect(chunks[1]).toEqual({ text: 'match', highlighted: true });
  });

  it('counts the lead in code points, never splitting an emoji', () => {
    const chunks = snippetChunks(`${'😀'.repeat(25)}固定`, ['固定']);
    expect(chunks[0].text).toBe(`...${'😀'.repeat(20)}`);
  });

  it('cuts a long tail after the match', () => {
    const chunks = snippetChunks(`match ${'x'.repeat(500)}`, ['match']);
    expect(chunks.map((c) => c.text).join('').length).toBeLessThan(120);
    expect(chunks[chunks.length - 1].text.endsWith('...')).toBe(true);
  });
});
