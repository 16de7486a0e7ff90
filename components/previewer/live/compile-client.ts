import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import type { CompileResult } from '@/lib/live/compile';
import type { CompileRequest, CompileResponse, SourceFile } from '@/lib/live/protocol';
import { createWorkerClient, type WorkerPort } from '@/lib/worker-client';

/**
 * The one compile worker of the page, started on first use (which fetches Babel inside it). A worker or a
 * Babel chunk that fails to load, and a compile that runs past the spec's chunk time-out, reject with a
 * `WorkerFailure`; the next request starts a fresh worker.
 */
const worker = createWorkerClient<CompileRequest, CompileResponse>({
  start: () => new Worker(new URL('../../../workers/compile.worker.ts', import.meta.url), { type: 'module' }) as WorkerPort,
  url: 'workers/compile.worker.ts',
  timeoutMs: CHUNK_TIMEOUT_MS,
});

/** Loads Babel in the worker ahead of the first edit. */
export async function warmCompiler(): Promise<void> {
  await worker.request({ type: 'warm' });
}

/** Compiles a demo's code files off the main thread, by file name. */
export async function compileInWorker(files: SourceFile[]): Promise<Record<string, CompileResult>> {
  const response = await worker.request({ type: 'compile', files });
  if (response.type !== 'compiled') throw new Error('The compile worker answered a compile request with the wrong message');
  return response.results;
}
