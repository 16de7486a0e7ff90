import { editLink } from '@/lib/edit-link';

const FILE = 'content/demo/simple.mdx';

describe('editLink', () => {
  it.each([
    ['git+https://github.com/rc-table-docs/site.git', 'rc-table-docs', 'site'],
    ['https://github.com/owner/repo', 'owner', 'repo'],
    ['https://github.com/owner/repo/', 'owner', 'repo'],
    ['https://github.com/owner/repo.git', 'owner', 'repo'],
    ['git://github.com/owner/repo.git', 'owner', 'repo'],
    ['git@github.com:owner/repo.git', 'owner', 'repo'],
    ['ssh://git@github.com/owner/repo.git', 'owner', 'repo'],
    ['https://github.com/owner/my.docs.site.git', 'owner', 'my.docs.site'],
    ['github:owner/repo', 'owner', 'repo'],
    ['owner/repo', 'owner', 'repo'],
    ['https://github.com/owner/repo.git#main', 'owner', 'repo'],
  ])('reads the GitHub repository from the string %s', (url, owner, repo) => {
    expect(editLink(url, FILE, 'main')).toBe(`https://github.com/${owner}/${repo}/edit/main/${FILE}`);
  });

  it('reads the object form { url }', () => {
    expect(editLink({ url: 'git+https://github.com/owner/repo.git' }, FILE, 'main')).toBe(`https://github.com/owner/repo/edit/main/${FILE}`);
  });

  it('puts the object form directory before the file', () => {
    expect(editLink({ url: 'https://github.com/owner/monorepo', directory: 'packages/docs' }, FILE, 'main')).toBe(
      `https://github.com/owner/monorepo/edit/main/packages/docs/${FILE}`,
    );
  });

  it('trims slashes around the directory', () => {
    expect(editLink({ url: 'https://github.com/owner/monorepo', directory: '/packages/docs/' }, FILE, 'main')).toBe(
      `https://github.com/owner/monorepo/edit/main/packages/docs/${FILE}`,
    );
  });

  it('ignores an empty directory', () => {
    expect(editLink({ url: 'https://github.com/owner/repo', directory: '' }, FILE, 'main')).toBe(`https://github.com/owner/repo/edit/main/${FILE}`);
  });

  it('uses the given branch', () => {
    expect(editLink('https://github.com/owner/repo', FILE, 'docs-v2')).toBe(`https://github.com/owner/repo/edit/docs-v2/${FILE}`);
  });

  it('links the project’s own package.json repository', () => {
    expect(editLink({ url: 'git+https://github.com/rc-table-docs/site.git' }, 'content/index.mdx', 'main')).toBe(
      'https://github.com/rc-table-docs/site/edit/main/content/index.mdx',
    );
  });

  it.each([
    ['a GitLab repository', 'https://gitlab.com/owner/repo.git'],
    ['a Bitbucket repository', 'git+https://bitbucket.org/owner/repo.git'],
    ['a GitLab object', { url: 'https://gitlab.com/owner/repo', directory: 'docs' }],
    ['a GitHub URL that is not a repository root', 'https://github.com/owner'],
    ['a host that only ends in github.com', 'https://notgithub.com/owner/repo'],
    ['an empty string', ''],
    ['no repository', undefined],
  ])('is undefined for %s', (_name, repository) => {
    expect(editLink(repository, FILE, 'main')).toBeUndefined();
  });
});
