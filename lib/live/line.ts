import { LINES, lineById, type LineId } from '../lines/lines';

/**
 * What a live demo's imports mean on the pages of one line of the table component: which installed package
 * the repository's own paths stand for, and which import names of the other lines' packages resolve to this
 * line's. Derived from the lines table (`lib/lines/lines.ts`), so a third line needs nothing here.
 */
export interface LiveLine {
  /** The installed table package of the line: what `../../src`, `@/…` and `<package>/lib/…` resolve to. */
  tablePackage: string;
  /** The stylesheet a page of the line loads for the table: what `../../assets/index.less` resolves to. */
  tableStylesheet: string;
  /**
   * Packages that moved between the lines, `import name → installed name`: an example written for another line
   * imports the first, a page of this line runs the second.
   */
  importMap: Readonly<Record<string, string>>;
}

/**
 * The live demo's view of `id`: every other line's spelling of a moved package (and the shared sources' own
 * spelling, 7.x's) maps to this line's, so `rc-table` runs as `@rc-component/table` on 1.x pages and
 * `@rc-component/table` as `rc-table` on 7.x pages.
 */
export function liveLine(id: LineId): LiveLine {
  const line = lineById(id);
  const own = (source: string) => (line.imports as Readonly<Record<string, string>>)[source] ?? source;
  const importMap: Record<string, string> = {};
  for (const other of LINES) {
    for (const [source, spelled] of Object.entries(other.imports as Readonly<Record<string, string>>)) {
      for (const name of [source, spelled]) if (name !== own(source)) importMap[name] = own(source);
    }
  }
  return { tablePackage: line.package, tableStylesheet: line.stylesheet, importMap };
}

/**
 * The packages a reader may import on a line's pages, with their versions: every importable package except those
 * spelled the other line's way, which run as this line's (listed once, under this line's name).
 */
export function packagesOnLine(packages: Readonly<Record<string, string>>, id: LineId): Record<string, string> {
  const renamed = liveLine(id).importMap;
  return Object.fromEntries(Object.entries(packages).filter(([name]) => !Object.hasOwn(renamed, name)));
}
