'use client';

import { chunkFailureFromError, chunkFailureMessage } from '@/lib/chunk-error';
import { messages } from '@/lib/messages';
import { ChunkErrorView } from './ChunkErrorView';

/**
 * A route's error boundary (`error.tsx` of the docs and of the standalone demos): a failed script or CSS
 * chunk shows the spec's message and a Retry.
 */
export function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  const failure = chunkFailureFromError(error);
  // A failed chunk stays failed in the loader's cache, so only a fresh load of the page retries it.
  if (failure) return <ChunkErrorView text={chunkFailureMessage(failure)} onRetry={() => window.location.reload()} />;
  return <ChunkErrorView text={messages.unexpectedError} onRetry={reset} />;
}
