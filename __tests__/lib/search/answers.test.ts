/**
 * Troubleshooting answers in the ranking: found by the problem a reader describes, and behind the page that teaches
 * the thing when the query only names the thing.
 */
import { buildSearchIndex, namesProblem, searchSite } from '@/lib/search/engine';
import type { SearchMetadata } from '@/lib/search/types';
import { metadata } from './fixture';

const site: SearchMetadata = {
  ...metadata,
  nav: [...metadata.nav, { title: 'Troubleshooting', order: 1.5, link: '/troubleshooting', activePath: '/troubleshooting' }],
  routes: [
    ...metadata.routes,
    {
      path: '/demo/merge',
      title: 'Merge cells',
      toc: [],
      texts: [{ value: 'Cells span rows and columns through onCell.', paraId: 0 }],
      tabs: [],
    },
    {
      path: '/troubleshooting/merged-hover',
      title: 'Merged cells lose their hover highlight',
      keywords: ['merged cell hover', 'rowSpan hover'],
      toc: [{ id: 'why', depth: 2, title: 'Why' }],
      texts: [{ value: 'Merge cells with onCell, not render: a cell from render props is not highlighted.', paraId: 0, tocIndex: 0 }],
      tabs: [],
      answer: true,
    },
  ],
};
const index = buildSearchIndex(site, 'Documentation');
const first = (query: string) => searchSite(index, query)[0]?.hints[0]?.link;

describe('namesProblem', () => {
  it('finds a symptom word: a Latin one as a whole word, a Han one anywhere', () => {
    expect(namesProblem('fixed column not working', ['not working'])).toBe(true);
    expect(namesProblem('notes not working', ['not'])).toBe(true);
    expect(namesProblem('notes on columns', ['not'])).toBe(false);
    expect(namesProblem('固定列不生效', ['不生效'])).toBe(true);
    expect(namesProblem('Fixed Column NOT WORKING', ['not working'])).toBe(true);
  });
});

describe('an answer page in the results', () => {
  it('comes after the page that teaches what a query names, when the query names no problem', () => {
    expect(first('merge cells')).toBe('/demo/merge');
  });

  it('comes first when the query names a problem', () => {
    expect(namesProblem('merged cells not working', site.terms.symptoms)).toBe(true);
    expect(first('merged cells not working')).toBe('/troubleshooting/merged-hover');
  });

  it('ranks as any page when its keywords hold the query as typed and no teaching page holds it', () => {
    expect(first('merged cell hover')).toBe('/troubleshooting/merged-hover');
  });
});
