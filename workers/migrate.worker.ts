/// <reference lib="webworker" />
import { migrate, type MigrateOptions } from '@/lib/migration';
import type { Traverse } from '@/lib/migration/table-flow/trace';
import type { MigrateRequest, MigrateResponse } from '@/lib/migration/protocol';
import { failedReply } from '@/lib/worker-reply';

// Babel (~660 KB gzipped) is its own chunk, fetched by this worker on the first request: the guide's page
// loads nothing of it until a reader asks for a rewrite (or the assistant warms up when idle).
let babel: Promise<Pick<MigrateOptions, 'parse' | 'traverse'>> | undefined;
const loadBabel = () =>
  (babel ??= import('@babel/standalone').then(({ packages }) => ({
    parse: (code, options) => packages.parser.parse(code, options),
    traverse: packages.traverse.default as Traverse,
  })));

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<MigrateRequest & { id: number }>) => {
  const request = event.data;
  try {
    const tools = await loadBabel();
    const response: MigrateResponse =
      request.type === 'warm'
        ? { id: request.id, type: 'warmed' }
        : { id: request.id, type: 'migrated', result: migrate(request.code, { ...tools, language: request.language, moveSiblings: request.moveSiblings }) };
    scope.postMessage(response);
  } catch (error) {
    // Babel's chunk did not load (or the rules threw): the page shows it, and starts a fresh worker to retry.
    scope.postMessage(failedReply(request.id, error));
  }
};
