import type { LocaleId } from '../i18n/locales';
import type { LineId } from '../lines/lines';

/**
 * The VirtualTable compatibility matrix as the registry build writes it (`.generated/virtual-matrix.json`) and the
 * page reads it. No Node modules here: the page's server components import it.
 */

/** A cell as a reader judges it: as in a plain table, only within a stated limit, or not at all. */
export const VERDICTS = ['works', 'caveat', 'no'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The two components every feature is rendered with, as the demos caption them. */
export const COMPONENTS = ['Table', 'VirtualTable'] as const;
export type MatrixComponent = (typeof COMPONENTS)[number];

/** What the browser check saw on one half of a feature's demo. */
export interface MatrixCell {
  verdict: Verdict;
  figures: Record<string, number | string | boolean>;
}

/** One row of the matrix (`content/virtual-matrix/features.json`). */
export interface MatrixFeature {
  id: string;
  /** The demo that shows the feature with both components (`demos/<demo>/`), on the matrix page. */
  demo: string;
  label: Record<LocaleId, string>;
  /** The lines it is checked on, when not every line. */
  lines?: readonly LineId[];
}

/** One line's outcome as the check wrote it (`content/virtual-matrix/<line>.json`). */
export interface MatrixRun {
  /** The package and version the check ran against: an upgrade makes a fresh run disagree until it is written again. */
  package: string;
  version: string;
  cells: Record<string, Record<MatrixComponent, MatrixCell>>;
}

export interface VirtualMatrixFile {
  features: MatrixFeature[];
  lines: Record<LineId, MatrixRun>;
}

/** The anchor of a feature's explanation on the matrix page (`<Why feature="…">`). */
export const whyAnchor = (feature: string) => `why-${feature}`;

/** The matrix page's route on each line: its demos are the features', its every-page load runs the check. */
export const MATRIX_ROUTE = '/demo/virtual-compatibility';

/** The features a line's matrix has: every feature not kept to other lines. */
export const featuresOn = (features: readonly MatrixFeature[], line: LineId) => features.filter((feature) => !feature.lines || feature.lines.includes(line));
