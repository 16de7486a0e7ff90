/**
 * What the editor's types may download on an editor's first focus, in KiB of gzip: TypeScript itself is about 940 KiB
 * of it (the compiler cannot be had smaller: its checker is what answers), a line's declarations about 460 KiB (React,
 * the line's table, the other demo packages, and the browser's lib without its MDN comments), the rest the worker.
 * The margin is for a package update, not for new weight. `bench/types.mjs` measures it as served;
 * `e2e/build-output.spec.ts` holds the export to it.
 */
export const TYPES_BYTES_BUDGET_KIB = 1550;
