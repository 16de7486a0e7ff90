import type { SourcePosition } from './errors';

/** A problem the registry build stops on: the file at fault, why, and where in it when the problem has a place. */
export interface ContentProblem {
  file: string;
  reason: string;
  at?: SourcePosition;
}

/** One line of the file around the problem; `marked` is the problem's own line. */
export interface FrameLine {
  number: number;
  text: string;
  marked: boolean;
}

/**
 * What an author is shown of a problem, in the terminal and in the browser during `npm run dev`
 * (`.generated/content-error.json`): the problem, and the lines around its place.
 */
export interface ContentErrorReport extends ContentProblem {
  frame: FrameLine[];
}

/** Lines of `source` around `at`: `around` before and after it. */
export function codeFrame(source: string, at: SourcePosition, around = 2): FrameLine[] {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, at.line - around);
  const last = Math.min(lines.length, at.line + around);
  const frame: FrameLine[] = [];
  for (let number = first; number <= last; number++) frame.push({ number, text: lines[number - 1], marked: number === at.line });
  return frame;
}

/** The report of `problem`; `source` is the file's text, or undefined when it cannot be read (a folder, a deleted file). */
export function errorReport(problem: ContentProblem, source: string | undefined): ContentErrorReport {
  const at = problem.at && source !== undefined && problem.at.line <= source.split(/\r?\n/).length ? problem.at : undefined;
  return { file: problem.file, reason: problem.reason, ...(at ? { at } : {}), frame: at && source !== undefined ? codeFrame(source, at) : [] };
}

/** What goes before the caret under `column` of `text`: a space per character, a tab per tab, so it lines up wherever tabs stop. */
export function caretIndent(text: string, column: number): string {
  return text.slice(0, column - 1).replace(/[^\t]/g, ' ');
}

/** `file:line:column`, the form editors and terminals turn into a link. */
export function errorLocation(report: ContentProblem): string {
  return report.at ? `${report.file}:${report.at.line}:${report.at.column}` : report.file;
}

/** The report as terminal text: the location, the reason, then the numbered lines with a caret under the column. */
export function formatErrorReport(report: ContentErrorReport): string {
  const width = String(report.frame.at(-1)?.number ?? 0).length;
  const lines = [`${errorLocation(report)}: ${report.reason}`];
  if (report.frame.length > 0) lines.push('');
  for (const line of report.frame) {
    lines.push(`${line.marked ? '>' : ' '} ${String(line.number).padStart(width)} | ${line.text}`.trimEnd());
    if (line.marked && report.at) lines.push(`  ${' '.repeat(width)} | ${caretIndent(line.text, report.at.column)}^`);
  }
  return lines.join('\n');
}
