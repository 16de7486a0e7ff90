/// <reference lib="webworker" />
import { chunkFailureFromError } from '@/lib/chunk-error';
import type { BabelLike } from '@/lib/live/compile';
import { compileDemo } from '@/lib/live/compile';
import type { CompileRequest, CompileResponse } from '@/lib/live/protocol';
import type { FailedReply } from '@/lib/worker-client';

// Babel (~660 KB gzipped) is its own chunk, fetched by this worker on the first request.
let babel: Promise<BabelLike> | undefined;
const loadBabel = () => (babel ??= import('@babel/standalone'));

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CompileRequest & { id: number }>) => {
  const request = event.data;
  try {
    const compiler = await loadBabel();
    const response: CompileResponse =
      request.type === 'warm' ? { id: request.id, type: 'warmed' } : { id: request.id, type: 'compiled', result: compileDemo(compiler, request.source) };
    scope.postMessage(response);
  } catch (error) {
    // Babel's chunk did not load (or compiling threw): the page shows it, and starts a fresh worker to retry.
    const chunk = chunkFailureFromError(error);
    const message = error instanceof Error ? error.message : String(error);
    const reply: FailedReply = { id: request.id, failure: chunk ? { kind: chunk.type, message, url: chunk.url } : { kind: 'crashed', message } };
    scope.postMessage(reply);
  }
};
