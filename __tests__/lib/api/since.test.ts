/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { extractLineApi } from '@/lib/api/build';
import { checkSinceData, compareVersions, isNewerThan, publishedByLine, sinceOf, type SinceData } from '@/lib/api/since';
import { loadSinceData } from '@/lib/api/since-files';
import type { ExtractedProp } from '@/lib/api/types';
import type { ChangelogVersions } from '@/lib/changelog/versions';
import { LINE_IDS, lineById, type LineId } from '@/lib/lines/lines';

const root = process.cwd();
const data = loadSinceData(root);
const changelog = JSON.parse(fs.readFileSync(path.join(root, 'content/changelog-versions.json'), 'utf8')) as ChangelogVersions;
const published = publishedByLine(changelog, data);

/** Each line's installed props, extracted once: a TypeScript program over a package's declarations is the costly part. */
const extractions = new Map<LineId, Record<string, ExtractedProp[]>>();
const extractedOf = (line: LineId) => extractions.get(line) ?? extractions.set(line, extractLineApi(root, line)).get(line)!;

describe('content/api/since.json', () => {
  it("has no problem against each line's installed declarations and its published versions", () => {
    const extracted = Object.fromEntries(LINE_IDS.map((line) => [line, extractedOf(line)]));
    expect(checkSinceData(data, extracted, published)).toEqual([]);
  });

  it.each(LINE_IDS)('%s names the package and version the site installs', (line) => {
    const { package: name } = lineById(line);
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    expect(data.lines[line]).toMatchObject({ package: name, installed: version });
  });
});

const prop = (name: string, extra: Partial<ExtractedProp> = {}): ExtractedProp => ({ name, type: 'string', required: false, labels: [], ...extra });

describe('checkSinceData', () => {
  const extracted = {
    '7.x': { Table: [prop('rowKey'), prop('caption'), prop('expandIcon', { labels: ['deprecated'], deprecation: 'Use `expandable.expandIcon` instead' })] },
  };
  const versions = { '7.x': ['7.0.0', '7.27.0', '7.55.1'] };
  const good = (): SinceData => ({
    source: 'fixture',
    lines: {
      '7.x': {
        package: 'rc-table',
        first: '7.0.0',
        installed: '7.55.1',
        versions: ['7.0.0', '7.27.0', '7.55.1'],
        tables: {
          Table: {
            caption: { since: '7.27.0' },
            expandIcon: { since: '7.0.0', deprecated: { since: '7.0.0', text: 'Use `expandable.expandIcon` instead' } },
            rowKey: { since: '7.0.0' },
          },
        },
      },
    },
  });
  /** The fixture with one change made to a copy. */
  const changed = (change: (data: SinceData) => void): SinceData => {
    const copy = good();
    change(copy);
    return copy;
  };
  const check = (fixture: SinceData) => checkSinceData(fixture, extracted, versions);

  it('finds nothing wrong with a fixture that fits', () => {
    expect(check(good())).toEqual([]);
  });

  it('reports a missing row, naming line, table and prop', () => {
    expect(check(changed((fixture) => delete fixture.lines['7.x'].tables.Table.caption))).toEqual([
      '7.x Table.caption: no row, though the installed types have it',
    ]);
  });

  it('reports a version that was never published, or is later than the installed one', () => {
    // 7.55.0 was tagged but never published.
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.caption.since = '7.55.0')))).toEqual([
      '7.x Table.caption: since 7.55.0 is not a published version of rc-table',
    ]);
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.rowKey.since = '7.56.0')))).toEqual([
      '7.x Table.rowKey: since 7.56.0 is not a published version of rc-table',
      '7.x Table.rowKey: since 7.56.0 is later than the installed 7.55.1',
    ]);
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.rowKey.since = '7.33.0-alpha.4')))).toEqual([
      '7.x Table.rowKey: since "7.33.0-alpha.4" is not a plain x.y.z version',
    ]);
  });

  it('reports a stale row, a stale table and a stale line', () => {
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.reference = { since: '7.35.0' })))).toEqual([
      '7.x Table.reference: stale row, the installed types do not have it',
    ]);
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Footer = {})))).toEqual([
      '7.x Footer: stale table, the installed types have no such API table',
    ]);
    expect(check(changed((fixture) => (fixture.lines['6.x'] = fixture.lines['7.x'])))).toEqual(['6.x: stale line, no installed types were given for it']);
  });

  it('reports a deprecation the installed declarations do not state, or one the data misses or words differently', () => {
    expect(check(changed((fixture) => delete fixture.lines['7.x'].tables.Table.expandIcon.deprecated))).toEqual([
      '7.x Table.expandIcon: the installed types deprecate it, the data does not',
    ]);
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.caption.deprecated = { since: '7.27.0', text: '' })))).toEqual([
      '7.x Table.caption: the data deprecates it, the installed types do not',
    ]);
    expect(check(changed((fixture) => (fixture.lines['7.x'].tables.Table.expandIcon.deprecated!.text = 'Use `components.ExpandIcon` instead')))).toEqual([
      '7.x Table.expandIcon: deprecation text differs from the installed types\' "Use `expandable.expandIcon` instead"',
    ]);
    expect(
      check(
        changed(
          (fixture) =>
            (fixture.lines['7.x'].tables.Table.expandIcon = { since: '7.27.0', deprecated: { since: '7.0.0', text: 'Use `expandable.expandIcon` instead' } }),
        ),
      ),
    ).toContain('7.x Table.expandIcon: deprecated since 7.0.0, before the prop itself (7.27.0)');
  });

  it('reports a published release the script did not read, and a read one that was never published', () => {
    expect(check(changed((fixture) => (fixture.lines['7.x'].versions = ['7.0.0', '7.55.1'])))).toEqual(['7.x: published 7.27.0 was not read']);
    expect(check(changed((fixture) => fixture.lines['7.x'].versions.push('7.55.0')))).toEqual([
      '7.x: read 7.55.0, which is not a published version of rc-table',
    ]);
  });

  it('reports a line the data lacks', () => {
    expect(checkSinceData(good(), { ...extracted, '1.x': { Table: [prop('rowKey')] } }, versions)).toEqual(['1.x: no line in content/api/since.json']);
  });
});

