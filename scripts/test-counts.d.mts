/** What a suite counts: passes and failures, and the skips its report lists (with their reasons where given). */
export interface Counts {
  passed: number;
  failed: number;
  skipped?: number;
  reasons?: string[];
}

/** The parts of Jest's `--json` report that are counted. */
export interface JestReportLike {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ status: string; assertionResults: unknown[] }>;
}

/** The parts of Playwright's JSON report that are counted. */
export interface PlaywrightSuiteLike {
  specs?: Array<{ title: string; tests: Array<{ status: string; annotations: Array<{ type: string; description?: string }> }> }>;
  suites?: PlaywrightSuiteLike[];
}

export interface PlaywrightReportLike {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuiteLike[];
}

export function whole(ok: boolean): Counts;
export function counted(ok: boolean, counts: Counts | undefined): Counts;
export function jestCounts(report: JestReportLike | undefined): Counts | undefined;
export function playwrightCounts(report: PlaywrightReportLike | undefined): Counts | undefined;
export function ownCounts(report: { passed: number; failed: number } | undefined): Counts | undefined;

/** The parts of `npm audit --json`'s report that are counted: its totals, or why it has none. */
export interface AuditReportLike {
  metadata?: { vulnerabilities?: { total?: number } };
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
}

export function auditCounts(report: AuditReportLike | undefined): Counts;
