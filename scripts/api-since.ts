/**
 * `npx tsx scripts/api-since.ts` (the `api:since` npm script): writes content/api/since.json, the version each API
 * row's prop arrived in on its line and since when the line deprecates it, from the package's own git history.
 *
 * For each published release of each line up to the installed version, the release's `src/` is written to a temp
 * folder and the props of every API entry (lib/api/entries.ts) are read from it with lib/api/extract.ts, as the site
 * reads the installed declarations: one TypeScript program over all releases, so the lib and React declarations are
 * parsed once. Releases are the changelog data's (content/changelog-versions.json) from its `from` on, and below
 * that the line's non-prerelease tags, compared with `npm view <package> versions`.
 *
 * A release is read at its tag when the tag's package.json names that package and version; several tags of
 * react-component/table sit on another commit (a maintenance release tagged on master, `v7.50.5` on a 1.x commit),
 * so otherwise the commit that set package.json to that version is read, and a release with neither is left out
 * (each case is printed). The git directory is RC_TABLE_GIT_DIR, by default the mirror below /work/.mirror.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import ts from 'typescript';
import { extractLineApi } from '../lib/api/build';
import { apiEntries } from '../lib/api/entries';
import { ApiExtractError, extractApi } from '../lib/api/extract';
import { compareVersions, isPlainVersion, SINCE_FILE, type LineSince, type PropSince, type SinceData } from '../lib/api/since';
import type { ApiEntry, ExtractedProp } from '../lib/api/types';
import type { ChangelogVersions } from '../lib/changelog/versions';
import { LINES, type LineId } from '../lib/lines/lines';

const root = process.cwd();
const gitDir = process.env.RC_TABLE_GIT_DIR ?? '/work/.mirror/react-component+table/repo';
const COMMAND = 'npx tsx scripts/api-since.ts';
const SOURCE =
  `Written by \`${COMMAND}\` (the \`api:since\` npm script); do not edit. For each published release of each line up to the installed one, ` +
  "the props of each API table as the TypeScript compiler reads them (lib/api/extract.ts) from the release's src/ in the git history of " +
  "react-component/table. since: the first release from which the prop stayed declared up to the installed version (a prop older than the line shows the line's first release); " +
  "deprecated.since: the same for its @deprecated tag, with the installed version's text. versions: the releases read.";

/** Props of every API table at one release; an entry the release does not declare is absent. */
type Snapshot = Record<string, ExtractedProp[]>;

interface Release {
  version: string;
  commit: string;
}

