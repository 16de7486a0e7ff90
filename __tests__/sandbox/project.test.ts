import { codeSandboxDefinition } from '@/lib/sandbox/codesandbox';
import { APP_FILE, buildSandboxProject, MAIN_FILE, packageNameFor, type SandboxInput } from '@/lib/sandbox/project';
import { stackBlitzProject } from '@/lib/sandbox/stackblitz';

const input: SandboxInput = {
  title: 'Expanded row render',
  description: 'Rows that open to show more.',
  files: {
    'index.tsx': "import Table from 'rc-table';\nimport { useToggle } from './useToggle';\nexport default function App() { return <Table />; }\n",
    'useToggle.ts': 'export function useToggle() {}\n',
    'style.css': '.x { color: red; }\n',
  },
  packages: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dnd': '16.0.1' },
  reactVersion: '19.3.1',
};

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

  it('pins the demo’s packages at their installed versions, with React and react-dom at the site’s version', () => {
    const pkg = JSON.parse(files['package.json']) as { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string>; scripts: Record<string, string> };
    expect(pkg.dependencies).toEqual({ 'rc-table': '7.55.1', react: '19.3.1', 'react-dnd': '16.0.1', 'react-dom': '19.3.1' });
    expect(Object.keys(pkg.devDependencies)).toEqual(expect.arrayContaining(['vite', '@vitejs/plugin-react', 'typescript']));
    expect(pkg.scripts.dev).toBe('vite');
    expect(pkg.name).toBe('rc-table-demo-expanded-row-render');
  });

  it('uses the site’s React version even when the demo did not import React', () => {
    const pkg = JSON.parse(buildSandboxProject({ ...input, packages: { 'rc-table': '7.55.1' }, reactVersion: '19.4.0' })['package.json']) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies).toEqual({ 'rc-table': '7.55.1', react: '19.4.0', 'react-dom': '19.4.0' });
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
