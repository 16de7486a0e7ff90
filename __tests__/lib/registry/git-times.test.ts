import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '@/lib/registry/build';
import { gitLastUpdated } from '@/lib/registry/git-times';
import { bilingual, makeTempDir, page, projectFromTree, removeTempDirs, writeTree } from './fixture';

afterEach(removeTempDirs);

describe('gitLastUpdated', () => {
  const MTIME = new Date('2023-05-06T07:08:09Z');

  it('falls back to the modification time for a file outside git', () => {
    const root = makeTempDir();
    const file = path.join(root, 'page.mdx');
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, MTIME, MTIME);

    expect(gitLastUpdated(file)).toBe(MTIME.getTime());
  });

  it('is what buildRegistry uses when no lastUpdated is given', () => {
    const root = projectFromTree(bilingual({ 'content/index.mdx': page('title: Home') }));
    fs.utimesSync(path.join(root, 'content/index.mdx'), MTIME, MTIME);

    const home = buildRegistry({ root }).routes.find((route) => route.path === '/');
    expect(home?.meta.frontmatter.lastUpdated).toBe(MTIME.getTime());
  });

  describe('in a git checkout', () => {
    const COMMIT_TIME = '2022-02-03T04:05:06Z';
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd,
        env: { ...process.env, GIT_AUTHOR_DATE: COMMIT_TIME, GIT_COMMITTER_DATE: COMMIT_TIME },
        stdio: 'ignore',
      });

    it('uses the last commit time of a committed file, and the mtime of an uncommitted one', () => {
      const root = makeTempDir();
      writeTree(root, { 'content/committed.mdx': 'a', 'content/new.mdx': 'b' });
      for (const file of ['content/committed.mdx', 'content/new.mdx']) fs.utimesSync(path.join(root, file), MTIME, MTIME);
      git(root, 'init', '-q');
      git(root, 'add', 'content/committed.mdx');
      git(root, 'commit', '-q', '-m', 'add page');

      expect(gitLastUpdated(path.join(root, 'content/committed.mdx'))).toBe(Date.parse(COMMIT_TIME));
      expect(gitLastUpdated(path.join(root, 'content/new.mdx'))).toBe(MTIME.getTime());
    });
  });
});
