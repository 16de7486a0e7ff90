import { chunkFailureFromError } from './chunk-error';
import type { FailedReply } from './worker-client';

/**
 * What a worker sends back when answering a request threw: a chunk it could not load as missing or timed out, with
 * the chunk's address; a download the worker names (`downloadUrl` gives the address of its own download error) as
 * missing; anything else as a crash. The page shows the failure and starts a fresh worker to retry.
 */
export function failedReply(id: number, error: unknown, downloadUrl?: (error: unknown) => string | undefined): FailedReply {
  const message = error instanceof Error ? error.message : String(error);
  const download = downloadUrl?.(error);
  if (download !== undefined) return { id, failure: { kind: 'missing', message, url: download } };
  const chunk = chunkFailureFromError(error);
  return { id, failure: chunk ? { kind: chunk.type, message, url: chunk.url } : { kind: 'crashed', message } };
}
