/**
 * What a live demo's imports mean on the pages of one line of the table component: which installed package
 * the repository's own paths stand for, and which import names of the other line's packages resolve to this
 * line's. It is data, so a page of another line passes its own (the site documents rc-table 7.x today).
 */
export interface LiveLine {
  /** The installed table package of the line: what `../../src`, `@/…` and `<package>/lib/…` resolve to. */
  tablePackage: string;
  /** The stylesheet a page of the line loads for the table: what `../../assets/index.less` resolves to. */
  tableStylesheet: string;
  /**
   * Packages that moved between the lines, `import name → installed name`: an upstream example of the other
   * line imports the first, a page of this line runs the second.
   */
  importMap: Readonly<Record<string, string>>;
}

/** rc-table 7.x, the line the site's pages run; its 1.x successor renamed it and some of its companions. */
export const RC_TABLE_7: LiveLine = {
  tablePackage: 'rc-table',
  tableStylesheet: 'rc-table/assets/index.css',
  importMap: {
    '@rc-component/table': 'rc-table',
    '@rc-component/dropdown': 'rc-dropdown',
    '@rc-component/menu': 'rc-menu',
    '@rc-component/tooltip': 'rc-tooltip',
    '@rc-component/motion': 'rc-motion',
  },
};
