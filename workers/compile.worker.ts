/// <reference lib="webworker" />
import type { BabelLike } from '@/lib/live/compile';
import { compileDemo } from '@/lib/live/compile';
import type { CompileRequest, CompileResponse } from '@/lib/live/protocol';

// Babel (~660 KB gzipped) is its own chunk, fetched by this worker on the first request.
let babel: Promise<BabelLike> | undefined;
const loadBabel = () => (babel ??= import('@babel/standalone'));

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CompileRequest>) => {
  const request = event.data;
  const compiler = await loadBabel();
  const response: CompileResponse =
    request.type === 'warm' ? { id: request.id, type: 'warmed' } : { id: request.id, type: 'compiled', result: compileDemo(compiler, request.source) };
  scope.postMessage(response);
};
