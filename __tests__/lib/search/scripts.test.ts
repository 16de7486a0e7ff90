import { QUERY_PIECES, segmenterLocale, UNSPACED, UNSPACED_RUNS } from '@/lib/search/scripts';

/** The scripts written without spaces come from the editions table: Han, zh-CN's. */
describe('unspaced scripts', () => {
  it('takes a Han character as unspaced, and nothing of a latin word', () => {
    expect(UNSPACED.test('表')).toBe(true);
    expect(UNSPACED.test('table')).toBe(false);
    expect(UNSPACED.test('é')).toBe(false);
  });

  it('finds the runs of a text, and splits a query into characters and words', () => {
    expect([...'固定列 fixed 表头'.matchAll(UNSPACED_RUNS)].map(([run]) => run)).toEqual(['固定列', '表头']);
    expect([...'sticky 表头 v2'.matchAll(QUERY_PIECES)].map(([piece]) => piece)).toEqual(['sticky', '表', '头', 'v2']);
  });

  it("segments a run with its edition's segmenter", () => {
    expect(segmenterLocale('固定列')).toBe('zh');
    expect(segmenterLocale('table')).toBeUndefined();
  });
});
