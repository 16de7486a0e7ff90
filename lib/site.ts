/** Site-wide settings: one place for every value that differs between deployments. */
export const site = {
  name: 'rc-table',
  /** Absolute origin the static export is published at; used for canonical and Open Graph URLs. */
  url: 'https://table-react-component.vercel.app',
  locale: { id: 'zh-CN', name: '中文', base: '/' },
  /** The component this site documents (header GitHub link). */
  libraryRepository: 'https://github.com/react-component/table',
  /** Branch used by "Improve this documentation" links. */
  editBranch: 'main',
  colorStorageKey: 'rc-table-docs:prefers-color',
} as const;
