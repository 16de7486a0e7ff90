import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import type { TypesRequest, TypesResponse } from '@/lib/type-service/protocol';
import { createWorkerClient, type WorkerPort } from '@/lib/worker-client';

/**
 * The one type worker of the page, started by the first request (the first focus of an editor), which fetches
 * TypeScript and the line's declarations inside it. A failed download rejects with a `WorkerFailure`; the next
 * request starts a fresh worker.
 */
const worker = createWorkerClient<TypesRequest, TypesResponse>({
  start: () => new Worker(new URL('../../../../workers/types.worker.ts', import.meta.url), { type: 'module' }) as WorkerPort,
  url: 'workers/types.worker.ts',
  timeoutMs: CHUNK_TIMEOUT_MS,
});

type Answer<Type extends TypesRequest['type']> = Extract<TypesResponse, { type: Type }>['result'];

export async function askTypes<Request extends TypesRequest>(request: Request): Promise<Answer<Request['type']>> {
  const response = await worker.request(request);
  if (response.type !== request.type) throw new Error(`The type worker answered a ${request.type} request with ${response.type}`);
  return response.result as Answer<Request['type']>;
}
