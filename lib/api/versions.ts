// Plain `x.y.z` versions, as the API's history (`since.ts`) and the reader's version marks compare them: small, since
// the marks run in the browser.

const PLAIN = /^(\d+)\.(\d+)\.(\d+)$/;

/** Whether a version is a release (`7.33.0`), not a prerelease (`7.33.0-alpha.4`). */
export function isPlainVersion(version: string): boolean {
  return PLAIN.test(version);
}

/** Compares two plain `x.y.z` versions: negative when a is older. Prereleases never appear in the data, so they throw. */
export function compareVersions(a: string, b: string): number {
  const pa = PLAIN.exec(a);
  const pb = PLAIN.exec(b);
  if (!pa || !pb) throw new Error(`not a plain x.y.z version: "${pa ? b : a}"`);
  for (let i = 1; i <= 3; i += 1) if (pa[i] !== pb[i]) return Number(pa[i]) - Number(pb[i]);
  return 0;
}

/** True when the prop arrived after `picked`, the version the reader has: it is not there for them yet. */
export function isNewerThan(since: string, picked: string): boolean {
  return compareVersions(since, picked) > 0;
}
