import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '@/lib/registry/build';
import { dumiKebabCase, LEGACY_DEMO_FILES, legacyDemoAliases, mergeAliases } from '@/lib/registry/legacy-demo-names';
import { bilingual, expectContentError, fixedLastUpdated, page, projectFromTree, removeTempDirs } from './fixture';

afterEach(removeTempDirs);

/** The site's real demo pages, from content/demo/. */
const sitePagePaths = fs
  .readdirSync(path.join(__dirname, '..', '..', '..', 'content', 'demo'))
  .filter((file) => /\.mdx?$/.test(file) && !file.includes('$tab-'))
  .map((file) => file.replace(/\.mdx?$/, ''))
  .map((name) => (name === 'index' ? '/demo' : `/demo/${name}`));

describe('dumiKebabCase', () => {
  it.each([
    ['scrollXY', 'scroll-xy'],
    ['scrollX', 'scroll-x'],
    ['fixedColumns-auto-height', 'fixed-columns-auto-height'],
    ['fixedColumnsAndHeaderRtl', 'fixed-columns-and-header-rtl'],
    ['measureRowRender', 'measure-row-render'],
    ['colspan-rowspan-legacy', 'colspan-rowspan-legacy'],
    ['HTMLTable', 'html-table'],
    ['row2Span', 'row-2-span'],
  ])('%s → %s', (name, expected) => {
    expect(dumiKebabCase(name)).toBe(expected);
  });
});

describe('legacyDemoAliases on this site', () => {
  const aliases = legacyDemoAliases(sitePagePaths);

  it('sends the old file-name spellings to their pages', () => {
    expect(aliases).toMatchObject({
      '/demo/scrollXY': '/demo/scroll-xy',
      '/demo/fixedColumns-auto-height': '/demo/fixed-columns-auto-height',
      '/demo/fixedColumns-resize': '/demo/fixed-columns-resize',
      '/demo/fixedColumnsAndHeaderRtl': '/demo/fixed-columns-and-header-rtl',
      '/demo/subTable': '/demo/sub-table',
      '/demo/measureRowRender': '/demo/measure-row-render',
    });
  });

  it('covers every old file whose name is not already a page path, and shadows no page', () => {
    const spellings = LEGACY_DEMO_FILES.map((file) => `/demo/${file.replace(/\.tsx$/, '')}`);
    expect(Object.keys(aliases).sort()).toEqual(spellings.filter((spelling) => !sitePagePaths.includes(spelling)).sort());
    for (const [alias, target] of Object.entries(aliases)) {
      expect(sitePagePaths).not.toContain(alias);
      expect(sitePagePaths).toContain(target);
    }
  });
});

describe('legacyDemoAliases', () => {
  it('stops the build, naming the link, when its page does not exist', () => {
    expectContentError(
      () => legacyDemoAliases(['/demo/scroll-x'], ['scrollX.tsx', 'scrollXY.tsx']),
      'lib/registry/legacy-demo-names.ts',
      '/demo/scrollXY (scrollXY.tsx) should lead to /demo/scroll-xy',
    );
  });

  it('makes no alias for a file name that is a page path already', () => {
    expect(legacyDemoAliases(['/demo/no-data', '/demo/scroll-x'], ['no-data.tsx', 'scrollX.tsx'])).toEqual({ '/demo/scrollX': '/demo/scroll-x' });
  });

  it('is part of the built registry when the build is given the names', () => {
    const root = projectFromTree(bilingual({ 'content/demo/scroll-xy.mdx': page('title: XY') }));
    const registry = buildRegistry({ root, lastUpdated: fixedLastUpdated, legacyDemoFiles: ['scrollXY.tsx'] });
    expect(registry.aliases).toEqual({ '/demo/scrollXY': '/demo/scroll-xy', '/7.x/demo/scrollXY': '/7.x/demo/scroll-xy' });
    expectContentError(
      () => buildRegistry({ root, lastUpdated: fixedLastUpdated, legacyDemoFiles: ['scrollXY.tsx', 'subTable.tsx'] }),
      'lib/registry/legacy-demo-names.ts',
      '/demo/subTable',
    );
  });
});

describe('mergeAliases', () => {
  it('keeps the camel-case alias only for pages the old site gave no other spelling', () => {
    const rule = { '/demo/scrollXy': '/demo/scroll-xy', '/demo/scrollX': '/demo/scroll-x', '/demo/clickSummaryRow': '/demo/click-summary-row' };
    const legacy = { '/demo/scrollXY': '/demo/scroll-xy', '/demo/scrollX': '/demo/scroll-x' };
    expect(mergeAliases(rule, legacy)).toEqual({
      '/demo/scrollXY': '/demo/scroll-xy',
      '/demo/scrollX': '/demo/scroll-x',
      '/demo/clickSummaryRow': '/demo/click-summary-row',
    });
  });
});
