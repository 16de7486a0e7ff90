import { phraseTokens, splitUnits } from '@/lib/search/query';
import { tokenize } from '@/lib/search/tokenize';

describe('tokenize', () => {
  it('lower-cases latin words and splits on punctuation, keeping dotted names whole as well', () => {
    expect(tokenize('Fixed-Header scroll.y VirtualTable rc-table 7.13')).toEqual([
      'fixed',
      'header',
      'scroll',
      'y',
      'virtualtable',
      'rc',
      'table',
      '7',
      '13',
      'scroll.y',
      '7.13',
    ]);
  });

  it('segments Chinese into words plus every overlapping pair', () => {
    const tokens = tokenize('固定表头');
    expect(tokens).toEqual(expect.arrayContaining(['固定', '定表', '表头']));
    expect(tokenize('虚拟滚动')).toEqual(expect.arrayContaining(['虚拟', '拟滚', '滚动']));
  });

  it('keeps a lone Chinese character as itself', () => {
    expect(tokenize('列 width')).toEqual(['列', 'width']);
  });

  it('separates Chinese runs from latin words in mixed text', () => {
    const tokens = tokenize('用VirtualTable渲染');
    expect(tokens).toEqual(expect.arrayContaining(['virtualtable', '渲染']));
    expect(tokens).not.toContain('用virtualtable');
  });

  it('makes every two-character piece of a phrase a token, so each pair a query is searched by is one', () => {
    const phrase = tokenize('表格组件支持固定表头和虚拟滚动');
    for (const query of ['固定', '表头', '虚拟滚动', '组件']) {
      for (const token of phraseTokens(splitUnits(query))) expect(phrase).toContain(token);
    }
  });

  it('yields nothing for text without letters or digits', () => {
    expect(tokenize('  .*+?^${}()|[]\\ 😀 \ud800 ')).toEqual([]);
  });
});
