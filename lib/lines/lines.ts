/**
 * The lines of the component this site documents, as data: adding a line is an entry here plus its texts in
 * `lib/messages/` (and its package in package.json). Everything that differs between lines reads this table: the
 * registry (which pages, demos and aliases each line has, and their paths), the previewer and the module shim (the
 * line's import names), the sandbox export (its packages), the API extractor (where the line declares its types),
 * search and the sitemap.
 *
 * Demo sources and shared page texts name packages as the 7.x line does (`rc-table`, `rc-tooltip`); a line's
 * `imports` maps each name that moved to its own (`rc-table` → `@rc-component/table`), in code and in prose.
 */
export interface LineDescription {
  /** `1.x`, `7.x`: the label readers see and the path segment of a line that is not the current one. */
  readonly id: string;
  /** The path prefix of the line's pages below an edition's base: '' for the current line, `/7.x` for 7.x. */
  readonly base: string;
  /** The npm package of the table on this line. */
  readonly package: string;
  /** The package's stylesheet, as a demo imports it (the site's cascade-layer alias covers it). */
  readonly stylesheet: string;
  /** Package names of the shared sources that this line spells differently: source name → this line's name. */
  readonly imports: Readonly<Record<string, string>>;
  /** Where the package declares its types, relative to its folder: the API extractor reads them there. */
  readonly types: string;
  /** The version every reader of the line gets, for the banner of a frozen line. */
  readonly frozenAt?: string;
  /**
   * The page (a path on the current line, without edition) that tells how to move from this line to the current
   * one; the banner links it once it exists. Issue 25 writes it.
   */
  readonly migrationGuide?: string;
  /**
   * Packages the table stopped depending on on this line, each with the one that replaced it (`rc-util` →
   * `@rc-component/util`, `classnames` → `clsx`): code that used them through the table's install must change too.
   * Only the migration guide's rules read it (with `imports`); the site's demos use none of them.
   */
  readonly replacedDependencies?: Readonly<Record<string, string>>;
  /**
   * The antd major whose Table is this line (the banner names it as the line's user): the API tables' antd column
   * reads `content/api/antd.json` for it, and its drift test reads the types of `devPackage` (antd installed under
   * an alias, so nothing reaches a bundle).
   */
  readonly antd: {
    readonly label: string;
    readonly devPackage: string;
    /** The Table page of that major's docs in English; antd's Chinese page is the same path with `-cn`. */
    readonly docs: string;
  };
}

export const LINES = [
  {
    id: '1.x',
    base: '',
    package: '@rc-component/table',
    stylesheet: '@rc-component/table/assets/index.css',
    imports: {
      'rc-table': '@rc-component/table',
      'rc-dropdown': '@rc-component/dropdown',
      'rc-menu': '@rc-component/menu',
      'rc-tooltip': '@rc-component/tooltip',
      'rc-motion': '@rc-component/motion',
    },
    types: 'es',
    antd: { label: 'antd 6', devPackage: 'antd-v6', docs: 'https://ant.design/components/table' },
    replacedDependencies: {
      'rc-util': '@rc-component/util',
      classnames: 'clsx',
      'rc-resize-observer': '@rc-component/resize-observer',
      'rc-virtual-list': '@rc-component/virtual-list',
    },
  },
  {
    id: '7.x',
    base: '/7.x',
    package: 'rc-table',
    stylesheet: 'rc-table/assets/index.css',
    imports: {},
    types: 'lib',
    frozenAt: '7.55.1',
    antd: { label: 'antd 5', devPackage: 'antd-v5', docs: 'https://5x.ant.design/components/table' },
    migrationGuide: '/migration',
  },
] as const satisfies readonly LineDescription[];

export type Line = (typeof LINES)[number];
export type LineId = Line['id'];

/** The line the site's own routes document (`/`, `/demo/<name>`): the first of the table. */
export const CURRENT_LINE: LineId = LINES[0].id;

export const LINE_IDS: readonly LineId[] = LINES.map((line) => line.id);

export function lineById(id: LineId): LineDescription {
  const line = LINES.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No line "${id}"`);
  return line;
}

export function isLineId(value: string): value is LineId {
  return LINE_IDS.includes(value as LineId);
}

/** The lines other than the current one: each lives under its own path prefix. */
export function prefixedLines(): LineId[] {
  return LINE_IDS.filter((id) => id !== CURRENT_LINE);
}
