import generated from '@/.generated/registry.json';
import versionData from '@/content/changelog-versions.json';
import { compareVersions, versionsOnLine, type ChangelogVersions } from '@/lib/changelog/versions';
import type { Registry, RouteEntry } from '@/lib/registry/types';
import { buildSearchIndex, searchSite } from '@/lib/search/engine';
import { sitePayload } from '../lib/search/site-payload';

/**
 * Each line's changelog as the registry read it (content/<line>/changelog.md and its English twin): each `##`
 * heading is a version, the paragraph under it its date. The published versions are data
 * (content/changelog-versions.json, refreshed by `npm run changelog:versions`); below them, the history the site
 * kept from the old changelog, 7.13.3 down to 3.2.0, stays as it was.
 */
const registry = generated as Registry;
const data = versionData as ChangelogVersions;

const LEGACY = { count: 47, first: '7.13.3', last: '3.2.0' };
const EDITIONS = [
  { prefix: '', released: '发布于', unrecorded: '发布日期未记录' },
  { prefix: '/en', released: 'Released on', unrecorded: 'Release date not recorded' },
] as const;
const LINES = [
  { line: '1.x', path: '/changelog' },
  { line: '7.x', path: '/7.x/changelog' },
] as const;

function page(path: string): RouteEntry {
  const route = registry.routes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no ${path} page in the registry`);
  return route;
}

/** The packages a line's changelog lists, its own first. */
const packagesOnLine = (line: string) => {
  const names = Object.keys(data.packages);
  return names.slice(names.findIndex((name) => data.packages[name].line === line));
};

/** Which package published a version: one its data lists, or the last (oldest) package's kept history. */
function packageOf(version: string): string {
  const names = Object.keys(data.packages);
  return names.find((name) => data.packages[name].versions.some((entry) => entry.version === version)) ?? names[names.length - 1];
}

function versionsOf(route: RouteEntry) {
  const { toc, texts } = route.meta;
  return toc.flatMap((entry, index) =>
    entry.depth === 2
      ? [
          {
            title: entry.title,
            id: entry.id,
            date: texts.find((text) => text.tocIndex === index)?.value ?? '',
            body: texts.filter((text) => text.tocIndex === index).map((text) => text.value),
          },
        ]
      : [],
  );
}

describe.each(LINES)('the $line changelog', ({ line, path }) => {
  const published = versionsOnLine(data, line);

  describe.each(EDITIONS)(`in the edition at "$prefix${path}"`, ({ prefix, released, unrecorded }) => {
    const versions = versionsOf(page(`${prefix}${path}`));
    const titles = versions.map((version) => version.title);

    it('lists every published version once, newest first, each dated as the data dates it', () => {
      expect(titles.slice(0, published.length)).toEqual(published.map((entry) => entry.version));
      expect(versions.slice(0, published.length).filter((version, index) => version.date !== `${released} ${published[index].date}`)).toEqual([]);
    });

    it(`then keeps the old history, ${LEGACY.first} down to ${LEGACY.last}, and nothing else`, () => {
      const legacy = titles.slice(published.length);
      expect(legacy).toHaveLength(LEGACY.count);
      expect([legacy[0], legacy.at(-1)]).toEqual([LEGACY.first, LEGACY.last]);
      // 3.8.0 and 3.7.0 have no recorded date.
      const undated = versions.slice(published.length).filter((version) => !new RegExp(`^${released} \\d{4}-\\d{2}-\\d{2}$`).test(version.date));
      expect(undated.map((version) => `${version.title}: ${version.date}`)).toEqual([`3.8.0: ${unrecorded}`, `3.7.0: ${unrecorded}`]);
    });

    it("puts each version above its package's older ones, with a real date no newer than the one above", () => {
      // Each package's releases run newest first; the 1.x page then starts again with rc-table's newest.
      const segments = packagesOnLine(line).map((name) => versions.filter((version) => packageOf(version.title) === name));
      const problems = segments.flatMap((segment) =>
        segment.slice(1).flatMap((version, index) => {
          const above = segment[index];
          const date = /\d{4}-\d{2}-\d{2}/.exec(version.date)?.[0];
          const aboveDate = /\d{4}-\d{2}-\d{2}/.exec(above.date)?.[0];
          return [
            ...(compareVersions(above.title, version.title) <= 0 ? [`${above.title} above ${version.title}`] : []),
            ...(date && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date ? [`${version.title}: no such day ${date}`] : []),
            ...(date && aboveDate && date > aboveDate ? [`${version.title} (${date}) is newer than ${above.title} (${aboveDate})`] : []),
          ];
        }),
      );
      expect(segments.flat()).toHaveLength(versions.length);
      expect(problems).toEqual([]);
    });

    it('gives each version the id of its number without dots, and at least one change', () => {
      expect(versions.map((version) => version.id)).toEqual(titles.map((title) => title.replaceAll('.', '')));
      expect(versions.filter((version) => version.body.length < 2).map((version) => version.title)).toEqual([]);
    });
  });
});

describe('one history, told the same way on both lines', () => {
  it.each(EDITIONS)("rc-table's entries on the 1.x changelog are the 7.x changelog's, word for word ($prefix)", ({ prefix }) => {
    const current = versionsOf(page(`${prefix}/changelog`));
    const frozen = versionsOf(page(`${prefix}/7.x/changelog`));
    const rcTable = current.slice(current.length - frozen.length);
    expect(rcTable).toEqual(frozen);
  });

  it('says 7.55.0 was tagged but never published, in both editions', () => {
    const note = (prefix: string) =>
      versionsOf(page(`${prefix}/7.x/changelog`))
        .find((version) => version.title === '7.55.1')
        ?.body.join(' ') ?? '';
    expect(data.packages['rc-table'].versions.map((entry) => entry.version)).not.toContain('7.55.0');
    expect(note('')).toMatch(/7\.55\.0.*从未发布/);
    expect(note('/en')).toMatch(/7\.55\.0.*never published/);
  });
});

describe('search on the changelog', () => {
  const links = (locale: 'zh-CN' | 'en', line: '1.x' | '7.x', query: string) => {
    const metadata = sitePayload(locale, line);
    return searchSite(buildSearchIndex(metadata, metadata.otherPagesTitle), query).flatMap((group) => group.hints.map((hint) => hint.link));
  };

  it.each([
    ['zh-CN', '1.x', '1.9.0', '/changelog#190'],
    ['en', '1.x', '1.9.0', '/en/changelog#190'],
    ['zh-CN', '7.x', '7.33.0', '/7.x/changelog#7330'],
    ['en', '7.x', '7.33.0', '/en/7.x/changelog#7330'],
  ] as const)('%s %s: "%s" finds its entry first', (locale, line, query, entry) => {
    expect(links(locale, line, query)[0]).toBe(entry);
  });

  it.each([
    ['zh-CN', 'showExpandAll', '/changelog#1120'],
    ['en', 'showExpandAll', '/en/changelog#1120'],
    ['en', 'expandable.forceRender', '/en/changelog#1110'],
    ['zh-CN', 'VirtualTable', '/changelog#7330'],
  ] as const)('%s: a feature, "%s", finds the version that added it, %s', (locale, query, entry) => {
    expect(links(locale, '1.x', query)).toContain(entry);
  });

  it("keeps the history's prose out of the way of the pages that teach a thing", () => {
    expect(links('en', '1.x', 'npm install')[0]).toBe('/en#installation');
    expect(links('zh-CN', '1.x', '隐藏某一列')[0]).toBe('/demo/column-hidden');
  });
});
