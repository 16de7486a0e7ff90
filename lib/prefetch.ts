/** The link prefetch modes (SPEC §9: default none, 50 ms intent delay, 100 px viewport margin). */
export const PREFETCH_MODES = ['intent', 'render', 'viewport', 'none'] as const;

export type PrefetchMode = (typeof PREFETCH_MODES)[number];

/** How long the pointer rests on a link before `intent` prefetches. */
export const INTENT_DELAY_MS = 50;

/** How close to the viewport a link comes before `viewport` prefetches. */
export const VIEWPORT_MARGIN = '100px';

export const DEFAULT_PREFETCH_MODE: PrefetchMode = 'none';

/** Raised for a prefetch mode outside the four allowed values. */
export class PrefetchModeError extends Error {}

/** Returns the value as a prefetch mode, or throws naming the allowed values. */
export function assertPrefetchMode(value: unknown): PrefetchMode {
  if ((PREFETCH_MODES as readonly unknown[]).includes(value)) return value as PrefetchMode;
  throw new PrefetchModeError(`Invalid prefetch mode ${JSON.stringify(value)}: use one of ${PREFETCH_MODES.map((mode) => `"${mode}"`).join(', ')}`);
}
