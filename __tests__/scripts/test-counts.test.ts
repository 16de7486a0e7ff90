/**
 * @jest-environment node
 */
import {
  auditCounts,
  counted,
  jestCounts,
  ownCounts,
  playwrightCounts,
  whole,
  type JestReportLike,
  type PlaywrightReportLike,
} from '@/scripts/test-counts.mjs';

type PlaywrightTest = NonNullable<PlaywrightReportLike['suites'][number]['specs']>[number]['tests'][number];

/** A Playwright report of one file holding the given tests, each a spec of its own, nested one describe deep. */
function playwrightReport(
  tests: Array<{ title: string; test: PlaywrightTest }>,
  stats: Partial<NonNullable<PlaywrightReportLike['stats']>> = {},
): PlaywrightReportLike {
  return {
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
    suites: [{ suites: [{ specs: tests.map(({ title, test }) => ({ title, tests: [test] })) }] }],
  };
}

const skipped = (annotations: PlaywrightTest['annotations']): PlaywrightTest => ({ status: 'skipped', annotations });

function jestReport(overrides: Partial<JestReportLike> = {}): JestReportLike {
  return {
    numPassedTests: 10,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [{ status: 'passed', assertionResults: [{}] }],
    ...overrides,
  };
}

describe('Playwright counts', () => {
  test('a skip without a reason is a failure', () => {
    const counts = playwrightCounts(playwrightReport([{ title: 'a', test: skipped([{ type: 'skip' }]) }], { expected: 3, skipped: 1 }));
    expect(counts).toEqual({ passed: 3, failed: 1, skipped: 1, reasons: [] });
  });

  test('a skip that says why passes, and its reason is listed', () => {
    const counts = playwrightCounts(
      playwrightReport([{ title: 'webkit only', test: skipped([{ type: 'skip', description: 'needs WebKit' }]) }], { expected: 3, skipped: 1 }),
    );
    expect(counts).toEqual({ passed: 3, failed: 0, skipped: 1, reasons: ['webkit only: needs WebKit'] });
  });

  test('a fixme counts as a skip: failed without a reason', () => {
    expect(playwrightCounts(playwrightReport([{ title: 'b', test: skipped([{ type: 'fixme' }]) }]))?.failed).toBe(1);
  });

  test('an annotation of another kind is no reason', () => {
    expect(playwrightCounts(playwrightReport([{ title: 'c', test: skipped([{ type: 'issue', description: 'see #1' }]) }]))?.failed).toBe(1);
  });

  test('a flaky test (passed on a retry) fails, beside the unexpected ones', () => {
    expect(playwrightCounts(playwrightReport([], { expected: 5, unexpected: 2, flaky: 1 }))).toEqual({ passed: 5, failed: 3, skipped: 0, reasons: [] });
  });

  test('a report without stats (the run crashed before writing them) counts as missing', () => {
    expect(playwrightCounts({ suites: [] })).toBeUndefined();
    expect(playwrightCounts(undefined)).toBeUndefined();
  });
});

describe('Jest counts', () => {
  test('a skipped or todo test is a failure, as Jest cannot give a reason', () => {
    expect(jestCounts(jestReport({ numPendingTests: 2, numTodoTests: 1 }))).toEqual({ passed: 10, failed: 3, skipped: 3 });
  });

  test('a file that failed to load (no test ran in it) is a failure', () => {
    const report = jestReport({
      testResults: [
        { status: 'passed', assertionResults: [{}] },
        { status: 'failed', assertionResults: [] },
      ],
    });
    expect(jestCounts(report)).toEqual({ passed: 10, failed: 1, skipped: 0 });
  });

  test('failed tests count as they are', () => {
    expect(jestCounts(jestReport({ numFailedTests: 4 }))?.failed).toBe(4);
  });
});

describe('a step with its report', () => {
  test('no report: one failure', () => {
    expect(counted(true, undefined)).toEqual({ passed: 0, failed: 1 });
  });

  test('a command that failed while its report shows no failure gets one', () => {
    expect(counted(false, { passed: 7, failed: 0 })).toEqual({ passed: 7, failed: 1 });
  });

  test("a failed command's own failures are not counted twice", () => {
    expect(counted(false, { passed: 7, failed: 2 })).toEqual({ passed: 7, failed: 2 });
  });

  test('a whole step passes or fails as one', () => {
    expect(whole(true)).toEqual({ passed: 1, failed: 0 });
    expect(whole(false)).toEqual({ passed: 0, failed: 1 });
  });

  test('a report with counts of its own keeps them', () => {
    expect(ownCounts({ passed: 22, failed: 1 })).toEqual({ passed: 22, failed: 1 });
    expect(ownCounts(undefined)).toBeUndefined();
  });
});

describe('npm audit counts', () => {
  const report = (total: number) => ({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: total, high: 0, critical: 0, total } },
  });

  it('passes with no advisory, and fails once per advisory', () => {
    expect(auditCounts(report(0))).toEqual({ passed: 1, failed: 0 });
    expect(auditCounts(report(2))).toEqual({ passed: 0, failed: 2 });
  });

  it('passes with the reason when the registry does not answer the audit, as a mirror without its endpoint does', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(auditCounts(refused)).toEqual({
      passed: 1,
      failed: 0,
      reasons: ['npm audit: the registry did not answer the audit (405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk)'],
    });
    const offline = { error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed, reason: getaddrinfo ENOTFOUND', detail: '' } };
    expect(auditCounts(offline).reasons).toEqual([
      'npm audit: the registry did not answer the audit (ENOTFOUND: request to https://registry.npmjs.org failed, reason: getaddrinfo ENOTFOUND)',
    ]);
  });

  it('fails when there is no report, or one that says neither', () => {
    expect(auditCounts(undefined)).toEqual({ passed: 0, failed: 1 });
    expect(auditCounts({ error: { code: 'EJSONPARSE', summary: 'package.json is broken', detail: '' } })).toEqual({ passed: 0, failed: 1 });
  });
});
