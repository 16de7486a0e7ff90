/// <reference lib="webworker" />
import { chunkFailureFromError } from '@/lib/chunk-error';
import { migrate, type ParseScript } from '@/lib/migration';
import type { MigrateRequest, MigrateResponse } from '@/lib/migration/protocol';
import type { FailedReply } from '@/lib/worker-client';

// Babel (~660 KB gzipped) is its own chunk, fetched by this worker on the first request: the guide's page
// loads nothing of it until a reader asks for a rewrite (or the assistant warms up when idle).
let parser: Promise<ParseScript> | undefined;
const loadParser = () =>
  (parser ??= import('@babel/standalone').then(
    ({ packages }): ParseScript =>
      (code, options) =>
        packages.parser.parse(code, options),
  ));

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<MigrateRequest & { id: number }>) => {
  const request = event.data;
  try {
    const parse = await loadParser();
    const response: MigrateResponse =
      request.type === 'warm'
        ? { id: request.id, type: 'warmed' }
        : { id: request.id, type: 'migrated', result: migrate(request.code, { parse, language: request.language }) };
    scope.postMessage(response);
  } catch (error) {
    // Babel's chunk did not load (or the rules threw): the page shows it, and starts a fresh worker to retry.
    const chunk = chunkFailureFromError(error);
    const message = error instanceof Error ? error.message : String(error);
    const reply: FailedReply = { id: request.id, failure: chunk ? { kind: chunk.type, message, url: chunk.url } : { kind: 'crashed', message } };
    scope.postMessage(reply);
  }
};
