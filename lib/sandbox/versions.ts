/**
 * The package versions of a demo export, decided at build time from what the site installs. Never from
 * `React.version` at run time: in the app router that is the canary React bundled inside Next, a prerelease
 * that satisfies no peer range (`react >=16.9.0`), so `npm install` of the export fails with ERESOLVE.
 */

/** The `dependencies` and the type packages of an exported project, each pinned to one version. */
export interface SandboxPackages {
  /** The demo's npm packages, plus react and react-dom. */
  dependencies: Record<string, string>;
  /** TypeScript and the `@types/*` packages the site type-checks these dependencies with. */
  devDependencies: Record<string, string>;
}

/** What the site installs: the names its package.json lists, and the version in its node_modules. */
export interface SiteInstall {
  declared: ReadonlySet<string>;
  installed: (name: string) => string | undefined;
}

/** Every export mounts the demo with `react-dom/client`, whether or not the demo imports React. */
export const RUNTIME_PACKAGES = ['react', 'react-dom'] as const;

/** Type-checks the exported project, as it type-checks the demos on this site. */
const TYPE_CHECKER = 'typescript';

/** A release, `major.minor.patch`; a prerelease (`-canary-…`, `-rc.1`) or build tag (`+sha`) is not one. */
export function isStableVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/** `react-resizable` → `@types/react-resizable`, `@scope/pkg` → `@types/scope__pkg` (DefinitelyTyped's names). */
export function typesPackageFor(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/** An export would pin a package to a version npm cannot use; names the package, for the build's message. */
export class SandboxVersionError extends Error {
  constructor(
    readonly packageName: string,
    readonly reason: string,
  ) {
    super(`"${packageName}" ${reason}`);
    this.name = 'SandboxVersionError';
  }
}

function siteVersion(site: SiteInstall, name: string): string {
  if (!site.declared.has(name)) throw new SandboxVersionError(name, 'is not listed in the site’s package.json, so there is no version of the site’s to pin');
  const version = site.installed(name);
  if (version === undefined) throw new SandboxVersionError(name, 'is listed in the site’s package.json but not installed; run npm install');
  return version;
}

/**
 * The versions a demo's export pins: its packages as installed (`demoPackages`), react and react-dom as the
 * site's package.json and node_modules have them, TypeScript and the `@types/*` package of each dependency
 * the site lists one for, at their installed versions. Throws a SandboxVersionError on any prerelease.
 */
export function sandboxPackages(demoPackages: Readonly<Record<string, string>>, site: SiteInstall): SandboxPackages {
  const dependencies: Record<string, string> = { ...demoPackages };
  for (const name of RUNTIME_PACKAGES) dependencies[name] = siteVersion(site, name);
  const devDependencies: Record<string, string> = { [TYPE_CHECKER]: siteVersion(site, TYPE_CHECKER) };
  for (const name of Object.keys(dependencies)) {
    const types = typesPackageFor(name);
    if (site.declared.has(types)) devDependencies[types] = siteVersion(site, types);
  }
  for (const [name, version] of [...Object.entries(dependencies), ...Object.entries(devDependencies)]) {
    if (!isStableVersion(version)) {
      throw new SandboxVersionError(
        name,
        `would be pinned to ${version}, not a release: a prerelease satisfies no peer range, so npm install of the export fails (ERESOLVE)`,
      );
    }
  }
  return { dependencies: sorted(dependencies), devDependencies: sorted(devDependencies) };
}

export function sorted(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
