import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry } from '@/lib/registry/build';
import { gitTimes } from '@/lib/registry/git-times';
import { bilingual, makeTempDir, page, projectFromTree, removeTempDirs, writeTree } from './fixture';

afterEach(removeTempDirs);

describe('gitTimes', () => {
  const MTIME = new Date('2023-05-06T07:08:09Z');

  it('falls back to the modification time for a file outside git', () => {
    const root = makeTempDir();
    const file = path.join(root, 'page.mdx');
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, MTIME, MTIME);

    expect(gitTimes(root)(file)).toBe(MTIME.getTime());
  });

  it('is what buildRegistry uses when no lastUpdated is given', () => {
    const root = projectFromTree(bilingual({ 'content/index.mdx': page('title: Home') }));
    fs.utimesSync(path.join(root, 'content/index.mdx'), MTIME, MTIME);

    const home = buildRegistry({ root }).routes.find((route) => route.path === '/');
    expect(home?.meta.frontmatter.lastUpdated).toBe(MTIME.getTime());
  });

  describe('in a git checkout', () => {
    const FIRST = '2022-02-03T04:05:06Z';
    const SECOND = '2022-03-04T05:06:07Z';
    const git = (cwd: string, time: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd,
        env: { ...process.env, GIT_AUTHOR_DATE: time, GIT_COMMITTER_DATE: time },
        stdio: 'ignore',
      });

    it("gives each file its own last commit's time, and an uncommitted file its mtime", () => {
      const root = makeTempDir();
      writeTree(root, { 'content/first.mdx': 'a', 'content/en/changed.mdx': 'b', 'content/new.mdx': 'c' });
      for (const file of ['content/first.mdx', 'content/en/changed.mdx', 'content/new.mdx']) fs.utimesSync(path.join(root, file), MTIME, MTIME);
      git(root, FIRST, 'init', '-q');
      git(root, FIRST, 'add', 'content/first.mdx', 'content/en/changed.mdx');
      git(root, FIRST, 'commit', '-q', '-m', 'add pages');
      fs.writeFileSync(path.join(root, 'content/en/changed.mdx'), 'b2');
      git(root, SECOND, 'commit', '-q', '-am', 'change a page');

      // Asked from a folder below the checkout's top, as the registry build asks for its root.
      const timeOf = gitTimes(path.join(root, 'content'));
      expect(timeOf(path.join(root, 'content/first.mdx'))).toBe(Date.parse(FIRST));
      expect(timeOf(path.join(root, 'content/en/changed.mdx'))).toBe(Date.parse(SECOND));
      expect(timeOf(path.join(root, 'content/new.mdx'))).toBe(MTIME.getTime());
    });
  });
});
