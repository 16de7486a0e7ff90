import { fixedMessages } from '../messages/fixed';
import type { LiveMessages } from '../messages/live/types';
import type { CompileError } from './compile';
import type { LiveError } from './errors';
import type { LiveNotice, LiveProblem } from './link';

/** `index.tsx, line 3, column 5: Unexpected token`: the position is in the editor's own terms. */
export function formatCompileError(file: string, error: CompileError, messages: LiveMessages): string {
  const where = error.position ? messages.liveAt(file, error.position.line, error.position.column) : file;
  return messages.liveProblem(where, error.message);
}

/** The npm page of a package at a version: its readme, and its files under Code, say what it exports. */
export function packagePageUrl(name: string, version: string): string {
  return `https://www.npmjs.com/package/${name}/v/${version}`;
}

const MAX_LISTED_EXPORTS = 24;

function listExports(names: readonly string[]): string {
  const shown = names.slice(0, MAX_LISTED_EXPORTS).join(', ');
  return names.length > MAX_LISTED_EXPORTS ? `${shown}, …` : shown;
}

function problemText(problem: LiveProblem, messages: LiveMessages): string {
  if (problem.kind === 'compile') return formatCompileError(problem.file, problem, messages);
  if (problem.kind === 'bad-json') return messages.liveProblem(problem.file, messages.liveBadJson(problem.message));
  const where = messages.liveAt(problem.file, problem.line);
  const missing = fixedMessages.cannotFindModule(problem.specifier);
  switch (problem.kind) {
    case 'missing-file':
      return messages.liveProblem(where, messages.liveMissingFile(missing));
    case 'unavailable':
      return messages.liveProblem(where, messages.liveUnavailable(missing, problem.packageName));
    case 'unknown-subpath':
      return messages.liveProblem(where, messages.liveUnknownSubpath(missing, problem.packageName));
    case 'missing-export': {
      const { owner } = problem;
      const text =
        owner.kind === 'package'
          ? messages.liveMissingPackageExport(owner.packageName, owner.version.split('.')[0], problem.name, owner.version)
          : owner.kind === 'source'
            ? messages.liveMissingSourceExport(problem.specifier, `${owner.packageName} ${owner.version}`, problem.name)
            : messages.liveMissingFileExport(problem.specifier, problem.name);
      // What it does export goes on the next line, indented under the problem.
      const exports = problem.exports.length > 0 ? `\n  ${messages.liveExportList(listExports(problem.exports))}` : '';
      return `${messages.liveProblem(where, text)}${exports}`;
    }
  }
}

/**
 * Everything that keeps an edit from running, one line each with its file and line, found before it ran. When a
 * package is not available, the packages that are follow; a missing export links to the package's own page.
 */
export function formatProblems(problems: readonly LiveProblem[], messages: LiveMessages, available: readonly string[]): LiveError {
  const lines = problems.map((problem) => problemText(problem, messages));
  if (problems.some((problem) => problem.kind === 'unavailable')) lines.push(messages.liveAvailablePackages(available.join(', ')));
  const links = new Map<string, { href: string; label: string }>();
  for (const problem of problems) {
    if (problem.kind !== 'missing-export' || problem.owner.kind === 'file') continue;
    const { packageName, version } = problem.owner;
    links.set(packageName, { href: packagePageUrl(packageName, version), label: messages.liveExportsLink(packageName, version) });
  }
  const kind = problems.every((problem) => problem.kind === 'compile') ? 'compile' : 'module';
  return links.size > 0 ? { kind, message: lines.join('\n'), links: [...links.values()] } : { kind, message: lines.join('\n') };
}

/** A notice under a demo that runs, in the edition's words. */
export function formatNotice(notice: LiveNotice, messages: LiveMessages): string {
  return notice.kind === 'renamed' ? messages.liveRenamed(notice.from, `${notice.to} ${notice.version}`) : messages.liveStyleNotLoaded(notice.specifier);
}
