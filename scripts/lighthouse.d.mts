export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Scores = Record<Category, number>;

/** Milliseconds, except CLS. */
export interface Metrics {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/** The parts of a Lighthouse result (LH.Result) these helpers read. */
export interface LighthouseResultLike {
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode?: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue: string;
  /** Up to five offending nodes, messages or URLs. */
  items: string[];
}

export interface RunSummary {
  scores: Scores;
  metrics: Metrics;
  failing: Record<Category, FailingAudit[]>;
  runtimeError?: string;
  warnings: string[];
  benchmarkIndex?: number;
}

export interface PageResult {
  url: string;
  /** The median score (0–100) of each category over the runs. */
  medians: Scores;
  /** The median of each metric over the runs. */
  metrics: Metrics;
  runs: RunSummary[];
  /** Per category, the run whose score is the median. */
  medianRuns: Record<Category, RunSummary>;
}

export interface Verdict {
  url: string;
  category: GatedCategory;
  median: number;
  floor: number;
  target: number;
  passed: boolean;
  failing: FailingAudit[];
}

export type GatedCategory = Exclude<Category, 'performance'>;

export interface RunOptions {
  chromePath?: string;
  /** The categories Lighthouse runs (all four by default); the others score 0. */
  categories?: readonly Category[];
  /** Every run in one Chromium, for categories that measure no time; else a fresh Chromium per run. */
  oneBrowser?: boolean;
  onRun?: (url: string, index: number, summary: RunSummary, seconds: number) => void;
}

export const CATEGORIES: readonly Category[];
export const LIGHTHOUSE_PAGES: readonly string[];
export const GATED_CATEGORIES: readonly GatedCategory[];
export const FLOORS: Record<GatedCategory, number>;
export const TARGETS: Scores;
export function median(values: number[]): number;
export function failingAudits(lhr: LighthouseResultLike, category: Category): FailingAudit[];
export function summariseRun(lhr: LighthouseResultLike): RunSummary;
export function combineRuns(url: string, runs: RunSummary[]): PageResult;
export function judgePage(page: PageResult): Verdict[];
export function runLighthouse(urls: string[], runs?: number, options?: RunOptions): Promise<PageResult[]>;