describe('the helpers', () => {
  it('compares plain versions numerically and refuses prereleases', () => {
    expect(compareVersions('7.9.0', '7.10.0')).toBeLessThan(0);
    expect(compareVersions('1.12.0', '1.12.0')).toBe(0);
    expect(compareVersions('7.55.1', '7.55.0')).toBeGreaterThan(0);
    expect(() => compareVersions('7.33.0-alpha.4', '7.33.0')).toThrow('7.33.0-alpha.4');
  });

  it('tells whether a prop arrived after the version the reader has', () => {
    expect(isNewerThan('7.45.0', '7.44.0')).toBe(true);
    expect(isNewerThan('7.45.0', '7.45.0')).toBe(false);
    expect(isNewerThan('7.45.0', '7.50.0')).toBe(false);
  });

  it("finds a row's history, or nothing for an unknown line, table or prop", () => {
    expect(sinceOf(data, '7.x', 'Table', 'rowHoverable')).toEqual({ since: '7.45.0' });
    expect(sinceOf(data, '6.x', 'Table', 'rowHoverable')).toBeUndefined();
    expect(sinceOf(data, '7.x', 'Footer', 'rowHoverable')).toBeUndefined();
    expect(sinceOf(data, '7.x', 'Table', 'nope')).toBeUndefined();
  });

  it("takes a line's published versions from the changelog data, and older ones from the releases the script read", () => {
    expect(published['1.x']).toEqual(changelog.packages['@rc-component/table'].versions.map((entry) => entry.version));
    expect(published['7.x']).toEqual(expect.arrayContaining(['7.0.0', '7.13.3', '7.14.0', '7.33.0-alpha.4', '7.55.1']));
    // Tagged, never published: the changelog data does not list them, nor did the script read them.
    for (const version of ['7.44.0', '7.55.0', '7.2.2']) expect(published['7.x']).not.toContain(version);
  });
});

/** The bullets under `## version` of a line's changelog. */
function bullets(line: LineId, version: string): string[] {
  const text = fs.readFileSync(path.join(root, 'content', line, 'changelog.md'), 'utf8');
  const start = text.indexOf(`\n## ${version}\n`);
  if (start < 0) throw new Error(`content/${line}/changelog.md has no ${version}`);
  const end = text.indexOf('\n## ', start + 1);
  return text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((bullet) => bullet.startsWith('- '));
}

/** The `- 新增：` (added) bullet under `## version` that says `mention`. */
const addedBullet = (line: LineId, version: string, mention: string) =>
  bullets(line, version).find((bullet) => bullet.startsWith('- 新增：') && bullet.includes(mention));

interface ChangelogFact {
  line: LineId;
  /** The changelog heading the bullet is under. */
  version: string;
  /** What the bullet says, word for word. */
  mention: string;
  table: string;
  prop: string;
  /** A "来自 7.44.0" note: the bullet's change was first tagged in this version, which was never published. */
  taggedIn?: string;
}

