import generated from '@/.generated/registry.json';
import type { Registry } from '@/lib/registry/types';

/** content/changelog.md as the registry read it: each `##` heading is a version, the paragraph under it its date. */
const registry = generated as Registry;
const changelog = registry.routes.find((route) => route.path === '/changelog');
if (!changelog) throw new Error('no /changelog page in the registry');
const { toc, texts } = changelog.meta;

const versions = toc.filter((entry) => entry.depth === 2);
const titles = versions.map((version) => version.title);
/** The first paragraph under a version's heading. */
const dateLine = (title: string) => texts.find((text) => text.tocIndex === toc.findIndex((entry) => entry.title === title))?.value ?? '';

/** Compares two "x.y.z" versions: negative when a is older. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

describe('the changelog', () => {
  it('lists 47 versions, 7.13.3 down to 3.2.0', () => {
    expect(titles).toHaveLength(47);
    expect(titles[0]).toBe('7.13.3');
    expect(titles.at(-1)).toBe('3.2.0');
    expect(titles.filter((title) => !/^\d+\.\d+\.\d+$/.test(title))).toEqual([]);
  });

  it('puts each version above the older ones', () => {
    const outOfOrder = titles.slice(1).flatMap((title, index) => (compareVersions(titles[index], title) > 0 ? [] : [`${titles[index]} before ${title}`]));
    expect(outOfOrder).toEqual([]);
  });

  it('gives each version the id of its number without dots', () => {
    expect(versions.map((version) => version.id)).toEqual(titles.map((title) => title.replaceAll('.', '')));
  });

  it('starts each version with its release date, or says it was not recorded', () => {
    // 3.8.0 and 3.7.0 have no recorded date.
    const lines = titles.map((title) => `${title}: ${dateLine(title)}`);
    expect(lines.filter((line) => !/: (发布于 \d{4}-\d{2}-\d{2}|发布日期未记录)$/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.endsWith('发布日期未记录'))).toEqual(['3.8.0: 发布日期未记录', '3.7.0: 发布日期未记录']);
  });

  it('dates each version with a real date no newer than the version above it', () => {
    const dated = titles.flatMap((title) => {
      const date = /\d{4}-\d{2}-\d{2}/.exec(dateLine(title))?.[0];
      return date ? [{ title, date }] : [];
    });
    expect(dated.length).toBeGreaterThan(40);
    const unreal = dated.filter(({ date }) => {
      const parsed = new Date(`${date}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date;
    });
    expect(unreal).toEqual([]);
    const newer = dated.slice(1).filter(({ date }, index) => date > dated[index].date);
    expect(newer).toEqual([]);
  });
});

describe("the English edition's changelog", () => {
  const english = registry.routes.find((route) => route.path === '/en/changelog');
  if (!english) throw new Error('no /en/changelog page in the registry');
  const englishVersions = english.meta.toc.filter((entry) => entry.depth === 2);
  const englishDateLine = (title: string) =>
    english.meta.texts.find((text) => text.tocIndex === english.meta.toc.findIndex((entry) => entry.title === title))?.value ?? '';

  it('has the same 47 version headings, in the same order, with the same ids', () => {
    expect(englishVersions.map((version) => version.title)).toEqual(titles);
    expect(englishVersions.map((version) => version.id)).toEqual(versions.map((version) => version.id));
    expect(englishVersions).toHaveLength(47);
  });

  it('starts each version with the same release date, or says it was not recorded', () => {
    const lines = titles.map((title) => `${title}: ${englishDateLine(title)}`);
    expect(lines.filter((line) => !/: (Released on \d{4}-\d{2}-\d{2}|Release date not recorded)$/.test(line))).toEqual([]);
    const date = (line: string) => /\d{4}-\d{2}-\d{2}/.exec(line)?.[0] ?? 'none';
    expect(titles.filter((title) => date(englishDateLine(title)) !== date(dateLine(title)))).toEqual([]);
  });
});
