import type { ApiEntry } from './types';

/** The API tables the site documents, and where each line's package declares their props (below its types folder). */
export const apiEntries: ApiEntry[] = [
  { id: 'Table', file: 'Table.d.ts', typeName: 'TableProps' },
  { id: 'Column', file: 'interface.d.ts', typeName: 'ColumnType' },
  { id: 'ColumnGroup', file: 'sugar/ColumnGroup.d.ts', typeName: 'ColumnGroupProps' },
  // A group in the `columns` array: only `children` is its own, the rest is shared with Column.
  { id: 'ColumnGroupType', file: 'interface.d.ts', typeName: 'ColumnGroupType', ownOnly: true },
  // The summary components take children on both lines: 7.x declares them in the props, 1.x through
  // `React.PropsWithChildren` around them.
  { id: 'Summary', file: 'Footer/Summary.d.ts', typeName: 'SummaryProps', children: true },
  { id: 'Summary.Row', file: 'Footer/Row.d.ts', typeName: 'FooterRowProps', children: true },
  { id: 'Summary.Cell', file: 'Footer/Cell.d.ts', typeName: 'SummaryCellProps', children: true },
  { id: 'expandable', file: 'interface.d.ts', typeName: 'ExpandableConfig' },
  { id: 'sticky', file: 'interface.d.ts', typeName: 'TableSticky' },
  { id: 'scroll', file: 'Table.d.ts', typeName: 'TableProps', property: 'scroll' },
  { id: 'VirtualTable', file: 'VirtualTable/index.d.ts', typeName: 'VirtualTableProps', ownOnly: true },
  { id: 'Reference', file: 'interface.d.ts', typeName: 'Reference', provided: true },
  { id: 'ScrollConfig', file: 'interface.d.ts', typeName: 'ScrollConfig' },
];
