/**
 * What @rc-component/table's root exports, by the module inside the package that defines it (as the root's own
 * `index` imports them): a deep import of one of these names (`rc-table/lib/hooks/useColumns`) can come from the
 * root instead. `default` stands for a module's default export, and for the root's (the `Table` component).
 * `__tests__/lib/migration/root-exports.test.ts` holds this table to the installed package's `es/index.d.ts`.
 */
export const ROOT_EXPORTS_BY_MODULE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Table: { default: 'default', genTable: 'genTable', TableProps: 'TableProps' },
  VirtualTable: { default: 'VirtualTable', genVirtualTable: 'genVirtualTable', VirtualTableProps: 'VirtualTableProps' },
  'sugar/Column': { default: 'Column' },
  'sugar/ColumnGroup': { default: 'ColumnGroup' },
  Footer: { FooterComponents: 'Summary' },
  constant: { EXPAND_COLUMN: 'EXPAND_COLUMN', INTERNAL_HOOKS: 'INTERNAL_HOOKS' },
  'utils/legacyUtil': { INTERNAL_COL_DEFINE: 'INTERNAL_COL_DEFINE' },
  'hooks/useColumns': { convertChildrenToColumns: 'convertChildrenToColumns' },
  interface: {
    ColumnType: 'ColumnType',
    ColumnsType: 'ColumnsType',
    DefaultRecordType: 'DefaultRecordType',
    ExpandIconProps: 'ExpandIconProps',
    ExpandableConfig: 'ExpandableConfig',
    FixedType: 'FixedType',
    GetComponentProps: 'GetComponentProps',
    GetRowKey: 'GetRowKey',
    Reference: 'Reference',
    RenderedCell: 'RenderedCell',
  },
};

/**
 * Modules whose export is one the root exports through another module: `Footer/Summary`'s default is the root's
 * `Summary` (`Footer` exports that same function as `FooterComponents`, with `Row` and `Cell` set on it).
 * `__tests__/lib/migration/facts.test.ts` checks each against both packages' `es/` code.
 */
export const ROOT_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Footer/Summary': { default: 'Summary' },
};

/** The first 1.x version whose root exports a name; names not listed were there from 1.0.0 (and in 7.x). */
const ROOT_EXPORT_SINCE: Readonly<Record<string, string>> = {
  convertChildrenToColumns: '1.10.2',
  DefaultRecordType: '1.10.2',
  ExpandableConfig: '1.10.2',
  FixedType: '1.10.2',
  GetComponentProps: '1.10.2',
  GetRowKey: '1.10.2',
  RenderedCell: '1.10.2',
  ExpandIconProps: '1.12.0',
};

export const FIRST_VERSION = '1.0.0';

export function rootExportSince(name: string): string {
  return ROOT_EXPORT_SINCE[name] ?? FIRST_VERSION;
}

/** `lib/hooks/useColumns/index.js` → `hooks/useColumns`: the module a deep path names, in the table's keys. */
export function deepModule(subpath: string): { folder: 'lib' | 'es'; module: string } | undefined {
  const match = /^\/(lib|es)\/(.+?)(?:\/index)?(?:\.(?:js|d\.ts|mjs|cjs))?$/.exec(subpath);
  return match ? { folder: match[1] as 'lib' | 'es', module: match[2] } : undefined;
}

/** The root name a deep import's name becomes, if the root exports it. */
export function rootNameFor(module: string, imported: string): string | undefined {
  return ROOT_EXPORTS_BY_MODULE[module]?.[imported] ?? ROOT_ALIASES[module]?.[imported];
}

/** Of two versions `x.y.z`, the later. */
export function laterVersion(a: string, b: string): string {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] > pb[i] ? a : b;
  return a;
}
