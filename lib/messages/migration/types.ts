import type { MessageId, MessageValues, MigrationNotice, RuleId, SourceLanguage } from '@/lib/migration';

/** One explanation per finding (code in backticks), filled from the finding's values: loaded with the first result. */
export type FindingTexts = { readonly [K in MessageId]: (values: MessageValues[K]) => string };

/**
 * The migration assistant's texts in one edition: the rule names, one explanation per finding (code in
 * backticks), and the assistant's labels. Kept apart from `lib/messages/<edition>.ts`, which every page loads:
 * only the migration guide's page needs these. A missing key fails the type check.
 */
export interface MigrationTexts {
  rules: Readonly<Record<RuleId, string>>;
  notices: Readonly<Record<MigrationNotice, string>>;
  languages: Readonly<Record<SourceLanguage | 'auto', string>>;
  syntaxError: (failure: { line: number; column: number; message: string; language: string }) => string;
  tooLarge: (limitKb: number) => string;
  tooDeep: string;
  loadFailed: (detail: string) => string;
  inputLabel: string;
  inputHint: string;
  languageLabel: string;
  /** The opt-in to move `rc-tooltip` and its siblings too, and what it does. */
  moveSiblings: string;
  moveSiblingsHint: string;
  run: string;
  running: string;
  outputLabel: string;
  readAs: (language: string) => string;
  copyResult: string;
  copied: string;
  copyFailed: string;
  changesHeading: (count: number) => string;
  warningsHeading: (count: number) => string;
  at: (line: number, column: number) => string;
  suggestion: string;
  summary: (changes: number, warnings: number) => string;
  openLive: string;
  openLiveMissing: (modules: string) => string;
  openLiveAnyway: string;
  /** What the Markdown copy of the guide says in the assistant's place. */
  markdownNote: string;
  retry: string;
}