function git(args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** `name@version` of a package.json text; regexes, since an old commit's file need not be valid JSON. */
function packageId(text: string): string | undefined {
  const name = /"name"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  const version = /"version"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  return name && version ? `${name}@${version}` : undefined;
}

/** Reads many blobs (`rev:path`) in one `git cat-file --batch`: undefined for a missing one. */
function readBlobs(specs: string[]): (string | undefined)[] {
  const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { input: specs.join('\n') + '\n', maxBuffer: 1 << 30 });
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < specs.length; i += 1) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('utf8');
    at = eol + 1;
    if (header.endsWith(' missing')) {
      texts.push(undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    texts.push(out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return texts;
}

/**
 * The commits that set package.json to each `name@version`, oldest first: the first is the version bump a release is
 * published from, when its tag sits elsewhere.
 */
function versionBumps(): Map<string, string[]> {
  const commits = git(['log', '--all', '--format=%H %ct', '--', 'package.json'])
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map(([hash]) => hash);
  const texts = readBlobs(commits.map((hash) => `${hash}:package.json`));
  const bumps = new Map<string, string[]>();
  commits.forEach((hash, i) => {
    const id = texts[i] && packageId(texts[i]);
    if (id) bumps.set(id, [...(bumps.get(id) ?? []), hash]);
  });
  return bumps;
}

/** Each tag's commit (an annotated tag peeled), in one `git for-each-ref`. */
function tagCommits(): Map<string, string> {
  const lines = git(['for-each-ref', 'refs/tags', '--format=%(refname:strip=2) %(objectname) %(*objectname)']).trim().split('\n');
  return new Map(lines.map((line) => line.split(' ')).map(([tag, object, peeled]) => [tag, peeled || object]));
}

/** The tags that may name a release: `1.0.0` without prefix is the 2014 rc-table 1.0.0, `v1.0.0` @rc-component/table's. */
const tagNames = (pkg: string, version: string) => [`${pkg}@${version}`, `v${version}`, version];

/** `name@version` of each commit's package.json, read in one batch. */
function packagesAt(commits: string[]): Map<string, string | undefined> {
  const unique = [...new Set(commits)];
  const texts = readBlobs(unique.map((commit) => `${commit}:package.json`));
  return new Map(unique.map((commit, i) => [commit, texts[i] && packageId(texts[i])]));
}

/** The commit a release is read at (its tag, else its version bump), or why it cannot be read. */
function resolveRelease(
  pkg: string,
  version: string,
  tags: ReadonlyMap<string, string>,
  packages: ReadonlyMap<string, string | undefined>,
  bumps: ReadonlyMap<string, string[]>,
): Release | string {
  const id = `${pkg}@${version}`;
  const tagged = tagNames(pkg, version).flatMap((tag) => {
    const commit = tags.get(tag);
    return commit ? [{ tag, commit, package: packages.get(commit) }] : [];
  });
  const match = tagged.find((candidate) => candidate.package === id);
  if (match) return { version, commit: match.commit };
  const bump = bumps.get(id)?.[0];
  const elsewhere = tagged.map((candidate) => `${candidate.tag} is ${candidate.package ?? 'no package'}`).join(', ');
  if (bump) {
    console.log(`  ${version}: read at its version bump ${bump.slice(0, 8)}${elsewhere ? ` (tag ${elsewhere})` : ' (no tag)'}`);
    return { version, commit: bump };
  }
  return `no commit sets package.json to ${id}${elsewhere ? ` (tag ${elsewhere})` : ''}`;
}

/** The registry's versions of a package, or undefined when it cannot be asked. */
function registryVersions(pkg: string): Set<string> | undefined {
  try {
    return new Set(JSON.parse(execFileSync('npm', ['view', pkg, 'versions', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as string[]);
  } catch {
    return undefined;
  }
}

/**
 * A line's releases, oldest first, up to the installed version: the changelog data's list from its `from` on, and
 * below it the line's non-prerelease tags (the changelog data does not go back that far).
 */
function lineReleases(line: LineId, pkg: string, first: string, installed: string, changelog: ChangelogVersions, tags: Iterable<string>): string[] {
  const known = changelog.packages[pkg];
  if (!known || known.line !== line) throw new Error(`content/changelog-versions.json has no ${pkg} for the ${line} line`);
  const major = first.split('.')[0];
  const tagged = [...tags].flatMap((tag) => {
    const version = tag.startsWith(`${pkg}@`) ? tag.slice(pkg.length + 1) : tag.startsWith('v') ? tag.slice(1) : undefined;
    return version && isPlainVersion(version) && version.split('.')[0] === major ? [version] : [];
  });
  const early = [...new Set(tagged)].filter((version) => compareVersions(version, first) >= 0 && compareVersions(version, known.from) < 0);
  if (early.length > 0) {
    const registry = registryVersions(pkg);
    const unlisted = early.filter((version) => !registry?.has(version));
    if (!registry) console.log(`  npm view ${pkg} versions failed: the ${early.length} tags below ${known.from} were not compared with the registry`);
    else if (unlisted.length > 0)
      console.log(
        `  kept, tagged and not prereleases, though the registry (a partial mirror) does not list them: ${unlisted.sort(compareVersions).join(', ')}`,
      );
  }
  const listed = known.versions.map((entry) => entry.version).filter(isPlainVersion);
  return [...early, ...listed].filter((version) => compareVersions(version, installed) <= 0).sort(compareVersions);
}

/**
 * Writes each commit's `src/` below its folder: `git archive` piped into `tar`, all in one bash, since spawning
 * hundreds of processes from Node costs more than the work.
 */
function writeSources(sources: { commit: string; dir: string }[]): void {
  const quote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;
  const script = sources.map(({ commit, dir }) => `mkdir -p ${quote(dir)} && git --git-dir ${quote(gitDir)} archive ${commit} src | tar -x -C ${quote(dir)}`);
  execFileSync('bash', ['-e', '-o', 'pipefail'], { input: script.join('\n') + '\n', stdio: ['pipe', 'inherit', 'inherit'] });
}

/** Top-level interface and type alias names of each file, parsed once (several entries share `interface.ts`). */
const declaredNames = new Map<string, Set<string>>();

/** Whether a file declares a top-level interface or type alias of that name: extractApi refuses an entry that does not. */
function declares(file: string, typeName: string): boolean {
  let names = declaredNames.get(file);
  if (!names) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    names = new Set(source.statements.flatMap((node) => (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) ? [node.name.text] : [])));
    declaredNames.set(file, names);
  }
  return names.has(typeName);
}

/** The source file behind an entry's declaration file (`Table.d.ts` → `src/Table.tsx` or `src/Table.ts`), if the release has it. */
function sourceOf(dir: string, entry: ApiEntry): string | undefined {
  const stem = path.join(dir, 'src', entry.file.replace(/\.d\.ts$/, ''));
  return ['.tsx', '.ts'].map((ext) => stem + ext).find((file) => fs.existsSync(file) && declares(file, entry.typeName));
}

const keyOf = (line: string, version: string, id: string) => `${line}|${version}|${id}`;

/**
 * Reads every release's tables in one program (the lib and React declarations parsed once). An entry the compiler
 * refuses (a `property` the type lacks) is dropped and the rest read again.
 */
function extractReleases(tmp: string, releases: { line: LineId; version: string }[]): Map<string, ExtractedProp[]> {
  let entries = releases.flatMap(({ line, version }) =>
    apiEntries.flatMap((entry) => {
      const file = sourceOf(path.join(tmp, line, version), entry);
      return file ? [{ ...entry, id: keyOf(line, version, entry.id), file: path.relative(tmp, file) }] : [];
    }),
  );
  for (;;) {
    try {
      return new Map(Object.entries(extractApi(tmp, entries)));
    } catch (error) {
      if (!(error instanceof ApiExtractError)) throw error;
      const id = /^API "([^"]+)"/.exec(error.message)?.[1];
      if (!id) throw error;
      console.log(`  left out: ${error.message}`);
      entries = entries.filter((entry) => entry.id !== id);
    }
  }
}

const isDeprecated = (prop: ExtractedProp | undefined) => prop?.labels.includes('deprecated') === true;

/** The first index of the run of `true` that ends at the last element (which must be true). */
function runStart(flags: boolean[]): number {
  let start = flags.length - 1;
  while (start > 0 && flags[start - 1]) start -= 1;
  return start;
}

/** Version ranges where a flag holds, for the printed notes (`7.0.0–7.2.1`). */
function ranges(flags: boolean[], versions: string[]): string[] {
  const out: string[] = [];
  flags.forEach((flag, i) => {
    if (!flag || flags[i - 1]) return;
    let end = i;
    while (flags[end + 1]) end += 1;
    out.push(end === i ? versions[i] : `${versions[i]}–${versions[end]}`);
  });
  return out;
}

/**
 * One line's rows from its releases' snapshots (the last is the installed version's own tag) and the installed
 * declarations, which decide which rows there are and which are deprecated.
 */
function lineTables(line: LineId, versions: string[], snapshots: Snapshot[], installed: Snapshot, notes: string[]): LineSince['tables'] {
  const tables: LineSince['tables'] = {};
  for (const entry of apiEntries) {
    const rows: Record<string, PropSince> = {};
    for (const prop of [...(installed[entry.id] ?? [])].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const at = snapshots.map((snapshot) => snapshot[entry.id]?.find((row) => row.name === prop.name));
      // The installed declarations stand for the installed release: a prop they have counts as there.
      const present = at.map((row, i) => row !== undefined || i === at.length - 1);
      const start = runStart(present);
      const where = `${line} ${entry.id}.${prop.name}`;
      if (present.slice(0, start).some(Boolean))
        notes.push(`${where}: declared in ${ranges(present.slice(0, start), versions).join(', ')}, absent after, back since ${versions[start]}`);
      const row: PropSince = { since: versions[start] };
      const deprecatedAt = at.map((candidate, i) => isDeprecated(candidate) || (i === at.length - 1 && isDeprecated(prop)));
      if (isDeprecated(prop)) {
        const from = runStart(deprecatedAt);
        row.deprecated = { since: versions[from], text: prop.deprecation ?? '' };
        if (deprecatedAt.slice(0, from).some(Boolean))
          notes.push(`${where}: deprecated in ${ranges(deprecatedAt.slice(0, from), versions).join(', ')}, not after, again since ${versions[from]}`);
      } else if (deprecatedAt.some(Boolean)) {
        notes.push(`${where}: deprecated in ${ranges(deprecatedAt, versions).join(', ')}, no longer in the installed version`);
      }
      rows[prop.name] = row;
    }
    tables[entry.id] = rows;
    // Props a release declared that the installed version does not: no row, but worth knowing when reading the data.
    const gone = new Set(snapshots.flatMap((snapshot) => (snapshot[entry.id] ?? []).map((row) => row.name)).filter((name) => !(name in rows)));
    for (const name of [...gone].sort()) {
      const declared = snapshots.map((snapshot) => snapshot[entry.id]?.some((row) => row.name === name) === true);
      notes.push(`${line} ${entry.id}.${name}: declared in ${ranges(declared, versions).join(', ')}, not in the installed version (no row)`);
    }
  }
  return tables;
}

/** Differences between the installed version's tag (src) and the installed declarations, per table. */
function compareInstalled(line: LineId, fromSource: Snapshot, installed: Snapshot): string[] {
  return apiEntries.flatMap((entry) => {
    const src = fromSource[entry.id] ?? [];
    const dts = installed[entry.id] ?? [];
    const names = (rows: ExtractedProp[]) => new Set(rows.map((row) => row.name));
    const onlySrc = [...names(src)].filter((name) => !names(dts).has(name));
    const onlyDts = [...names(dts)].filter((name) => !names(src).has(name));
    const deprecation = dts.flatMap((row) => {
      const other = src.find((candidate) => candidate.name === row.name);
      return other && (isDeprecated(other) !== isDeprecated(row) || other.deprecation !== row.deprecation)
        ? [
            `${row.name} deprecation "${other.deprecation ?? (isDeprecated(other) ? '' : 'none')}" in src, "${row.deprecation ?? (isDeprecated(row) ? '' : 'none')}" in .d.ts`,
          ]
        : [];
    });
    return [
      ...onlySrc.map((name) => `${line} ${entry.id}.${name}: in src at the tag, not in the installed .d.ts`),
      ...onlyDts.map((name) => `${line} ${entry.id}.${name}: in the installed .d.ts, not in src at the tag`),
      ...deprecation.map((text) => `${line} ${entry.id}: ${text}`),
    ];
  });
}

/** A folder in memory when there is one: some ten thousand small files are written and read, which a disk-backed /tmp makes ten times slower. */
function tempBase(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function main(): Promise<void> {
  const started = Date.now();
  const changelog = JSON.parse(fs.readFileSync(path.join(root, 'content/changelog-versions.json'), 'utf8')) as ChangelogVersions;
  const tags = tagCommits();
  const bumps = versionBumps();
  const tmp = fs.mkdtempSync(path.join(tempBase(), 'api-since-'));
  const data: SinceData = { source: SOURCE, lines: {} };
  try {
    // Imports in the releases' sources resolve against the site's packages.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    const wanted = LINES.map((line) => {
      const installed = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', line.package, 'package.json'), 'utf8')) as { version: string }).version;
      const first = `${line.id.split('.')[0]}.0.0`;
      console.log(`${line.id}: ${line.package} ${first} to ${installed}`);
      return { line: line.id, pkg: line.package, first, installed, versions: lineReleases(line.id, line.package, first, installed, changelog, tags.keys()) };
    });
    const packages = packagesAt(
      wanted.flatMap(({ pkg, versions }) => versions.flatMap((version) => tagNames(pkg, version).flatMap((tag) => tags.get(tag) ?? []))),
    );
    const plan = wanted.map(({ line, pkg, first, installed, versions }) => {
      console.log(`${line}:`);
      const releases = versions.flatMap((version) => {
        const release = resolveRelease(pkg, version, tags, packages, bumps);
        if (typeof release !== 'string') return [release];
        console.log(`  ${version}: not read, ${release}`);
        return [];
      });
      if (releases.at(-1)?.version !== installed) throw new Error(`${line}: the installed ${installed} is not a release that could be read`);
      console.log(`  ${releases.length} releases to read, ${releases[0].version} to ${installed}`);
      return { line, pkg, first, installed, releases, versions: releases.map((release) => release.version) };
    });
    writeSources(plan.flatMap(({ line, releases }) => releases.map(({ commit, version }) => ({ commit, dir: path.join(tmp, line, version) }))));
    console.log(`sources written in ${seconds(started)} s`);
    const reading = Date.now();
    const read = extractReleases(
      tmp,
      plan.flatMap(({ line, versions }) => versions.map((version) => ({ line, version }))),
    );
    console.log(`${read.size} tables read from ${plan.reduce((sum, { versions }) => sum + versions.length, 0)} releases in ${seconds(reading)} s`);
    for (const { line, pkg, first, installed, versions } of plan) {
      const snapshots = versions.map((version) =>
        Object.fromEntries(
          apiEntries.flatMap((entry) => {
            const rows = read.get(keyOf(line, version, entry.id));
            return rows ? [[entry.id, rows] as const] : [];
          }),
        ),
      );
      const declared = extractLineApi(root, line);
      const differences = compareInstalled(line, snapshots[snapshots.length - 1], declared);
      console.log(
        differences.length === 0
          ? `${line}: src at ${installed} matches the installed declarations`
          : `${line}: src at ${installed} differs from the installed declarations:`,
      );
      for (const difference of differences) console.log(`  ${difference}`);
      const notes: string[] = [];
      const tables = lineTables(line, versions, snapshots, declared, notes);
      for (const note of notes) console.log(`  ${note}`);
      const rows = Object.values(tables).reduce((sum, props) => sum + Object.keys(props).length, 0);
      console.log(`${line}: ${versions.length} releases read, ${rows} rows in ${Object.keys(tables).length} tables`);
      data.lines[line] = { package: pkg, first, installed, versions, tables };
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const file = path.join(root, SINCE_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  // Minified first, so Prettier keeps each row on one line and breaks only what does not fit.
  fs.writeFileSync(file, await prettier.format(JSON.stringify(data), { ...options, filepath: file }));
  console.log(`wrote ${SINCE_FILE} in ${seconds(started)} s in all`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
