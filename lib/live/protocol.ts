import type { CompileResult } from './compile';

/** Main thread → compile worker. `warm` only loads Babel, so the first real edit does not wait for it. */
export type CompileRequest = { id: number; type: 'compile'; source: string } | { id: number; type: 'warm' };

/** Compile worker → main thread, answering the request with the same id. */
export type CompileResponse = { id: number; type: 'compiled'; result: CompileResult } | { id: number; type: 'warmed' };
