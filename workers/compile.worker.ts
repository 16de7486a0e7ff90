/// <reference lib="webworker" />
import type { BabelLike } from '@/lib/live/compile';
import { compileModule } from '@/lib/live/compile';
import { createCompileCache } from '@/lib/live/compile-cache';
import type { CompileRequest, CompileResponse } from '@/lib/live/protocol';
import { failedReply } from '@/lib/worker-reply';

// Babel (~660 KB gzipped) is its own chunk, fetched by this worker on the first request.
let babel: Promise<BabelLike> | undefined;
const loadBabel = () => (babel ??= import('@babel/standalone'));
let compileFiles: ReturnType<typeof createCompileCache> | undefined;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CompileRequest & { id: number }>) => {
  const request = event.data;
  try {
    const compiler = await loadBabel();
    compileFiles ??= createCompileCache((file) => compileModule(compiler, file.source, file.name));
    const response: CompileResponse =
      request.type === 'warm' ? { id: request.id, type: 'warmed' } : { id: request.id, type: 'compiled', results: compileFiles(request.files) };
    scope.postMessage(response);
  } catch (error) {
    // Babel's chunk did not load (or compiling threw): the page shows it, and starts a fresh worker to retry.
    scope.postMessage(failedReply(request.id, error));
  }
};
