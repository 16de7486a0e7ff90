import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { ANSWER_PAIRS } from './pairs';
import type { Measured } from './types';

/**
 * On an answer page's load (e2e/page-checks.ts), its live pair measured as a reader would see it: the problem demo
 * must show the symptom and the fix must not. Each demo's figures are attached to the test (`answer` annotations),
 * so a run's report holds what was measured on each line. Returns a problem per demo that came out otherwise.
 */
export async function checkAnswerPair(page: Page, slug: string, line: string): Promise<string[]> {
  const pair = ANSWER_PAIRS[slug];
  if (!pair) return [`no pair in e2e/answers/pairs.ts measures /troubleshooting/${slug}`];
  if (pair.lines && !pair.lines.some((shown) => shown === line)) return [];
  const problems: string[] = [];
  for (const [role, name] of [
    ['problem', pair.problem],
    ['fix', pair.fix],
  ] as const) {
    const section = page.locator(`section[id="${name}"]`);
    await section.scrollIntoViewIfNeeded();
    const measured = (await section.evaluate(pair.measure)) as Measured;
    test.info().annotations.push({ type: 'answer', description: JSON.stringify({ slug, line, role, ...measured }) });
    if (measured.symptom !== (role === 'problem')) {
      problems.push(`${name} on ${line}: ${pair.measures}: the symptom ${measured.symptom ? 'shows' : 'does not show'} (${JSON.stringify(measured.figures)})`);
    }
  }
  return problems;
}
