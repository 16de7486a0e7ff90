import { compareVersions, refreshVersions, versionsOnLine, type ChangelogVersions, type PackageVersions } from '@/lib/changelog/versions';

describe('compareVersions', () => {
  it('orders by number, not by text, and a prerelease below its release', () => {
    const shuffled = ['7.9.0', '7.33.0', '7.33.0-alpha.4', '7.10.0', '7.33.0-alpha.10', '7.33.0-beta.1', '1.12.0'];
    expect([...shuffled].sort(compareVersions)).toEqual(['1.12.0', '7.9.0', '7.10.0', '7.33.0-alpha.4', '7.33.0-alpha.10', '7.33.0-beta.1', '7.33.0']);
    expect(compareVersions('7.55.1', '7.55.1')).toBe(0);
  });

  it('names what is not a version', () => {
    expect(() => compareVersions('7.x', '7.1.0')).toThrow('not a version: "7.x"');
  });
});

describe('refreshVersions', () => {
  const known: PackageVersions = {
    line: '1.x',
    from: '1.0.0',
    versions: [
      { version: '1.1.0', date: '2025-02-01' },
      { version: '1.0.0', date: '2025-01-20' },
    ],
  };

  it("adds what the registry lists from `from` on, keeps what it does not, and never takes the registry's date for a known version", () => {
    const time = {
      created: '2026-09-01T00:00:00.000Z',
      modified: '2026-09-02T00:00:00.000Z',
      '0.9.0': '2026-09-01T00:00:00.000Z',
      '1.1.0': '2026-09-01T00:00:00.000Z',
      '1.2.0': '2025-03-04T10:00:00.000Z',
    };
    const refreshed = refreshVersions(known, time);
    expect(refreshed.versions).toEqual([{ version: '1.2.0', date: '2025-03-04' }, ...known.versions]);
    expect(refreshed.added).toEqual([{ version: '1.2.0', date: '2025-03-04' }]);
    expect(refreshed.unlisted).toEqual(['1.0.0']);
  });
});

describe('versionsOnLine', () => {
  const data: ChangelogVersions = {
    packages: {
      '@rc-component/table': { line: '1.x', from: '1.0.0', versions: [{ version: '1.0.0', date: '2025-01-20' }] },
      'rc-table': { line: '7.x', from: '7.14.0', versions: [{ version: '7.55.1', date: '2025-10-09' }] },
    },
  };

  it("lists a line's package, then every older one", () => {
    expect(versionsOnLine(data, '1.x').map((entry) => entry.version)).toEqual(['1.0.0', '7.55.1']);
    expect(versionsOnLine(data, '7.x').map((entry) => entry.version)).toEqual(['7.55.1']);
  });

  it('names a line no package starts', () => {
    expect(() => versionsOnLine(data, '2.x')).toThrow("no package in content/changelog-versions.json starts the 2.x line's changelog");
  });
});
