/**
 * "Improve this documentation" link: the file's edit page in the repository named by package.json
 * `repository` (a string or `{ url, directory }`). Returns undefined when no GitHub repository is set.
 */
export function editLink(repository: string | { url: string; directory?: string } | undefined, filename: string, branch: string): string | undefined {
  if (!repository) return undefined;
  const url = typeof repository === 'string' ? repository : repository.url;
  const directory = typeof repository === 'string' ? undefined : repository.directory;
  const match =
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com[/:]([^/]+)\/([^/#]+?)(?:\.git)?\/?(?:#.*)?$/.exec(url) ??
    /^git@github\.com:([^/]+)\/([^/#]+?)(?:\.git)?(?:#.*)?$/.exec(url) ??
    /^(?:github:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:#.*)?$/.exec(url);
  if (!match) return undefined;
  const file = [directory?.replace(/^\/+|\/+$/g, ''), filename].filter(Boolean).join('/');
  return `https://github.com/${match[1]}/${match[2]}/edit/${branch}/${file}`;
}
