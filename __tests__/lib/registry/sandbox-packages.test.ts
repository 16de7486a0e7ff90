import { demoSandboxPackages, siteInstall } from '@/lib/registry/sandbox-packages';
import { build, expectContentError, installPackages, removeTempDirs, siteProject, writeTree } from './fixture';

afterEach(removeTempDirs);

/** The site fixture with a package.json listing React, react-dom and TypeScript, installed at `versions`. */
function siteWith(versions: Record<string, string>): string {
  const root = siteProject({
    'package.json': JSON.stringify({
      dependencies: { '@rc-component/table': '^1.12.0', 'rc-table': '^7.0.0', react: '^19.3.1', 'react-dom': '^19.3.1' },
      devDependencies: { typescript: '~6.0.3', '@types/react': '^19.3.0' },
    }),
  });
  installPackages(root, versions);
  return root;
}

const STABLE = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'rc-table': '7.55.1',
  '@rc-component/table': '1.12.0',
  typescript: '6.0.3',
  '@types/react': '19.3.0',
};

describe('siteInstall', () => {
  it('lists the names of package.json and reads versions from node_modules', () => {
    const site = siteInstall(siteWith(STABLE));
    expect([...site.declared].sort()).toEqual(['@rc-component/table', '@types/react', 'rc-table', 'react', 'react-dom', 'typescript']);
    expect(site.installed('react-dom')).toBe('19.3.1');
    expect(site.installed('left-pad')).toBeUndefined();
  });
});

describe('demoSandboxPackages', () => {
  it("gives every demo on every line react and react-dom at the installed release, besides its line's own packages", () => {
    const root = siteWith(STABLE);
    const plain = { dependencies: { react: '19.3.1', 'react-dom': '19.3.1' }, devDependencies: { '@types/react': '19.3.0', typescript: '6.0.3' } };
    expect(demoSandboxPackages(build(root), siteInstall(root))).toEqual({
      '7.x-plain': plain,
      '7.x-toggle': {
        dependencies: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' },
        devDependencies: { '@types/react': '19.3.0', typescript: '6.0.3' },
      },
      plain,
      toggle: {
        dependencies: { '@rc-component/table': '1.12.0', react: '19.3.1', 'react-dom': '19.3.1' },
        devDependencies: { '@types/react': '19.3.0', typescript: '6.0.3' },
      },
    });
  });

  it('fails on a prerelease, naming the demo and the package', () => {
    const root = siteWith({ ...STABLE, 'rc-table': '8.0.0-alpha.2' });
    expectContentError(() => demoSandboxPackages(build(root), siteInstall(root)), 'demos/toggle/index.tsx', '"rc-table" would be pinned to 8.0.0-alpha.2');
  });

  it('fails on the canary React a run-time React.version would report', () => {
    const canary = '19.3.0-canary-278794d7-20261002';
    const root = siteWith({ ...STABLE, react: canary, 'react-dom': canary });
    expectContentError(() => demoSandboxPackages(build(root), siteInstall(root)), 'demos/plain/index.tsx', `"react" would be pinned to ${canary}`);
  });

  it('fails when the site’s package.json does not list react-dom', () => {
    const root = siteWith(STABLE);
    writeTree(root, { 'package.json': JSON.stringify({ dependencies: { react: '^19.3.1' } }) });
    expectContentError(
      () => demoSandboxPackages(build(root), siteInstall(root)),
      'demos/plain/index.tsx',
      '"react-dom" is not listed in the site’s package.json',
    );
  });
});
