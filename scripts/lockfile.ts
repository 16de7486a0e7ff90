/**
 * Whether `package-lock.json` agrees with `package.json`, read offline from the two files alone. `npm ci`
 * refuses a lockfile out of step, and `npm install` rewrites it (leaving a fresh clone dirty); this finds
 * both cases in milliseconds, where `npm ci --dry-run` takes half a minute and needs the registry to name a
 * package the lockfile lacks.
 */

/** The fields of `package.json` that npm copies into the lockfile's root entry. */
const ROOT_FIELDS = ['name', 'version', 'dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'engines', 'bin'] as const;

/** The dependency fields of a locked package whose targets npm always locks (peers are locked only when installed). */
const LOCKED_EDGES = ['dependencies', 'optionalDependencies'] as const;

type Manifest = Partial<Record<(typeof ROOT_FIELDS)[number], unknown>>;

interface LockedPackage {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion?: number;
  packages?: Record<string, LockedPackage>;
}

/** Equal as JSON values, key order ignored. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).sort();
  const bKeys = Object.keys(b).sort();
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key, index) => key === bKeys[index] && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Where Node would find `name` from the package at `from` (`''` is the root): its own node_modules, then each enclosing one. */
function resolvesTo(packages: Record<string, LockedPackage>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** Every disagreement between the manifest and the lockfile, one sentence each; empty when they agree. */
export function lockfileProblems(manifest: Manifest, lock: Lockfile): string[] {
  const problems: string[] = [];
  if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${String(lock.lockfileVersion)}, npm 9 and later write 3`);
  const packages = lock.packages ?? {};
  const root = packages[''];
  if (!root) return [...problems, 'the lockfile has no root entry (packages[""])'];

  for (const field of ROOT_FIELDS) {
    const inManifest = manifest[field];
    const isEmptyMap = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;
    if (inManifest === undefined || isEmptyMap(inManifest) ? root[field] === undefined : sameValue(inManifest, root[field])) continue;
    problems.push(`"${field}" in package.json differs from the lockfile's root entry`);
  }

  for (const [location, locked] of Object.entries(packages)) {
    if (location === '' || locked.link) continue;
    if (!locked.version) problems.push(`${location} has no version`);
    for (const edge of LOCKED_EDGES) {
      for (const name of Object.keys(locked[edge] ?? {})) {
        if (!resolvesTo(packages, location, name)) problems.push(`${location} needs ${name} (${edge}), which the lockfile does not hold`);
      }
    }
  }
  for (const edge of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
    const declared = manifest[edge];
    if (typeof declared !== 'object' || declared === null) continue;
    for (const name of Object.keys(declared)) {
      if (!packages[`node_modules/${name}`]) problems.push(`package.json's ${edge} name ${name}, which the lockfile does not hold`);
    }
  }
  return problems;
}
