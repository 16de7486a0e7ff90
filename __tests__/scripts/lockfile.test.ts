/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockfileProblems, type Lockfile } from '@/scripts/lockfile';

const manifest = {
  name: 'site',
  version: '1.0.0',
  dependencies: { next: '^16.0.0' },
  devDependencies: { jest: '^30.0.0' },
};

/** A lockfile as npm writes it for `manifest`: next with one optional platform binary, jest with a nested dependency. */
function lockFor(): Lockfile {
  return {
    name: 'site',
    version: '1.0.0',
    lockfileVersion: 3,
    packages: {
      '': { name: 'site', version: '1.0.0', dependencies: { next: '^16.0.0' }, devDependencies: { jest: '^30.0.0' } },
      'node_modules/next': { version: '16.4.6', optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } },
      'node_modules/@next/swc-darwin-arm64': { version: '16.4.6', optional: true },
      'node_modules/jest': { version: '30.5.2', dependencies: { chalk: '^4.0.0' } },
      'node_modules/jest/node_modules/chalk': { version: '4.1.2' },
    },
  };
}

describe('lockfileProblems', () => {
  it('finds nothing when the lockfile is what npm writes for package.json', () => {
    expect(lockfileProblems(manifest, lockFor())).toEqual([]);
  });

  it('finds a dependency added to package.json by hand', () => {
    const added = { ...manifest, dependencies: { ...manifest.dependencies, 'left-pad': '^1.3.0' } };
    expect(lockfileProblems(added, lockFor())).toEqual([
      `"dependencies" in package.json differs from the lockfile's root entry`,
      "package.json's dependencies name left-pad, which the lockfile does not hold",
    ]);
  });

  it('finds a range changed in package.json, even one the locked version still satisfies (npm install would rewrite it)', () => {
    expect(lockfileProblems({ ...manifest, devDependencies: { jest: '^30.5.0' } }, lockFor())).toEqual([
      `"devDependencies" in package.json differs from the lockfile's root entry`,
    ]);
  });

  it("finds a platform's optional binary the lockfile lacks, as a registry without it left it", () => {
    const lock = lockFor();
    delete lock.packages?.['node_modules/@next/swc-darwin-arm64'];
    expect(lockfileProblems(manifest, lock)).toEqual([
      'node_modules/next needs @next/swc-darwin-arm64 (optionalDependencies), which the lockfile does not hold',
    ]);
  });

  it('resolves a dependency the way Node does, from the nested node_modules outwards', () => {
    const lock = lockFor();
    const packages = lock.packages ?? {};
    packages['node_modules/chalk'] = packages['node_modules/jest/node_modules/chalk'];
    delete packages['node_modules/jest/node_modules/chalk'];
    expect(lockfileProblems(manifest, lock)).toEqual([]);
    delete packages['node_modules/chalk'];
    expect(lockfileProblems(manifest, lock)).toEqual(['node_modules/jest needs chalk (dependencies), which the lockfile does not hold']);
  });

  it('finds a renamed package, an old lockfile format and a missing root entry', () => {
    expect(lockfileProblems({ ...manifest, name: 'docs' }, lockFor())).toEqual([`"name" in package.json differs from the lockfile's root entry`]);
    expect(lockfileProblems(manifest, { ...lockFor(), lockfileVersion: 2 })).toEqual(['lockfileVersion is 2, npm 9 and later write 3']);
    expect(lockfileProblems(manifest, { lockfileVersion: 3, packages: {} })).toEqual(['the lockfile has no root entry (packages[""])']);
  });
});

// The check `npm test` relies on: `npm ci` works from the committed files, and `npm install` leaves them as they are.
test("the repository's package-lock.json agrees with its package.json", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8'));
  expect(lockfileProblems(read('package.json'), read('package-lock.json'))).toEqual([]);
});
