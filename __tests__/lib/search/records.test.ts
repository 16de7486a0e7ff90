/**
 * Records of changes (the changelog, the migration guide: `search:` in their frontmatter) mention most features as
 * changes. At equal coverage they come after the pages that teach what the query names, unless their titles,
 * headings or keywords hold the whole query, or they hold a code name typed alone; and their page entry does not
 * stand for words spread over their separate changes.
 */
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import type { SearchMetadata } from '@/lib/search/types';
import { sitePayload } from './site-payload';

const site: SearchMetadata = {
  otherPagesTitle: 'Documentation',
  nav: [
    { title: 'Migration', order: 1, link: '/migration', activePath: '/migration' },
    { title: 'Demo', order: 2, link: '/demo', activePath: '/demo' },
  ],
  routes: [
    {
      path: '/migration',
      title: 'Migration guide',
      keywords: ['upgrade'],
      toc: [
        { id: 'pinned-cells', depth: 2, title: 'Pinned cells need the stylesheet' },
        { id: 'class-names', depth: 2, title: 'Class names' },
      ],
      texts: [
        { value: 'Pinned columns stick only with the stylesheet loaded.', paraId: 0, tocIndex: 0 },
        { value: 'The container class rc-table-ping-left became rc-table-fix-start-shadow-show.', paraId: 1, tocIndex: 1 },
      ],
      tabs: [],
      record: true,
    },
    {
      path: '/demo/fixed',
      title: 'Fixed columns',
      toc: [],
      texts: [{ value: 'Columns pinned to the left edge; the rc-table container gets a ping class while it scrolls.', paraId: 0 }],
      tabs: [],
    },
  ],
  demos: [],
  terms: { synonyms: [], concepts: [], stopwords: [], symptoms: [] },
};
const index = buildSearchIndex(site, site.otherPagesTitle);
const links = (query: string) => searchSite(index, query).flatMap((group) => group.hints.map((hint) => hint.link));

describe('a record of changes in search', () => {
  it('comes after the page that teaches what a query names, though its nav group is first, and still shows', () => {
    const found = links('pinned columns');
    expect(found[0]).toBe('/demo/fixed');
    expect(found).toContain('/migration#pinned-cells');
  });

  it('comes first where its own titles, headings or keywords hold the whole query', () => {
    expect(links('migration guide')[0]).toBe('/migration');
    expect(links('class names')[0]).toBe('/migration#class-names');
    expect(links('upgrade')[0]).toBe('/migration');
  });

  it('is no match for words spread over its separate changes', () => {
    const found = links('stylesheet container');
    expect(found).not.toContain('/migration');
    expect(found).toContain('/migration#pinned-cells');
  });

  it('is not put aside for a code name typed alone that it records', () => {
    expect(links('rc-table-ping-left')[0].split('#')[0]).toBe('/migration');
  });
});

describe('records and renamed packages on the 1.x payloads', () => {
  const search = (locale: 'en' | 'zh-CN', query: string) => {
    const payload = sitePayload(locale, '1.x');
    return searchSite(buildSearchIndex(payload, payload.otherPagesTitle), query).flatMap((group) => group.hints.map((hint) => hint.link));
  };

  it.each([
    // A pinning demo, not the guide's record of pinned cells: 1.x's own (start and end) or the shared one.
    ['en', 'pined columns', ['/en/demo/fixed-start-end', '/en/demo/fixed-columns']],
    ['en', 'table in a hidden tab with display none', ['/en/demo/scroll-xy']],
    // The answer about `children` being reserved names `childrenColumnName` as well as the demo that uses it.
    ['en', 'children field with another name', ['/en/demo/sub-table', '/en/troubleshooting/tree-data-children']],
    ['en', "what's new", ['/en/changelog']],
    ['en', 'migration guide', ['/en/migration']],
    ['zh-CN', 'rc-table-ping-left', ['/migration']],
  ] as const)('%s: "%s" finds %j first', (locale, query, pages) => {
    expect(pages).toContain(search(locale, query)[0]?.split('#')[0]);
  });

  // The golden sets name packages as 7.x does (rc-motion, rc-table); 1.x's texts say @rc-component/…, and both
  // spellings find the same page there.
  it.each([
    ['en', 'rc-motion', '@rc-component/motion', '/en/demo/animation'],
    ['en', 'npm install rc-table', 'npm install @rc-component/table', '/en'],
    ['zh-CN', 'rc-motion', '@rc-component/motion', '/demo/animation'],
    ['zh-CN', 'npm install rc-table', 'npm install @rc-component/table', '/'],
  ] as const)('%s: "%s" and "%s" both find %s first', (locale, old, renamed, page) => {
    expect(search(locale, old)[0]?.split(/[#?]/)[0]).toBe(page);
    expect(search(locale, renamed)[0]?.split(/[#?]/)[0]).toBe(page);
  });
});
