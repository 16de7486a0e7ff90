import type { WorkerReply } from '../worker-client';
import type { CompileResult } from './compile';

/** One code file of a live demo, as the reader has it now. */
export interface SourceFile {
  name: string;
  source: string;
}

/**
 * Main thread → compile worker; the worker client adds each request's `id`. `warm` only loads Babel, so the
 * first real edit does not wait for it.
 */
export type CompileRequest = { type: 'compile'; files: SourceFile[] } | { type: 'warm' };

/** Compile worker → main thread, answering the request with the same id (a caught failure is a `FailedReply`). */
export type CompileResponse = WorkerReply & ({ type: 'compiled'; results: Record<string, CompileResult> } | { type: 'warmed' });
