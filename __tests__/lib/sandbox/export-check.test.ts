import { demoSandboxInput, dependencySetKey, editFirstTitle, exportsToCheck, installGroups, sentExport } from '@/lib/sandbox/export-check';
import { buildSandboxProject, VITE_DEV_DEPENDENCIES } from '@/lib/sandbox/project';
import type { SandboxPackages } from '@/lib/sandbox/versions';
import type { DemoEntry } from '@/lib/registry/types';

const packages: SandboxPackages = {
  dependencies: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: { typescript: '6.0.3' },
};

const ENTRY =
  "import Table from 'rc-table';\nconst columns = [{ title: 'Name', dataIndex: 'name' }, { title: \"Role\" }];\nexport default function Demo() { return <Table columns={columns} />; }\n";

const demo: DemoEntry = {
  id: 'simple',
  name: 'simple',
  line: '1.x',
  routeId: 'demo/simple',
  asset: {
    id: 'simple',
    title: 'Simple table',
    description: 'Columns and data.',
    // The sandbox export names the project in English, whatever the edition.
    locales: { 'zh-CN': { title: '基础表格', description: '列与数据。' }, en: { title: 'Simple table', description: 'Columns and data.' } },
    keywords: [],
    dependencies: {
      'index.tsx': { type: 'FILE', value: ENTRY },
      'style.css': { type: 'FILE', value: '.a {}\n' },
      'rc-table': { type: 'NPM', value: '7.55.1' },
    },
  },
};

describe('demoSandboxInput', () => {
  it('takes the demo’s files, not its packages, and the pinned packages given', () => {
    expect(demoSandboxInput(demo, packages)).toEqual({
      title: 'Simple table',
      description: 'Columns and data.',
      files: { 'index.tsx': ENTRY, 'style.css': '.a {}\n' },
      packages,
    });
  });

  it('puts an edited entry in place of the demo’s', () => {
    expect(demoSandboxInput(demo, packages, 'edited').files['index.tsx']).toBe('edited');
  });
});

describe('sentExport', () => {
  it('returns the StackBlitz files and the CodeSandbox body, which hold the same project', () => {
    const input = demoSandboxInput(demo, packages);
    const sent = sentExport(input);
    expect(sent.files).toEqual(buildSandboxProject(input));
    expect(sent.codeSandbox.files['src/App.tsx'].content).toBe(ENTRY);
  });
});

describe('dependency sets', () => {
  const project = (id: string, dependencies: Record<string, string>, title = id) => ({
    id,
    files: buildSandboxProject({ title, description: '', files: { 'index.tsx': '' }, packages: { ...packages, dependencies } }),
  });

  it('keys a project by its dependencies and devDependencies only', () => {
    const a = project('a', packages.dependencies, 'A title');
    const b = project('b', packages.dependencies, 'Another title');
    expect(dependencySetKey(a.files)).toBe(dependencySetKey(b.files));
    expect(JSON.parse(dependencySetKey(a.files))).toEqual({
      dependencies: packages.dependencies,
      devDependencies: { ...packages.devDependencies, ...VITE_DEV_DEPENDENCIES },
    });
  });

  it('installs each line once, with every package its projects declare', () => {
    const base = packages.dependencies;
    const withDnd = { ...base, 'react-dnd': '16.0.1' };
    const groups = installGroups([
      { ...project('a', base), line: '1.x' },
      { ...project('7.x-a', base), line: '7.x' },
      { ...project('dnd', withDnd), line: '1.x' },
    ]);
    expect(groups.map((group) => [group.line, group.projects.map((item) => item.id)])).toEqual([
      ['1.x', ['a', 'dnd']],
      ['7.x', ['7.x-a']],
    ]);
    expect(groups[0].dependencies).toEqual(withDnd);
    expect(groups[0].devDependencies).toEqual({ ...packages.devDependencies, ...VITE_DEV_DEPENDENCIES });
  });

  it('refuses two versions of a package on one line, naming it', () => {
    const a = { ...project('a', packages.dependencies), line: '1.x' };
    const b = { ...project('b', { ...packages.dependencies, react: '19.0.0' }), line: '1.x' };
    expect(() => installGroups([a, b])).toThrow(/pin react at both .* and 19\.0\.0/);
  });
});

describe('editFirstTitle', () => {
  it('replaces the first title string only', () => {
    expect(editFirstTitle(ENTRY, 'Edited')).toBe(ENTRY.replace("title: 'Name'", 'title: "Edited"'));
  });

  it('is undefined when there is no title string to edit', () => {
    expect(editFirstTitle('export default 1;\n', 'Edited')).toBeUndefined();
  });
});

describe('exportsToCheck', () => {
  const project = (dependencies: Record<string, string>) => ({ 'package.json': JSON.stringify({ dependencies, devDependencies: {} }) });
  const table = { react: '19.3.1', 'rc-table': '7.55.1' };
  const tip = { ...table, 'rc-tooltip': '6.4.0' };
  const exports = [
    { id: 'a', line: '1.x', files: project({ react: '19.3.1' }) },
    { id: 'b', line: '1.x', files: project({ react: '19.3.1' }) },
    { id: '7.x-a', line: '7.x', files: project(table) },
    { id: '7.x-b', line: '7.x', files: project(table) },
    { id: '7.x-c', line: '7.x', files: project(tip) },
    { id: '7.x-d', line: '7.x', files: project(tip) },
  ];

  it('keeps every export of the full lines and the first of each dependency set of the others', () => {
    expect(exportsToCheck(exports, (item) => item.line === '1.x').map((item) => item.id)).toEqual(['a', 'b', '7.x-a', '7.x-c']);
    expect(exportsToCheck(exports, () => true)).toHaveLength(exports.length);
  });

  it("samples a group of a full line apart: the first of each of its dependency sets, beside the rest's", () => {
    const inGroup = (item: { id: string }) => item.id.startsWith('vt-');
    const grouped = [
      ...exports,
      { id: 'vt-a', line: '1.x', files: project({ react: '19.3.1' }) },
      { id: 'vt-b', line: '1.x', files: project({ react: '19.3.1' }) },
    ];
    const checked = exportsToCheck(
      grouped,
      (item) => item.line === '1.x' && !inGroup(item),
      (item) => (inGroup(item) ? 'matrix' : ''),
    );
    expect(checked.map((item) => item.id)).toEqual(['a', 'b', '7.x-a', '7.x-c', 'vt-a']);
  });
});
