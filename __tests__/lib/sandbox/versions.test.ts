import { isStableVersion, sandboxPackages, SandboxVersionError, typesPackageFor, type SiteInstall } from '@/lib/sandbox/versions';

/** A site with these packages listed in its package.json and installed at these versions. */
function site(installed: Record<string, string>, undeclared: string[] = []): SiteInstall {
  return { declared: new Set(Object.keys(installed).filter((name) => !undeclared.includes(name))), installed: (name) => installed[name] };
}

const SITE = { react: '19.3.1', 'react-dom': '19.3.1', typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' };

function versionError(action: () => unknown): SandboxVersionError {
  try {
    action();
  } catch (error) {
    if (error instanceof SandboxVersionError) return error;
    throw error;
  }
  throw new Error('expected a SandboxVersionError');
}

describe('isStableVersion', () => {
  it.each(['19.3.1', '0.0.1', '16.10.20'])('%s is a release', (version) => expect(isStableVersion(version)).toBe(true));
  it.each(['19.3.0-canary-278794d7-20261002', '19.0.0-rc.1', '1.2.3+build', '^19.3.1', '19.3', 'latest'])('%s is not', (version) => {
    expect(isStableVersion(version)).toBe(false);
  });
});

describe('typesPackageFor', () => {
  it('names the DefinitelyTyped package, scoped names joined by __', () => {
    expect(typesPackageFor('react-resizable')).toBe('@types/react-resizable');
    expect(typesPackageFor('@acme/kit')).toBe('@types/acme__kit');
  });
});

describe('sandboxPackages', () => {
  it('pins the demo’s packages, react and react-dom at the site’s installed versions, and TypeScript with React’s types', () => {
    expect(sandboxPackages({ 'rc-table': '7.55.1' }, site(SITE))).toEqual({
      dependencies: { 'rc-table': '7.55.1', react: '19.3.1', 'react-dom': '19.3.1' },
      devDependencies: { '@types/react': '19.3.0', '@types/react-dom': '19.3.0', typescript: '6.0.3' },
    });
  });

  it('takes react from the site even when the demo reports another version', () => {
    expect(sandboxPackages({ react: '18.0.0' }, site(SITE)).dependencies.react).toBe('19.3.1');
  });

  it('adds the @types package the site lists for a dependency, at its installed version', () => {
    const packages = sandboxPackages({ 'react-resizable': '4.0.2' }, site({ ...SITE, '@types/react-resizable': '3.0.8', '@types/unused': '1.0.0' }));
    expect(packages.devDependencies['@types/react-resizable']).toBe('3.0.8');
    expect(packages.devDependencies).not.toHaveProperty('@types/unused');
  });

  it('rejects a prerelease React, naming it: npm cannot resolve rc-table’s peer range against it', () => {
    const canary = '19.3.0-canary-278794d7-20261002';
    const error = versionError(() => sandboxPackages({ 'rc-table': '7.55.1' }, site({ ...SITE, react: canary, 'react-dom': canary })));
    expect(error.packageName).toBe('react');
    expect(error.message).toContain(canary);
    expect(error.message).toContain('ERESOLVE');
  });

  it('rejects a prerelease of a demo package or of a type package', () => {
    expect(versionError(() => sandboxPackages({ 'rc-table': '8.0.0-alpha.1' }, site(SITE))).packageName).toBe('rc-table');
    expect(versionError(() => sandboxPackages({}, site({ ...SITE, typescript: '6.1.0-beta' }))).packageName).toBe('typescript');
  });

  it('needs react and react-dom listed in the site’s package.json and installed', () => {
    expect(versionError(() => sandboxPackages({}, site(SITE, ['react-dom']))).message).toContain('"react-dom" is not listed');
    const notInstalled: SiteInstall = {
      declared: new Set(Object.keys(SITE)),
      installed: (name) => (name === 'react-dom' ? undefined : site(SITE).installed(name)),
    };
    expect(versionError(() => sandboxPackages({}, notInstalled)).message).toContain('"react-dom" is listed in the site’s package.json but not installed');
  });
});
