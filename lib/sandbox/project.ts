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
export const APP_FILE = 'src/App.tsx';
export const MAIN_FILE = 'src/main.tsx';

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

export function indexHtml(title: string): string {
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
    `    <script type="module" src="/${MAIN_FILE}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** The entry: mounts the demo with React 18+'s `createRoot` (never the legacy `ReactDOM.render`). */
export const MAIN_SOURCE = [
  "import { StrictMode } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import App from './App';",
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
 * relative imports keep working.
 */
export function buildSandboxProject(input: SandboxInput): ProjectFiles {
  const entry = input.files[ENTRY_FILE];
  if (entry === undefined) throw new Error(`A demo export needs the demo's ${ENTRY_FILE}`);
  const files: ProjectFiles = {
    'package.json': packageJson(input),
    'index.html': indexHtml(input.title),
    'vite.config.ts': VITE_CONFIG,
    'tsconfig.json': TSCONFIG,
    [MAIN_FILE]: MAIN_SOURCE,
    [APP_FILE]: entry,
  };
  for (const [name, text] of Object.entries(input.files)) {
    if (name !== ENTRY_FILE) files[`src/${name}`] = text;
  }
  return files;
}
