'use client';

import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { chunkFailureFromError, chunkFailureMessage } from '@/lib/chunk-error';
import { messages } from '@/lib/messages';

/** Route-level error boundary: a failed script or CSS chunk shows the spec's message and a Retry button. */
export default function DocsError({ error, reset }: { error: Error; reset: () => void }) {
  const failure = chunkFailureFromError(error);
  // A failed chunk stays failed in the loader's cache, so only a fresh load of the page retries it.
  if (failure) return <ChunkErrorView text={chunkFailureMessage(failure)} onRetry={() => window.location.reload()} />;
  return <ChunkErrorView text={messages.unexpectedError} onRetry={reset} />;
}
