import { SOURCE_LOCALE } from '../i18n/locales';
import { ENTRY_FILE } from '../live/entry-file';
import { sorted, type SandboxPackages } from './versions';

/** What a demo export needs to know: the demo as the visitor sees it now, and what it depends on. */
export interface SandboxInput {
  title: string;
  description: string;
  /** The demo's files by their name in the demo folder; `index.tsx` is the (possibly edited) entry. */
  files: Record<string, string>;
  /** Pinned at build time to the versions this site installs (`sandboxPackages`). */
  packages: SandboxPackages;
}

/** A runnable project: file path → text. */
export type ProjectFiles = Record<string, string>;

export { ENTRY_FILE };
/** Where the export puts the demo's entry and the file that mounts it, unless a file of the demo takes the name. */
export const APP_FILE = 'src/App.tsx';
export const MAIN_FILE = 'src/main.tsx';

/** The two files the export writes into `src/` beside the demo's own. */
export interface EntryPaths {
  /** The demo's entry file, imported by `main` without its extension. */
  app: string;
  /** The file index.html starts. */
  main: string;
}

/**
 * Free names for the export's own files in `src/`: `App.tsx` and `main.tsx`, or `App2.tsx`, `main2.tsx`… when a file of
 * the demo (one a reader added, or a share link brought) would stand in their place. `./App` is taken by any file that
 * Vite would resolve it to (`App.ts`, `App.js`, `App/index.tsx`…) and a name by a file or folder equal to it but for
 * case (one file on macOS and Windows): a file named `App.tsx` would otherwise replace the demo's entry, and the
 * sandbox would run code the demo's tabs never showed.
 */
export function entryPaths(files: Readonly<Record<string, string>>): EntryPaths {
  const names = Object.keys(files)
    .filter((name) => name !== ENTRY_FILE)
    .map((name) => name.toLowerCase());
  const stemOf = (name: string) => name.replace(/\.[^./]+$/, '');
  const takesPath = (name: string, path: string) => name === path || name.startsWith(`${path}/`);
  const firstFree = (taken: (candidate: string) => boolean, stem: string) => {
    let count = 1;
    while (taken(`${stem}${count === 1 ? '' : count}`.toLowerCase())) count += 1;
    return `src/${stem}${count === 1 ? '' : count}.tsx`;
  };
  return {
    app: firstFree((stem) => names.some((name) => stemOf(name) === stem || takesPath(name, stem) || takesPath(name, `${stem}.tsx`)), 'App'),
    main: firstFree((stem) => names.some((name) => takesPath(name, `${stem}.tsx`)), 'main'),
  };
}

/**
 * The build tools of the exported Vite project, which the site itself does not install. Pinned, so the
 * project a visitor gets is the one `scripts/check-sandbox-exports.ts` installed, built and opened; both
 * need Node ^20.19 or >=22.12.
 */
export const VITE_DEV_DEPENDENCIES: Readonly<Record<string, string>> = {
  '@vitejs/plugin-react': '6.3.0',
  vite: '8.3.8',
};

/** `Fixed columns & header` → `fixed-columns-header`, a valid package name. */
export function packageNameFor(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'rc-table-demo' : `rc-table-demo-${slug}`;
}

export function packageJson(input: SandboxInput): string {
  return `${JSON.stringify(
    {
      name: packageNameFor(input.title),
      private: true,
      version: '0.0.0',
      description: input.description,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: sorted(input.packages.dependencies),
      devDependencies: sorted({ ...input.packages.devDependencies, ...VITE_DEV_DEPENDENCIES }),
    },
    null,
    2,
  )}\n`;
}

export function indexHtml(title: string, main: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<!doctype html>',
    `<html lang="${SOURCE_LOCALE}">`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${escaped}</title>`,
    '  </head>',
    '  <body style="margin: 16px">',
    '    <div id="root"></div>',
    `    <script type="module" src="/${main}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** The entry: mounts the demo (`app`, a path in `src/`) with React 18+'s `createRoot` (never the legacy `ReactDOM.render`). */
export const mainSource = (app: string): string =>
  [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    `import App from './${app.replace(/^src\//, '').replace(/\.tsx$/, '')}';`,
    '',
    "createRoot(document.getElementById('root')!).render(",
    '  <StrictMode>',
    '    <App />',
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');

export const VITE_CONFIG = [
  "import { defineConfig } from 'vite';",
  "import react from '@vitejs/plugin-react';",
  '',
  'export default defineConfig({ plugins: [react()] });',
  '',
].join('\n');

export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['DOM', 'DOM.Iterable', 'ES2022'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      // Declares the CSS imports (`./styles.module.css`, `rc-table/assets/index.css`) that Vite bundles.
      types: ['vite/client'],
      noEmit: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

/**
 * The demo as a Vite React project: `package.json` with the pinned packages and the Vite build tools,
 * `index.html`, the `createRoot` entry, the demo as `src/App.tsx` and its other files next to it, so its
 * relative imports keep working (the export's two files take other names when the demo's own take theirs: `entryPaths`).
 */
export function buildSandboxProject(input: SandboxInput): ProjectFiles {
  const entry = input.files[ENTRY_FILE];
  if (entry === undefined) throw new Error(`A demo export needs the demo's ${ENTRY_FILE}`);
  const { app, main } = entryPaths(input.files);
  const files: ProjectFiles = {
    'package.json': packageJson(input),
    'index.html': indexHtml(input.title, main),
    'vite.config.ts': VITE_CONFIG,
    'tsconfig.json': TSCONFIG,
    [main]: mainSource(app),
    [app]: entry,
  };
  for (const [name, text] of Object.entries(input.files)) {
    if (name !== ENTRY_FILE) files[`src/${name}`] = text;
  }
  return files;
}
