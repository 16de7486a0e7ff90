import { parseQuery, phraseTokens, splitUnits } from '@/lib/search/query';

const terms = {
  symptoms: [],
  synonyms: [
    ['总结栏', '汇总'],
    ['scroll to', 'scrollTo'],
    ['fixed', 'pin'],
  ],
  concepts: [
    { site: ['virtual'], readers: ['windowing'] },
    { site: ['tree data'], readers: ['parent child'] },
    { site: ['sub table'], readers: ['nested table'] },
    { site: ['changelog'], readers: ["what's new"] },
  ],
  stopwords: ['how', 'to', '怎么', 'table', 'and', 'what'],
};
/** The index's words by stem, as the engine passes them. */
const indexWords: Record<string, string[]> = { header: ['header'], pin: ['pinned', 'pins'] };
const lookup = {
  variants: (word: string) => (indexWords[word.replace(/s$/, '')] ?? indexWords[word.replace(/ning$/, '')] ?? []).filter((other) => other !== word),
  swaps: (word: string) => (word === 'haeder' ? ['header'] : []),
};
const probeList = (keywords: string) =>
  parseQuery(keywords, terms, lookup).probes.map(
    (probe) => `${probe.tokens.join('+')}@${probe.covers.join(',')}${probe.synonym ? '~' : ''}${probe.typo ? '?' : ''}`,
  );

describe('parseQuery', () => {
  it('makes each latin word and each Chinese character a unit, numbered by query word', () => {
    const { units } = parseQuery('Sticky 表头', terms);
    expect(units.map(({ text, word, unspaced }) => [text, word, unspaced])).toEqual([
      ['sticky', 0, false],
      ['表', 1, true],
      ['头', 1, true],
    ]);
  });

  it('covers Chinese pair by pair, so any order of the words is covered', () => {
    expect(probeList('表头隐藏')).toEqual(['表头@0,1', '头隐@1,2', '隐藏@2,3']);
  });

  it('searches a lone Chinese character by itself', () => {
    expect(probeList('列')).toEqual(['列@0']);
  });

  it('never requires a latin stop word, unless the query is nothing else', () => {
    expect(parseQuery('how pin', terms).required).toEqual([1]);
    expect(parseQuery('how to', terms).required).toEqual([0, 1]);
  });

  it('takes a latin stop word only as a whole word, a Chinese one anywhere', () => {
    expect(parseQuery('tablet', terms).required).toEqual([0]);
    expect(parseQuery('Table.Column', terms).required).toEqual([0, 1]);
    expect(parseQuery('怎么固定', terms).required).toEqual([2, 3]);
  });

  it('adds the other members of a synonym group for a stretch that spells one', () => {
    expect(probeList('汇总行')).toEqual(expect.arrayContaining(['总结+结栏@0,1~']));
    expect(probeList('pin')).toEqual(['pin@0', 'pinned@0', 'pins@0', 'fixed@0~']);
  });

  it('searches adjacent latin words as one name too', () => {
    expect(probeList('row class name')).toEqual(expect.arrayContaining(['rowclass@0,1', 'rowclassname@0,1,2', 'classname@1,2']));
  });

  it('covers a reader’s word by the site’s words for its concept, one way only', () => {
    expect(probeList('windowing')).toEqual(['windowing@0', 'virtual@0~']);
    expect(probeList('virtual')).toEqual(['virtual@0']);
  });

  it('matches a reader’s phrase of two words or more without stop words, a shorter one as written', () => {
    expect(probeList('parent and child')).toEqual(expect.arrayContaining(['tree+data@0,2~']));
    expect(probeList('nested table')).toEqual(expect.arrayContaining(['sub+table@0,1~']));
    expect(probeList('nested')).toEqual(['nested@0']);
  });

  it('adds the index word a typed word misspells by two swapped letters, as a typo', () => {
    expect(probeList('haeder')).toEqual(['haeder@0', 'header@0?']);
  });

  it('covers every unit of a reader’s phrase typed as written, its stop words too', () => {
    expect(parseQuery("what's new", terms).required).toEqual([0, 1, 2]);
    expect(probeList("what's new")).toContain('changelog@0,1,2~');
  });

  it('un-stops a stop word inside a reader’s phrase as written', () => {
    expect(parseQuery('nested table', terms).required).toEqual([0, 1]);
    expect(parseQuery('table', terms).required).toEqual([0]);
    expect(parseQuery('nested how', terms).required).toEqual([0]);
  });

  it('matches synonyms and reader words by stem: "pinning" spells "pin"', () => {
    expect(probeList('pinning')).toEqual(expect.arrayContaining(['pinned@0', 'pins@0', 'fixed@0~']));
  });

  it('searches a camel-case name as its words, an inflection as the index spells it, a dotted name whole', () => {
    expect(probeList('offsetHeader')).toEqual(['offsetheader@0', 'offset+header@0']);
    expect(probeList('headers')).toEqual(['headers@0', 'header@0']);
    const { probes } = parseQuery('Table.Column', terms);
    const name = probes.find((probe) => probe.tokens[0] === 'table.column');
    expect(name?.covers).toEqual([0, 1]);
    expect(name?.fallback).toBeFalsy();
    expect(probes.filter((probe) => probe.fallback).map((probe) => probe.tokens[0])).toEqual(['table', 'column', 'tablecolumn']);
  });

  it('counts a word typed twice once and bounds the words and units', () => {
    expect(parseQuery('usage Usage USAGE', terms).units).toHaveLength(1);
    expect(new Set(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '), terms).units.map((unit) => unit.word)).size).toBe(10);
    expect(parseQuery('固'.repeat(200), terms).units).toHaveLength(40);
  });
});

describe('query helpers', () => {
  it('splits text into lower-cased latin words and Chinese characters', () => {
    expect(splitUnits('Fixed 列 scroll.y')).toEqual(['fixed', '列', 'scroll', 'y']);
  });

  it('turns a phrase into index terms: latin words, Chinese pairs', () => {
    expect(phraseTokens(splitUnits('总结栏'))).toEqual(['总结', '结栏']);
    expect(phraseTokens(splitUnits('sticky header 表'))).toEqual(['sticky', 'header', '表']);
  });
});
