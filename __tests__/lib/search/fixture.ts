import type { SearchMetadata, SearchResultGroup } from '@/lib/search/types';

/** A small site: two nav groups, a page outside the nav with a tab, and demos. */
export const metadata: SearchMetadata = {
  otherPagesTitle: 'Documentation',
  nav: [
    { title: 'Demo', order: 1, link: '/demo', activePath: '/demo' },
    { title: 'Changelog', order: 2, link: '/changelog', activePath: '/changelog' },
  ],
  routes: [
    {
      path: '/',
      title: 'Home',
      subtitle: '首页',
      toc: [{ id: 'install', depth: 2, title: 'Install' }],
      texts: [
        { value: 'An introduction to the zebra table.', paraId: 0 },
        { value: 'Run npm install to add the package.', paraId: 1, tocIndex: 0 },
      ],
      tabs: [
        {
          key: 'faq',
          title: 'FAQ',
          toc: [{ id: 'why-keys', depth: 2, title: 'Why keys' }],
          texts: [{ value: 'Every row needs a unique key.', paraId: 0, tocIndex: 0 }],
        },
      ],
    },
    {
      path: '/demo/fixed',
      title: 'Fixed Columns',
      subtitle: '固定列',
      toc: [{ id: 'usage', depth: 2, title: 'Usage of sticky' }],
      texts: [
        { value: 'Columns stay in place while the rest scroll. Long cells end in an ellipsis.', paraId: 0 },
        { value: 'Set sticky and a width on each pinned column. 表格支持固定表头和虚拟滚动。', paraId: 1, tocIndex: 0 },
      ],
      tabs: [],
    },
    {
      path: '/changelog',
      title: 'Changelog',
      toc: [
        { id: '100', depth: 2, title: '1.0.0' },
        { id: '090', depth: 2, title: 'Ellipsis' },
      ],
      texts: [
        { value: 'Added the giraffe option and the sticky prop; the body can scroll.', paraId: 0, tocIndex: 0 },
        { value: 'Long text ends in dots. Set scroll.y to a number.', paraId: 1, tocIndex: 1 },
      ],
      tabs: [],
    },
  ],
  demos: [{ id: 'fixed-basic', path: '/demo/fixed', title: 'Pinned columns', description: 'Pins `columns` with `fixed`.', keywords: ['pin', '钉住'] }],
  terms: {
    synonyms: [
      ['固定列', '冻结列'],
      ['giraffe', 'camelopard'],
    ],
    concepts: [{ site: ['fixed'], readers: ['frozen'] }],
    stopwords: ['how', 'to', '怎么'],
    symptoms: ['not working', '不生效'],
  },
};

export const OTHER = 'Documentation';

/** Every hint of a result, in display order. */
export const hintsOf = (result: SearchResultGroup[]) => result.flatMap((group) => group.hints);

export const hintAt = (result: SearchResultGroup[], link: string) => hintsOf(result).find((hint) => hint.link === link);

export const flatText = (chunks: Array<{ text: string; highlighted: boolean }>) => chunks.map((c) => (c.highlighted ? `[${c.text}]` : c.text)).join('');
