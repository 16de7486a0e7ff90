/**
 * When each API row's prop arrived on its line, and since when the line deprecates it: content/api/since.json,
 * written by scripts/api-since.ts from the package's git history. Pure functions over that data; the version
 * comparisons the browser's marks need are in `versions.ts`, and the file is read by `since-files.ts`.
 */
import type { ChangelogVersions } from '../changelog/versions';
import { compareVersions, isPlainVersion } from './versions';

export { compareVersions, isNewerThan, isPlainVersion } from './versions';
import type { ExtractedProp } from './types';

/** The committed data file, relative to the site's root. */
export const SINCE_FILE = 'content/api/since.json';

export interface SinceDeprecation {
  /** The first published version from which the prop stayed `@deprecated` up to the installed one. */
  since: string;
  /** The installed version's `@deprecated` text (what to use instead); empty when the tag has none. */
  text: string;
}

export interface PropSince {
  /** The first published version from which the prop stayed declared up to the installed one. */
  since: string;
  deprecated?: SinceDeprecation;
}

export interface LineSince {
  /** The npm package of the line (`@rc-component/table`). */
  package: string;
  /** The line's first release (`7.0.0`): a prop older than the line shows this. */
  first: string;
  /** The version whose declarations the site's API tables show. */
  installed: string;
  /** Every published release the script read, oldest first. */
  versions: string[];
  /** Table id → prop name → its history. */
  tables: Record<string, Record<string, PropSince>>;
}

export interface SinceData {
  /** How the file was made, and the command that remakes it. */
  source: string;
  lines: Record<string, LineSince>;
}

/** A row's history, or undefined when the data has no such line, table or prop. */
export function sinceOf(data: SinceData, line: string, table: string, prop: string): PropSince | undefined {
  return data.lines[line]?.tables[table]?.[prop];
}

/**
 * The published versions of each line: the changelog data's list for the line's package, and, below that list's
 * `from`, the releases the script read (the changelog data does not go back that far; the script took them from
 * the non-prerelease tags and compared them with the registry).
 */
export function publishedByLine(changelog: ChangelogVersions, data: SinceData): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(changelog.packages).map(({ line, from, versions }) => [
      line,
      [...versions.map((entry) => entry.version), ...(data.lines[line]?.versions ?? []).filter((version) => compareVersions(version, from) < 0)],
    ]),
  );
}

/** Problems with one version of a row: it must be a published release of the line, no later than the installed one. */
function versionProblems(where: string, what: string, version: string, line: LineSince, published: ReadonlySet<string>): string[] {
  if (!isPlainVersion(version)) return [`${where}: ${what} "${version}" is not a plain x.y.z version`];
  const problems: string[] = [];
  if (!published.has(version)) problems.push(`${where}: ${what} ${version} is not a published version of ${line.package}`);
  if (compareVersions(version, line.installed) > 0) problems.push(`${where}: ${what} ${version} is later than the installed ${line.installed}`);
  return problems;
}

/** Problems with one row against the installed declarations of its prop. */
function rowProblems(where: string, row: PropSince, prop: ExtractedProp, line: LineSince, published: ReadonlySet<string>): string[] {
  const problems = versionProblems(where, 'since', row.since, line, published);
  const deprecated = prop.labels.includes('deprecated');
  if (deprecated && !row.deprecated) return [...problems, `${where}: the installed types deprecate it, the data does not`];
  if (!deprecated && row.deprecated) return [...problems, `${where}: the data deprecates it, the installed types do not`];
  if (!row.deprecated) return problems;
  problems.push(...versionProblems(where, 'deprecated.since', row.deprecated.since, line, published));
  if (isPlainVersion(row.deprecated.since) && isPlainVersion(row.since) && compareVersions(row.deprecated.since, row.since) < 0)
    problems.push(`${where}: deprecated since ${row.deprecated.since}, before the prop itself (${row.since})`);
  // The text is the replacement the row's tooltip names: it must be the installed one.
  if (row.deprecated.text !== (prop.deprecation ?? ''))
    problems.push(`${where}: deprecation text differs from the installed types' "${prop.deprecation ?? ''}"`);
  return problems;
}

/** Problems with the line's list of releases read: every published release up to the installed one, and nothing else. */
function versionListProblems(lineId: string, line: LineSince, published: readonly string[]): string[] {
  const read = new Set(line.versions);
  const releases = published.filter((version) => isPlainVersion(version) && compareVersions(version, line.first) >= 0);
  const unread = releases.filter((version) => compareVersions(version, line.installed) <= 0 && !read.has(version));
  const unpublished = line.versions.filter((version) => !releases.includes(version));
  return [
    ...(releases.includes(line.installed) ? [] : [`${lineId}: installed ${line.installed} is not a published version of ${line.package}`]),
    ...unread.map((version) => `${lineId}: published ${version} was not read`),
    ...unpublished.map((version) => `${lineId}: read ${version}, which is not a published version of ${line.package}`),
  ];
}

/**
 * Everything wrong with the data against each line's installed declarations (`extracted`, as lib/api/build.ts's
 * `extractLineApi` reads them) and each line's published versions: a row missing or stale, a version that was never
 * published or is later than the installed one, a deprecation the installed types do not state (or do, and the data
 * misses). Each problem names the line, table and prop.
 */
export function checkSinceData(
  data: SinceData,
  extracted: Readonly<Record<string, Record<string, ExtractedProp[]>>>,
  published: Readonly<Record<string, readonly string[]>>,
): string[] {
  const problems: string[] = [];
  for (const lineId of Object.keys(data.lines)) if (!(lineId in extracted)) problems.push(`${lineId}: stale line, no installed types were given for it`);
  for (const [lineId, tables] of Object.entries(extracted)) {
    const line = data.lines[lineId];
    if (!line) {
      problems.push(`${lineId}: no line in ${SINCE_FILE}`);
      continue;
    }
    const versions = published[lineId] ?? [];
    const releases = new Set(versions);
    problems.push(...versionListProblems(lineId, line, versions));
    for (const [table, props] of Object.entries(tables)) {
      const rows = line.tables[table] ?? {};
      for (const prop of props) {
        const row = rows[prop.name];
        const where = `${lineId} ${table}.${prop.name}`;
        if (row) problems.push(...rowProblems(where, row, prop, line, releases));
        else problems.push(`${where}: no row, though the installed types have it`);
      }
    }
    for (const [table, rows] of Object.entries(line.tables)) {
      const props = tables[table];
      if (!props) {
        problems.push(`${lineId} ${table}: stale table, the installed types have no such API table`);
        continue;
      }
      for (const name of Object.keys(rows))
        if (!props.some((prop) => prop.name === name)) problems.push(`${lineId} ${table}.${name}: stale row, the installed types do not have it`);
    }
  }
  return problems;
}

/** Raised when the build needs a row's history and the data has none; the message says how to remake the file. */
export class SinceDataError extends Error {
  readonly file = SINCE_FILE;
  constructor(readonly problems: string[]) {
    super(`${SINCE_FILE}: ${problems.join('; ')}`);
  }
}
