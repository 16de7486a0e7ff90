import { chunkFailureFromError, chunkFailureMessage } from './chunk-error';

/**
 * What a failed previewer action tells the reader, and how its Retry works: a chunk that did not load stays
 * failed in the bundler's cache, so only a fresh load of the page retries it; anything else (a denied
 * clipboard, a service call that threw) is retried by running the action again.
 */
export function describeActionFailure(error: unknown): { detail: string; reload: boolean } {
  const chunk = chunkFailureFromError(error);
  if (chunk) return { detail: chunkFailureMessage(chunk), reload: true };
  return { detail: error instanceof Error ? error.message : String(error), reload: false };
}
