import { liveModuleFiles, liveModuleTable } from '@/lib/registry/live-modules';
import { build, expectContentError, installPackages, removeTempDirs, siteProject, writeTree } from './fixture';

afterEach(removeTempDirs);

/** The site fixture with a package.json, its packages and a helper installed, and stylesheets that rc-table ships. */
function siteWith(dependencies: Record<string, string>): string {
  const root = siteProject({ 'package.json': JSON.stringify({ dependencies }) });
  installPackages(root, { 'rc-table': '7.55.1', '@rc-component/table': '1.12.0', react: '19.3.1', 'react-dom': '19.3.1', classnames: '2.5.1' });
  writeTree(root, {
    'node_modules/rc-table/assets/index.css': '',
    'node_modules/rc-table/assets/index.less': '',
    'node_modules/rc-table/assets/extra.css': '',
    'node_modules/@rc-component/table/assets/index.css': '',
  });
  return root;
}

const DECLARED = { 'rc-table': '^7', '@rc-component/table': '^1', react: '^19', 'react-dom': '^19', classnames: '^2' };

describe('liveModuleTable', () => {
  it('lists every package a demo of any line imports, React DOM and the extra helpers, with their installed versions', () => {
    const root = siteWith(DECLARED);
    const table = liveModuleTable(build(root), root, ['classnames']);
    expect(table.packages).toEqual({ '@rc-component/table': '1.12.0', classnames: '2.5.1', 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' });
  });

  it('loads package names, the subpaths demos import and the stylesheets packages ship, but not the page’s own React', () => {
    const root = siteWith(DECLARED);
    const table = liveModuleTable(build(root), root, ['classnames']);
    expect(table.specifiers).toEqual([
      '@rc-component/table',
      '@rc-component/table/assets/index.css',
      'classnames',
      'rc-table',
      'rc-table/assets/extra.css',
      'rc-table/assets/index.css',
    ]);
  });

  it("gives each demo of each line its own stylesheets as the line's copy, and its other files by name", () => {
    const root = siteWith(DECLARED);
    const table = liveModuleTable(build(root), root, ['classnames']);
    expect(table.demoStyles).toEqual({
      '7.x-toggle': { 'style.css': './demos/7.x/toggle/style.css' },
      toggle: { 'style.css': './demos/1.x/toggle/style.css' },
    });
    expect(table.demoFiles.toggle.sort()).toEqual(['labels.ts', 'style.css', 'useToggle.ts']);
    expect(table.demoFiles.plain).toEqual([]);
    expect(table.demoPages).toMatchObject({ toggle: '/demo/toggle', '7.x-toggle': '/demo/toggle' });
  });

  it('fails the build for an extra package the site does not declare', () => {
    const root = siteWith({ 'rc-table': '^7', '@rc-component/table': '^1', react: '^19', 'react-dom': '^19' });
    expectContentError(() => liveModuleTable(build(root), root, ['classnames']), 'lib/site.ts', /"classnames" must be a dependency in package\.json/);
  });
});

describe('liveModuleFiles', () => {
  it('writes the package list, one lazy loader per module and per demo stylesheet, and each demo’s own files', () => {
    const files = liveModuleFiles({
      packages: { 'rc-table': '7.55.1' },
      specifiers: ['rc-table', 'rc-table/assets/index.css'],
      demoStyles: { toggle: { 'style.css': './demos/1.x/toggle/style.css' } },
      demoFiles: { toggle: ['style.css', 'useToggle.ts'] },
      demoPages: { toggle: '/troubleshooting/toggles' },
    });
    expect(JSON.parse(files['live-packages.json'])).toEqual({ 'rc-table': '7.55.1' });
    expect(files['live-modules.ts']).toContain('  "rc-table/assets/index.css": () => import("rc-table/assets/index.css"),\n');
    expect(files['live-modules.ts']).toContain('  "toggle": {\n    "style.css": () => import("./demos/1.x/toggle/style.css"),\n  },\n');
    expect(files['live-modules.ts']).toContain('export const demoFiles: Record<string, string[]> = {\n "toggle": [\n  "style.css",\n  "useToggle.ts"\n ]\n};');
    expect(files['live-modules.ts']).toContain('export const demoPages: Record<string, string> = {\n "toggle": "/troubleshooting/toggles"\n};');
  });
});
