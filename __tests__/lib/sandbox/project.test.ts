import { codeSandboxDefinition } from '@/lib/sandbox/codesandbox';
import { APP_FILE, buildSandboxProject, MAIN_FILE, packageNameFor, TSCONFIG, VITE_DEV_DEPENDENCIES, type SandboxInput } from '@/lib/sandbox/project';
import { stackBlitzOpenFile, stackBlitzProject } from '@/lib/sandbox/stackblitz';

const input: SandboxInput = {
  title: 'Expanded row render',
  description: 'Rows that open to show more.',
  files: {
    'index.tsx': "import Table from 'rc-table';\nimport { useToggle } from './useToggle';\nexport default function App() { return <Table />; }\n",
    'useToggle.ts': 'export function useToggle() {}\n',
    'style.css': '.x { color: red; }\n',
  },
  packages: {
    dependencies: { react: '19.3.1', 'rc-table': '7.55.1', 'react-dnd': '16.0.1', 'react-dom': '19.3.1' },
    devDependencies: { typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
  },
};

type PackageJson = { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };

describe('buildSandboxProject', () => {
  const files = buildSandboxProject(input);

  it('holds a Vite React project: package.json, index.html, the createRoot entry, App.tsx and the demo’s other files', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['index.html', 'package.json', 'src/App.tsx', 'src/main.tsx', 'src/style.css', 'src/useToggle.ts', 'tsconfig.json', 'vite.config.ts'].sort(),
    );
    expect(files[APP_FILE]).toBe(input.files['index.tsx']);
    expect(files['src/useToggle.ts']).toBe(input.files['useToggle.ts']);
    expect(files['index.html']).toContain('<div id="root"></div>');
    expect(files['index.html']).toContain(`<script type="module" src="/${MAIN_FILE}"></script>`);
  });

  it('mounts the app with createRoot, never the legacy render', () => {
    expect(files[MAIN_FILE]).toContain("import { createRoot } from 'react-dom/client';");
    expect(files[MAIN_FILE]).toContain("createRoot(document.getElementById('root')!).render(");
    expect(files[MAIN_FILE]).toContain("import App from './App';");
    expect(files[MAIN_FILE]).not.toContain('ReactDOM.render');
  });

  it('pins the dependencies it is given, in name order, and adds nothing to them', () => {
    const pkg = JSON.parse(files['package.json']) as PackageJson;
    expect(Object.entries(pkg.dependencies)).toEqual([
      ['rc-table', '7.55.1'],
      ['react', '19.3.1'],
      ['react-dnd', '16.0.1'],
      ['react-dom', '19.3.1'],
    ]);
    expect(pkg.scripts.dev).toBe('vite');
    expect(pkg.name).toBe('rc-table-demo-expanded-row-render');
  });

  it('adds the pinned Vite build tools to the type packages it is given', () => {
    const pkg = JSON.parse(files['package.json']) as PackageJson;
    expect(pkg.devDependencies).toEqual({ ...input.packages.devDependencies, ...VITE_DEV_DEPENDENCIES });
    expect(Object.keys(pkg.devDependencies)).toEqual([...Object.keys(pkg.devDependencies)].sort());
    for (const version of Object.values(VITE_DEV_DEPENDENCIES)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('type-checks with Vite’s client types, which declare the CSS imports', () => {
    expect(files['tsconfig.json']).toBe(TSCONFIG);
    expect((JSON.parse(TSCONFIG) as { compilerOptions: { types: string[] } }).compilerOptions.types).toEqual(['vite/client']);
  });

  it('rejects a demo without its entry file', () => {
    expect(() => buildSandboxProject({ ...input, files: {} })).toThrow('index.tsx');
  });

  it('names the package from the title', () => {
    expect(packageNameFor('Fixed columns & header')).toBe('rc-table-demo-fixed-columns-header');
    expect(packageNameFor('表格')).toBe('rc-table-demo');
  });
});

describe('codeSandboxDefinition', () => {
  it('wraps every project file as text and adds the node template config', () => {
    const { files } = codeSandboxDefinition(input);
    expect(files['sandbox.config.json']).toEqual({ content: expect.stringContaining('"template": "node"'), isBinary: false });
    expect(files[APP_FILE]).toEqual({ content: input.files['index.tsx'], isBinary: false });
    expect(Object.keys(files)).toEqual(expect.arrayContaining(Object.keys(buildSandboxProject(input))));
  });
});

describe('stackBlitzProject', () => {
  it('is a node (WebContainers) project with the same files, so every dependency installs', () => {
    const project = stackBlitzProject(input);
    expect(project).toEqual({ title: input.title, description: input.description, template: 'node', files: buildSandboxProject(input) });
  });
});

// A reader's file named as one the export writes (a shared link's `App.tsx` or `main.tsx`) must not replace the entry:
// the sandbox would run code the demo's tabs never showed. The export's own files take free names instead.
describe('a reader’s file named as an entry file', () => {
  const entry = input.files['index.tsx'];
  const project = (files: Record<string, string>) => buildSandboxProject({ ...input, files: { 'index.tsx': entry, ...files } });
  /** What `./App` names in src/, resolved as Vite resolves it: the path itself, with an extension, then a folder's index. */
  const VITE_EXTENSIONS = ['', '.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'];
  const resolve = (files: Record<string, string>, stem: string) =>
    [...VITE_EXTENSIONS.map((extension) => `src/${stem}${extension}`), ...VITE_EXTENSIONS.map((extension) => `src/${stem}/index${extension}`)].find(
      (path) => path in files,
    );
  /** The file index.html starts, its text, and the text of what it imports as the app. */
  const started = (files: Record<string, string>) => {
    const main = /src="\/(src\/[^"]+)"/.exec(files['index.html'])?.[1] ?? '';
    const app = /import App from '\.\/([^']+)';/.exec(files[main] ?? '')?.[1] ?? '';
    return { main, mainText: files[main], appText: files[resolve(files, app) ?? ''] };
  };
  /** Paths that one file system or another would take for one: equal but for case, or a file where a folder is. */
  const clashes = (files: Record<string, string>) => {
    const paths = Object.keys(files).map((path) => path.toLowerCase());
    return paths.filter((path, index) => paths.indexOf(path) !== index || paths.some((other) => other.startsWith(`${path}/`)));
  };

  it.each([
    ['App.tsx', { 'App.tsx': 'export default () => "not the demo";\n' }],
    ['app.tsx, in another case', { 'app.tsx': 'export default () => "not the demo";\n' }],
    ['App.ts, which Vite resolves before App.tsx', { 'App.ts': 'export default () => "not the demo";\n' }],
    ['App/index.tsx', { 'App/index.tsx': 'export default () => "not the demo";\n' }],
    ['main.tsx', { 'main.tsx': 'document.title = "not the demo";\n' }],
    ['main.tsx/x.ts, a folder named as the entry', { 'main.tsx/x.ts': 'export {};\n' }],
    ['App.tsx, App2.tsx and main.tsx at once', { 'App.tsx': 'export default 1;\n', 'App2.tsx': 'export default 2;\n', 'main.tsx': 'export {};\n' }],
  ])('%s: the reader’s file is kept as written, and index.html still starts the demo', (_, files) => {
    const built = project(files);
    for (const [name, text] of Object.entries(files)) expect(built[`src/${name}`]).toBe(text);
    const { main, mainText, appText } = started(built);
    expect(mainText).toContain("import { createRoot } from 'react-dom/client';");
    expect(Object.keys(files).map((name) => `src/${name}`)).not.toContain(main);
    expect(appText).toBe(entry);
    expect(clashes(built)).toEqual([]);
  });

  it('keeps App.tsx and main.tsx when no file takes them, and StackBlitz opens the demo’s entry either way', () => {
    expect(started(project({}))).toMatchObject({ main: MAIN_FILE, appText: entry });
    expect(project({})[APP_FILE]).toBe(entry);
    expect(stackBlitzOpenFile({ ...input, files: { 'index.tsx': entry } })).toBe(APP_FILE);
    const taken = { ...input, files: { 'index.tsx': entry, 'App.tsx': 'export default 1;\n' } };
    expect(stackBlitzProject(taken).files[stackBlitzOpenFile(taken)]).toBe(entry);
  });
});
