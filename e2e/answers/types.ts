import type { LineId } from '../../lib/lines/lines';

/** What a pair's measure saw on one demo: whether the symptom shows, and the figures it decided that by. */
export interface Measured {
  symptom: boolean;
  /** Named figures; one a branch did not measure is left undefined. */
  figures: Record<string, number | string | boolean | undefined>;
}

/**
 * A troubleshooting answer's live pair (content/troubleshooting/<slug>.mdx): the demo that shows the problem, the
 * demo that shows the fix, and how a reader tells them apart, measured in the browser on each line the page shows
 * the pair on (e2e/answers.ts runs it on the loads of e2e/every-page.spec.ts).
 */
export interface AnswerPair {
  /** The demo that shows the symptom (its folder under demos/). */
  problem: string;
  /** The demo that shows the fix. */
  fix: string;
  /** The lines the pair is measured on, when not every line the page is on. */
  lines?: readonly LineId[];
  /** What the measure compares, in words: the test's message, and the figures' legend in the closing note. */
  measures: string;
  /**
   * Runs in the page on one demo's previewer (`section#<demo name>`): it may scroll, click or type inside it, and
   * resolves to what it saw. Serialised with `toString()`, so it uses nothing from outside its own body. It leaves
   * the demo as a reader would (a scroll or a click may stay).
   */
  measure: (section: HTMLElement) => Promise<Measured>;
}
