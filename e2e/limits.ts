/**
 * The browser suites' time limits, in one place (docs/testing.md, "Time limits"). A limit is not a wait: every test
 * waits for a state, and a limit only says how long a state may take before the test calls it a hang. Machines of
 * one kind differ by two to three times, and `npm run test:slow` throttles Chromium's CPU 3× on top, so a limit is
 * chosen for the slowest machine, not for the one the test was written on.
 */

/**
 * A heavy first load and the state that follows it: Babel's chunk and a first compile, TypeScript's worker and the
 * line's type files, the migration worker, the search engine with its data, the Sketch converter, the props panel's
 * chunk, a chunk fetched again after Retry, and a page load with its demos' chunks and hydration. On a quiet fast
 * machine each takes 1–3 s; generous so that a machine many times slower still passes, while a real hang is still
 * caught.
 */
export const HEAVY_WORK_MS = 90_000;

/** `{ timeout }` for an `expect` or a wait that follows heavy work. */
export const heavy = { timeout: HEAVY_WORK_MS } as const;

/**
 * A light interaction: the page answering a click, a key or a scroll with work already loaded (a menu opening, a
 * typed character shown, a class of colours switched). Playwright's `expect` default; tight, so a hang in work that
 * needs no download is caught in seconds.
 */
export const LIGHT_MS = 10_000;

/**
 * A whole test: room for two heavy loads and the light steps around them. Each step has its own limit above, so this
 * is the backstop, not the limit that catches a hang.
 */
export const TEST_MS = 2 * HEAVY_WORK_MS + 30_000;

/**
 * A test that runs every per-page check on one load (e2e/every-page.spec.ts, e2e/smoke.spec.ts): its load, the layout
 * probe at six widths, reach at two, and axe twice. The largest page (/demo/fixed-columns-resize, 5,000 elements)
 * takes about a minute on a quiet machine, most of it in axe's contrast rule over its 200 rows, and three times that
 * in the slow pass.
 */
export const PAGE_CHECKS_MS = 2 * TEST_MS;

/**
 * `next dev` compiling a route on its first request, or again after a saved change (e2e/dev-overlay.spec.ts): half a
 * minute on a quiet 2-core machine, minutes on a busy one. The heaviest work any test waits for.
 */
export const DEV_COMPILE_MS = 240_000;

/** `{ timeout }` for a wait on the dev server's compile. */
export const devCompile = { timeout: DEV_COMPILE_MS } as const;
