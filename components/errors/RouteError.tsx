'use client';

import { chunkFailureFromError, errorViewText } from '@/lib/chunk-error';
import { useMessages } from '@/components/i18n/MessagesContext';
import { ChunkErrorView } from './ChunkErrorView';

/**
 * A route's error boundary (`error.tsx` of the docs and of the standalone demos): a failed script or CSS
 * chunk shows the spec's message and a Retry.
 */
export function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  // A failed chunk stays failed in the loader's cache, so only a fresh load of the page retries it.
  const messages = useMessages();
  const retry = chunkFailureFromError(error) ? () => window.location.reload() : reset;
  return <ChunkErrorView text={errorViewText(error, messages.unexpectedError)} hint={messages.chunkFailedHint} retry={messages.retry} onRetry={retry} />;
}
