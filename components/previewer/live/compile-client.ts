import type { CompileResult } from '@/lib/live/compile';
import type { CompileRequest, CompileResponse } from '@/lib/live/protocol';

type Pending = (response: CompileResponse) => void;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The one compile worker of the page, started on first use (which fetches Babel inside it). */
function compileWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../../../workers/compile.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CompileResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  return worker;
}

type RequestBody = { type: 'compile'; source: string } | { type: 'warm' };

function send(body: RequestBody): Promise<CompileResponse> {
  const id = ++nextId;
  const request: CompileRequest = { ...body, id };
  return new Promise((resolve) => {
    pending.set(id, resolve);
    compileWorker().postMessage(request);
  });
}

/** Loads Babel in the worker ahead of the first edit. */
export async function warmCompiler(): Promise<void> {
  await send({ type: 'warm' });
}

/** Compiles a demo's source off the main thread. */
export async function compileInWorker(source: string): Promise<CompileResult> {
  const response = await send({ type: 'compile', source });
  if (response.type !== 'compiled') throw new Error('The compile worker answered a compile request with the wrong message');
  return response.result;
}