/** Props the team's changelogs say a version added: since.json, derived from the git history alone, must agree. */
const FACTS: ChangelogFact[] = [
  { line: '7.x', version: '7.14.0', mention: '`expandable.fixed`', table: 'expandable', prop: 'fixed' },
  { line: '7.x', version: '7.15.1', mention: '`sticky.offsetSummary`', table: 'sticky', prop: 'offsetSummary' },
  { line: '7.x', version: '7.20.5', mention: '`expandable.showExpandColumn`', table: 'expandable', prop: 'showExpandColumn' },
  { line: '7.x', version: '7.27.0', mention: '`caption` 属性', table: 'Table', prop: 'caption' },
  { line: '7.x', version: '7.28.1', mention: '`column.rowScope`', table: 'Column', prop: 'rowScope' },
  { line: '7.x', version: '7.32.1', mention: '`Table.Summary.Row` 在类型上声明了 `onClick`', table: 'Summary.Row', prop: 'onClick' },
  { line: '7.x', version: '7.35.0', mention: '`scrollTo({ index, key, top })`', table: 'Reference', prop: 'scrollTo' },
  { line: '7.x', version: '7.37.0', mention: '列属性 `hidden`', table: 'Column', prop: 'hidden' },
  // 7.43.0 and 7.44.0 were tagged but never published: the first release readers could install is the heading's.
  { line: '7.x', version: '7.43.1', mention: '`onScroll` 事件', table: 'Table', prop: 'onScroll', taggedIn: '7.43.0' },
  { line: '7.x', version: '7.45.0', mention: '`rowHoverable` 属性', table: 'Table', prop: 'rowHoverable', taggedIn: '7.44.0' },
  { line: '7.x', version: '7.47.0', mention: '列属性 `minWidth`', table: 'Column', prop: 'minWidth' },
  { line: '7.x', version: '7.51.0', mention: '`expandable.expandedRowOffset`', table: 'expandable', prop: 'expandedRowOffset' },
  { line: '1.x', version: '1.3.0', mention: '`classNames` 和 `styles` 属性', table: 'Table', prop: 'classNames' },
  { line: '1.x', version: '1.4.0', mention: '`expandable.expandedRowOffset`', table: 'expandable', prop: 'expandedRowOffset' },
  { line: '1.x', version: '1.5.0', mention: '`ref.scrollTo({ key | index, offset })`', table: 'ScrollConfig', prop: 'offset' },
  { line: '1.x', version: '1.10.0', mention: '支持 `align`', table: 'ScrollConfig', prop: 'align' },
  { line: '1.x', version: '1.11.0', mention: '`expandable.forceRender`', table: 'expandable', prop: 'forceRender' },
  { line: '1.x', version: '1.12.0', mention: '`expandable.showExpandAll`', table: 'expandable', prop: 'showExpandAll' },
];

describe("the changelogs' added props", () => {
  it.each(FACTS)('$line $version adds $prop to $table', ({ line, version, mention, table, prop: name, taggedIn }) => {
    const bullet = addedBullet(line, version, mention);
    expect(bullet).toBeDefined();
    if (taggedIn) {
      expect(bullet).toContain(`来自 ${taggedIn}`);
      expect(published[line]).not.toContain(taggedIn);
    }
    expect(sinceOf(data, line, table, name)?.since).toBe(version);
  });

  it("gives a prop older than the 1.x line the line's first release: column minWidth came in rc-table 7.47.0, before the rename", () => {
    expect(addedBullet('1.x', '7.47.0', '列属性 `minWidth`')).toBeDefined();
    expect(sinceOf(data, '1.x', 'Column', 'minWidth')?.since).toBe('1.0.0');
  });

  it('has no row for measureRowRender (7.53.0, 1.6.2): its declaration is marked @private, which the API tables leave out', () => {
    expect(addedBullet('7.x', '7.53.0', '`measureRowRender` 属性')).toBeDefined();
    expect(addedBullet('1.x', '1.6.2', '`measureRowRender` 属性')).toBeDefined();
    for (const line of LINE_IDS) {
      expect(extractedOf(line).Table.map((row) => row.name)).not.toContain('measureRowRender');
      expect(sinceOf(data, line, 'Table', 'measureRowRender')).toBeUndefined();
    }
  });

  it('has no row for the `reference` prop of 7.35.0, which 7.35.1 replaced with `ref`', () => {
    expect(addedBullet('7.x', '7.35.0', '7.35.1 起改用标准的 `ref`')).toBeDefined();
    expect(sinceOf(data, '7.x', 'Table', 'reference')).toBeUndefined();
  });

  it('dates the deprecations the changelogs announce', () => {
    // 7.20.5 deprecates expandIconColumnIndex in favour of EXPAND_COLUMN (an earlier @deprecated, 7.0.0–7.11.1, came
    // from ExpandableConfig extending the legacy top-level props and does not count: it lapsed).
    expect(addedBullet('7.x', '7.20.5', '`expandable.expandIconColumnIndex` 随之废弃')).toBeDefined();
    expect(sinceOf(data, '7.x', 'expandable', 'expandIconColumnIndex')?.deprecated?.since).toBe('7.20.5');
    // 1.12.0 deprecates expandable.expandIcon. The top-level expandIcon was already @deprecated from 1.0.0 on
    // ("Use `expandable.expandIcon` instead"): 1.12.0 only changed the replacement its text names, as the entry says.
    expect(bullets('1.x', '1.12.0').some((bullet) => bullet.includes('`expandable.expandIcon` 标记为已弃用'))).toBe(true);
    expect(bullets('1.x', '1.12.0').some((bullet) => bullet.includes('顶层的 `expandIcon` 早已弃用'))).toBe(true);
    expect(sinceOf(data, '1.x', 'expandable', 'expandIcon')?.deprecated?.since).toBe('1.12.0');
    expect(sinceOf(data, '1.x', 'Table', 'expandIcon')?.deprecated).toEqual({ since: '1.0.0', text: 'Use `components.ExpandIcon` instead' });
  });
});
