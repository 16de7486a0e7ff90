import fs from 'node:fs';
import path from 'node:path';
import generated from '@/.generated/registry.json';
import versionData from '@/content/changelog-versions.json';
import { compareVersions, type ChangelogVersions } from '@/lib/changelog/versions';
import { markdownPath } from '@/lib/markdown/path';
import type { Registry } from '@/lib/registry/types';

/**
 * Every version named next to the table's package name, in every page and demo as each line shows it, is one that
 * package published: `rc-table 7.55.1` and `@rc-component/table 1.x` are, `@rc-component/table 7.55.1` and
 * `rc-table 1.x` never were (the rename of a shared text must not make them: lib/lines/rename.ts). The pages are
 * read in their Markdown copies, which hold the page's text as its line shows it, its demos' texts and files and
 * its API tables; the demos in the registry, as each line has them. Both come from `npx tsx scripts/build-registry.ts`.
 */
const registry = generated as Registry;
const data = versionData as ChangelogVersions;
const root = path.join(__dirname, '..', '..');

/** The changelog's hand-kept history below `from` (`## 7.13.3` … `## 3.2.0`): releases the data file does not list. */
function historyHeadings(file: string): string[] {
  return Array.from(fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^## (\d+\.\d+\.\d+\S*)\s*$/gm), (match) => match[1]);
}

/** Each table package's published versions: the data file's, and for rc-table its releases before `from` as the 7.x changelog has them. */
const PUBLISHED: Record<string, string[]> = Object.fromEntries(
  Object.entries(data.packages).map(([name, entry]) => {
    const listed = entry.versions.map((version) => version.version);
    const older = name === 'rc-table' ? historyHeadings('content/7.x/changelog.md').filter((version) => compareVersions(version, entry.from) < 0) : [];
    return [name, [...listed, ...older]];
  }),
);
const NAMES = Object.keys(PUBLISHED);

/** A name as a word (not `rc-table-cell`, `.rc-table`, `x/rc-table`), then a version: ` 7.55.1`, `@7`, ` v7`, `` ` 7.x ``, ` ^1.11.1`. */
const MENTION = new RegExp(
  `(?<![\\w@./-])(${NAMES.map((name) => name.replace(/[./]/g, '\\$&')).join('|')})(?![\\w-])[\`'"*]*(?:@|[ \\t\\u00a0]+v?|v)([\\^~]?\\d+(?:\\.(?:\\d+|x))*(?:-[0-9A-Za-z]+(?:\\.[0-9A-Za-z]+)*)?)`,
  'g',
);

/** Whether `name` published `spec`: an exact version, a range's base (`^1.11.1`), or some version of an x-range (`7`, `7.x`, `7.52.x`). */
function wasPublished(name: string, spec: string): boolean {
  const versions = PUBLISHED[name] ?? [];
  const bare = spec.replace(/^[\^~]/, '');
  if (/^\d+\.\d+\.\d+(?:-.+)?$/.test(bare)) return versions.includes(bare);
  const prefix = bare.split('.').filter((part) => part !== 'x');
  return versions.some((version) => prefix.every((part, i) => version.split(/[.-]/)[i] === part));
}

/** The versions named next to a table package in `text`, as `name version`. */
const mentions = (text: string) => Array.from(text.matchAll(MENTION), ([, name, spec]) => ({ name, spec }));

/** The versions named next to a table package in `text` that the package never published, as `name version`. */
function unpublishedMentions(text: string): string[] {
  return mentions(text)
    .filter(({ name, spec }) => !wasPublished(name, spec))
    .map(({ name, spec }) => `${name} ${spec}`);
}

describe('the check of a version named next to a package name', () => {
  it('takes what each package published, on both lines', () => {
    const published = [
      'rc-table 7.55.1',
      'in rc-table 7 and later',
      'rc-table@7',
      '`rc-table` 7.x',
      'rc-table 7.52.x',
      'rc-table 3.2.0',
      '`@rc-component/table` 1.12.0',
      '@rc-component/table 1.x',
      '@rc-component/table@^1.11.1',
      'rc-table v7.14.0.',
    ];
    for (const text of published) expect([text, unpublishedMentions(text)]).toEqual([text, []]);
  });

  it('rejects a version of the other name, and one never published', () => {
    expect(unpublishedMentions('in @rc-component/table 7.55.1 any value warns')).toEqual(['@rc-component/table 7.55.1']);
    expect(unpublishedMentions('// @rc-component/table 7 mistakes `title`')).toEqual(['@rc-component/table 7']);
    expect(unpublishedMentions('`@rc-component/table` 7.x')).toEqual(['@rc-component/table 7.x']);
    expect(unpublishedMentions('rc-table 1.x, rc-table@1.12.0')).toEqual(['rc-table 1.x', 'rc-table 1.12.0']);
    expect(unpublishedMentions('rc-table 7.56.0 and @rc-component/table 1.13')).toEqual(['rc-table 7.56.0', '@rc-component/table 1.13']);
  });

  it('knows the installed versions and the first of each line', () => {
    expect(wasPublished('rc-table', '7.55.1')).toBe(true);
    expect(wasPublished('@rc-component/table', '1.12.0')).toBe(true);
    expect(wasPublished('@rc-component/table', '1.0.0')).toBe(true);
    expect(wasPublished('rc-table', '7.13.3')).toBe(true);
  });
});

describe('every version named next to a table package', () => {
  const pages = registry.routes.map((route) => {
    const file = path.join(root, 'public', markdownPath(route.path));
    if (!fs.existsSync(file)) throw new Error(`${markdownPath(route.path)} is missing from public/: run \`npx tsx scripts/build-registry.ts\``);
    return { path: route.path, text: fs.readFileSync(file, 'utf8') };
  });

  it('is found in the pages, under both names', () => {
    const named = new Set(pages.flatMap((page) => mentions(page.text).map(({ name }) => name)));
    expect([...named].sort()).toEqual([...NAMES].sort());
  });

  it('in each page as its line and edition show it (text, demos, API tables) was published', () => {
    const found = pages.flatMap((page) => unpublishedMentions(page.text).map((mention) => `${page.path}: ${mention}`));
    expect(found).toEqual([]);
  });

  it("in each demo's texts, files and packages as its line has them was published", () => {
    const found = Object.values(registry.demos).flatMap(({ id, asset }) => {
      const texts = [asset.title, asset.description, ...Object.values(asset.locales).flatMap((text) => [text.title, text.description])];
      const files = Object.values(asset.dependencies).flatMap((dependency) => (dependency.type === 'FILE' ? [dependency.value] : []));
      const packages = Object.entries(asset.dependencies).flatMap(([name, dependency]) => (dependency.type === 'NPM' ? [`${name}@${dependency.value}`] : []));
      return [...texts, ...files, ...packages].flatMap((text) => unpublishedMentions(text).map((mention) => `/~demos/${id}: ${mention}`));
    });
    expect(found).toEqual([]);
  });
});
