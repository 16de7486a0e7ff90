/**
 * How `npm test` (scripts/test.mjs) turns each suite's report into its counts: what passes, what fails, and which
 * skips are allowed. A skipped test fails unless its skip gives a reason in code; a flaky test (passed only on a
 * retry) fails; a report that is missing, or that shows no failure from a command that failed, fails.
 */

/** A step that is one check: it passes or fails as a whole. */
export const whole = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

/**
 * A report's counts, with one failure more when the command failed yet the report shows none (it crashed after
 * writing it), and one failure in all when there is no report.
 */
export function counted(ok, counts) {
  if (!counts) return { passed: 0, failed: 1 };
  return { ...counts, failed: counts.failed + (ok || counts.failed > 0 ? 0 : 1) };
}

/** Jest's counts; a skipped (`it.skip`, `xit`) or todo test is a failure, and so is a file that failed to load. */
export function jestCounts(report) {
  if (!report) return undefined;
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  const skipped = report.numPendingTests + report.numTodoTests;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites + skipped, skipped };
}

/**
 * Playwright's counts from its JSON report: a flaky test (passed only on a retry) fails, and a skipped test fails
 * unless its skip gives a reason (`test.skip(condition, 'why')`), which the summary then names.
 */
export function playwrightCounts(report) {
  if (!report?.stats) return undefined;
  const reasons = [];
  let unexplained = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'skipped') {
          const reason = test.annotations.find((annotation) => ['skip', 'fixme'].includes(annotation.type) && annotation.description)?.description;
          if (reason) reasons.push(`${spec.title}: ${reason}`);
          else unexplained += 1;
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected + flaky + unexplained, skipped: reasons.length + unexplained, reasons };
}

/** A report with `{ passed, failed }` of its own (sandbox, engines, Lighthouse). */
export const ownCounts = (report) => (report ? { passed: report.passed, failed: report.failed } : undefined);

/** npm's codes for a registry that did not answer: unreachable, refused, timed out. */
const NETWORK_CODES = /^(?:ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|E\d{3})$/;

const unanswered = (why) => ({ passed: 1, failed: 0, reasons: [`npm audit: the registry did not answer the audit (${why})`] });

/**
 * `npm audit --omit=dev --json`'s counts: one failure per advisory in what the site ships. A registry that does not
 * answer the audit (offline, or a mirror without the audit endpoint, which answers 404 or 405) cannot say, so the step
 * passes with the reason, which the summary prints; any other error, or no report, fails.
 */
export function auditCounts(report) {
  const total = report?.metadata?.vulnerabilities?.total;
  if (typeof total === 'number') return { passed: total === 0 ? 1 : 0, failed: total };
  const code = report?.error?.code;
  if (typeof report?.statusCode === 'number') return unanswered(report.message ?? `status ${report.statusCode}`);
  if (typeof code === 'string' && NETWORK_CODES.test(code)) return unanswered(`${code}: ${report.error.summary}`);
  return { passed: 0, failed: 1 };
}
