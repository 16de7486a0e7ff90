import { DEFAULT_PREFETCH_MODE } from './prefetch';

/** Site-wide settings: one place for every value that differs between deployments. */
export const site = {
  name: 'rc-table',
  /** Absolute origin the static export is published at; used for canonical and Open Graph URLs. */
  url: 'https://table-react-component.vercel.app',
  /** The component this site documents (header GitHub link). */
  libraryRepository: 'https://github.com/react-component/table',
  /** Branch used by "Improve this documentation" links. */
  editBranch: 'main',
  colorStorageKey: 'rc-table-docs:prefers-color',
  /** Set once a reader has scrolled a demo frame sideways: its hint does not show again. */
  scrollHintStorageKey: 'rc-table-docs:scrolled-a-demo',
  /** Set while the reader keeps the props panel open: it opens so on every demo (components/previewer/PropsPanel.tsx). */
  propsPanelStorageKey: 'rc-table-docs:props-panel-open',
  /** Auto-generated API tables from rc-table's declarations; off shows SPEC §8's "apiParser must be enabled". */
  apiParser: true as boolean,
  /**
   * How internal links prefetch: 'intent' | 'render' | 'viewport' | 'none' (SPEC §9's default: none). Checked
   * by the registry build. Links may override it; the prev/next footer links use 'viewport' (the likely next click).
   */
  prefetch: DEFAULT_PREFETCH_MODE as string,
  /** Where "Open in CodeSandbox" posts the encoded project (a form POST in a new tab). */
  codeSandboxDefineUrl: 'https://codesandbox.io/api/v1/sandboxes/define',
  live: {
    /** Quiet time after the last keystroke before a live demo recompiles. */
    debounceMs: 250,
    /** "Loading..." shows only when a recompile takes longer than this. */
    loadingDelayMs: 300,
    /**
     * Packages a live demo may import besides those the demos import: helpers the demo pages already ship
     * inside rc-table and react-resizable, which upstream examples import. Each is declared in package.json.
     */
    extraPackages: ['classnames', 'clsx'],
  },
} as const;
