/**
 * The published versions each changelog page must list (content/changelog-versions.json), and how a refresh from
 * the npm registry's `time` map merges into them. Pure: scripts/changelog-versions.ts does the asking and writing.
 */

export interface PublishedVersion {
  version: string;
  /** The release date (YYYY-MM-DD), taken from the version's tag or version-bump commit. */
  date: string;
}

export interface PackageVersions {
  /** The site line whose changelog starts with this package's releases. */
  line: string;
  /** The oldest version listed here; older ones are the changelog's hand-kept history. */
  from: string;
  versions: PublishedVersion[];
}

export interface ChangelogVersions {
  /** Newest package first: the 1.x changelog lists them all in this order, the 7.x one the packages of its line on. */
  packages: Record<string, PackageVersions>;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

/** Compares two semver versions, prereleases below their release (`7.33.0-alpha.4` < `7.33.0`): negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = VERSION.exec(a);
  const pb = VERSION.exec(b);
  if (!pa || !pb) throw new Error(`not a version: "${pa ? b : a}"`);
  for (let i = 1; i <= 3; i += 1) if (pa[i] !== pb[i]) return Number(pa[i]) - Number(pb[i]);
  if (pa[4] === pb[4]) return 0;
  if (pa[4] === undefined) return 1;
  if (pb[4] === undefined) return -1;
  const ia = pa[4].split('.');
  const ib = pb[4].split('.');
  for (let i = 0; i < Math.max(ia.length, ib.length); i += 1) {
    if (ia[i] === undefined) return -1;
    if (ib[i] === undefined) return 1;
    if (ia[i] === ib[i]) continue;
    const na = /^\d+$/.test(ia[i]) ? Number(ia[i]) : undefined;
    const nb = /^\d+$/.test(ib[i]) ? Number(ib[i]) : undefined;
    if (na !== undefined && nb !== undefined) return na - nb;
    if (na !== undefined) return -1;
    if (nb !== undefined) return 1;
    return ia[i] < ib[i] ? -1 : 1;
  }
  return 0;
}

export interface Refresh {
  versions: PublishedVersion[];
  /** Versions the registry lists that the data lacked: added with the registry's date, to be checked against the tag. */
  added: PublishedVersion[];
  /** Versions the data has that the registry does not list (a partial mirror): kept. */
  unlisted: string[];
}

/**
 * Merges `npm view <package> time --json` into a package's versions: each version from `from` on that the registry
 * lists is kept or added, none is dropped, and a known date is never replaced (a mirror's `time` says when the
 * mirror copied a version, not when it was published).
 */
export function refreshVersions(known: PackageVersions, registryTime: Record<string, string>): Refresh {
  const listed = Object.keys(registryTime).filter((key) => VERSION.test(key) && compareVersions(key, known.from) >= 0);
  const have = new Set(known.versions.map((entry) => entry.version));
  const added = listed.filter((version) => !have.has(version)).map((version) => ({ version, date: registryTime[version].slice(0, 10) }));
  const unlisted = known.versions.map((entry) => entry.version).filter((version) => !(version in registryTime));
  const versions = [...known.versions, ...added].sort((a, b) => compareVersions(b.version, a.version));
  return { versions, added, unlisted };
}

/** The versions a line's changelog lists, newest first: its own package's and those of every older package. */
export function versionsOnLine(data: ChangelogVersions, line: string): PublishedVersion[] {
  const packages = Object.values(data.packages);
  const start = packages.findIndex((entry) => entry.line === line);
  if (start < 0) throw new Error(`no package in content/changelog-versions.json starts the ${line} line's changelog`);
  return packages.slice(start).flatMap((entry) => entry.versions);
}
