import { ContentError } from './errors';

/** This file: the build names it when one of its links has no page to go to. */
const SOURCE = 'lib/registry/legacy-demo-names.ts';

/**
 * The old site's demo files at rc-table 7.55.1 (`docs/examples/`, shared/reference/demo-catalogue.md §2).
 * Each page `docs/demo/<name>.md` bears the name of the example it embeds, except `jsx.md`, which embeds
 * `hover-perf.tsx`; `jsx.tsx` itself is embedded nowhere. The old site served a page at the kebab-case of
 * its file name (`scrollXY.md` → `/demo/scroll-xy`), but links in the wild are also written from the
 * file names, `/demo/scrollXY` and `/demo/fixedColumns-auto-height`; each such spelling must keep working.
 */
export const LEGACY_DEMO_FILES: readonly string[] = [
  'simple.tsx',
  'aria.tsx',
  'hover-perf.tsx',
  'jsx.tsx',
  'key.tsx',
  'nested.tsx',
  'shadow.tsx',
  'virtual.tsx',
  'caption.tsx',
  'no-data.tsx',
  'dropdown.tsx',
  'ellipsis.tsx',
  'animation.tsx',
  'components.tsx',
  'subTable.tsx',
  'scrollX.tsx',
  'scrollY.tsx',
  'scrollXY.tsx',
  'scopeCol.tsx',
  'scopeRow.tsx',
  'hide-header.tsx',
  'className.tsx',
  'react-dnd.tsx',
  'expandIcon.tsx',
  'fixedColumns.tsx',
  'fixedColumnsAndHeader.tsx',
  'fixedColumnsAndHeaderRtl.tsx',
  'fixedColumns-auto-height.tsx',
  'fixedColumns-resize.tsx',
  'stickyHeader.tsx',
  'stickyHeaderAndSummary.tsx',
  'expandedSticky.tsx',
  'expandedRowClassName.tsx',
  'expandedRowRender.tsx',
  'childrenIndent.tsx',
  'colspan-rowspan.tsx',
  'colspan-rowspan-legacy.tsx',
  'column-hidden.tsx',
  'column-resize.tsx',
  'click-summary-row.tsx',
  'rowAndCellClick.tsx',
  'row-hoverable.tsx',
  'grouping-columns.tsx',
  'grouping-columns-hidden.tsx',
  'title-and-footer.tsx',
  'virtual-columns.tsx',
  'virtual-list.tsx',
  'virtual-list-grid.tsx',
  'styled-components.tsx',
  'ellipsis-custom-tooltip.tsx',
  'measureRowRender.tsx',
];

/**
 * The old site's route for a file name, as lodash's `kebabCase` (which dumi uses) makes it: words split at
 * hyphens and at case changes, a run of capitals being one word (`scrollXY` → `scroll-xy`).
 */
export function dumiKebabCase(name: string): string {
  const words = name.match(/[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]|[0-9]+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/**
 * `/demo/<file name>` → `/demo/<kebab-case>` for every file whose name is not already the page's path.
 * An alias never shadows a page; one whose page does not exist stops the build, naming it.
 */
export function legacyDemoAliases(pagePaths: readonly string[], files: readonly string[] = LEGACY_DEMO_FILES): Record<string, string> {
  const pages = new Set(pagePaths);
  const aliases: Record<string, string> = {};
  for (const file of files) {
    const name = file.replace(/\.[^.]+$/, '');
    const alias = `/demo/${name}`;
    const target = `/demo/${dumiKebabCase(name)}`;
    if (pages.has(alias)) continue;
    if (!pages.has(target)) throw new ContentError(SOURCE, `the old demo link ${alias} (${file}) should lead to ${target}, but no page is there`);
    aliases[alias] = target;
  }
  return aliases;
}

/**
 * The registry's aliases: the old spellings, plus the camel-case rule's for pages the old site gave no other
 * spelling. One redirect page per page keeps their titles unique, and keeps `scrollXy` and `scrollXY` from
 * being two files that a case-insensitive file system cannot tell apart.
 */
export function mergeAliases(ruleAliases: Readonly<Record<string, string>>, legacy: Readonly<Record<string, string>>): Record<string, string> {
  const covered = new Set(Object.values(legacy));
  const fromRule = Object.entries(ruleAliases).filter(([, target]) => !covered.has(target));
  return { ...Object.fromEntries(fromRule), ...legacy };
}
