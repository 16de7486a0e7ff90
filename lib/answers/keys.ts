import type { LineId } from '../lines/lines';

/**
 * The answers' data as the registry build writes it (`.generated/answers.json`) and the pages read it: its types and
 * the keys it is stored by. No Node modules here: the site's readers import it.
 */

/** How many lines a `<Source>` shows when it does not say. */
export const DEFAULT_SOURCE_LINES = 3;

/** What a page's `<Source file="Body/index.js" find="…" lines={4} />` asks for: lines of its line's installed package. */
export interface SourceRef {
  /** Relative to the package's `es/` folder. */
  file: string;
  /** Text that occurs exactly once in the file: the excerpt starts at its line. */
  find: string;
  /** How many lines the excerpt shows. */
  lines: number;
}

/** The lines a `<Source>` shows, as the line's installed package has them. */
export interface SourceExcerpt extends SourceRef {
  package: string;
  version: string;
  /** The file as the package ships it: `es/Body/index.js`. */
  path: string;
  /** The excerpt's first line number in the file. */
  start: number;
  text: string;
}

/** The key an excerpt is stored and looked up by. */
export function sourceKey(ref: SourceRef): string {
  return `${ref.file}#${ref.lines}#${ref.find}`;
}

/** A link to a page: its address and title in the linking page's edition and line. */
export interface PageLink {
  path: string;
  title: string;
}

/** An API row an answer concerns: its anchor on the line's API page and the name a reader knows it by. */
export interface PropLink {
  path: string;
  /** `Column.width`, `scroll` (a Table prop by its name alone). */
  name: string;
}

/** `owner/repo#123`, a tracker thread on GitHub: its repository and number. */
export const ISSUE_REF = /^([\w.-]+\/[\w.-]+)#([1-9]\d*)$/;

/** A tracker thread an answer names, resolved once by the build: `ant-design/ant-design`, `11072`, its address. */
export interface IssueLink {
  repo: string;
  number: string;
  url: string;
}

/** A thread's link from its reference (`ISSUE_REF`, which the frontmatter schema holds every reference to). */
export function issueLink(ref: string): IssueLink {
  const [, repo = ref, number = ''] = ISSUE_REF.exec(ref) ?? [];
  return { repo, number, url: `https://github.com/${repo}/issues/${number}` };
}

/** What an answer page shows besides its body: the threads it answers, the demos and API rows it concerns. */
export interface AnswerLinks {
  issues: IssueLink[];
  demos: PageLink[];
  props: PropLink[];
}

/** Everything the build knows of the answers, for the pages that show them and the pages that link to them. */
export interface AnswerData {
  /** By the answer page's route id. */
  pages: Record<string, AnswerLinks>;
  /** By a demo page's route id: the answers that concern its demo, in its edition and line. */
  byDemoPage: Record<string, PageLink[]>;
  /** By `<line> <locale> <anchor>`: the answers that concern an API row. */
  byProp: Record<string, PageLink[]>;
}

/** The key `byProp` holds an API row's answers under. */
export function propKey(line: LineId, locale: string, anchor: string): string {
  return `${line} ${locale} ${anchor}`;
}

/** `.generated/answers.json`: the answers' links, and by line the excerpts every `<Source>` shows (by `sourceKey`). */
export type AnswersFile = AnswerData & { sources: Record<LineId, Record<string, SourceExcerpt>> };

/** No answers: the data of a site whose pages have none (tests of other pages' copies). */
export const NO_ANSWERS: AnswersFile = { pages: {}, byDemoPage: {}, byProp: {}, sources: { '1.x': {}, '7.x': {} } };
