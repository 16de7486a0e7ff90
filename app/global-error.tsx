'use client';

import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { chunkFailureFromError, chunkFailureMessage } from '@/lib/chunk-error';
import { messages } from '@/lib/messages';
import { site } from '@/lib/site';
import './globals.css';

/**
 * The last boundary: an error in the root layout itself (or one no route boundary caught) replaces the whole
 * document, so this renders its own `<html>`. A chunk failure gets the spec's message; Retry loads afresh.
 */
export default function GlobalError({ error }: { error: Error }) {
  const failure = chunkFailureFromError(error);
  return (
    <html lang={site.locale.id}>
      <body>
        <main>
          <ChunkErrorView text={failure ? chunkFailureMessage(failure) : messages.unexpectedError} onRetry={() => window.location.reload()} />
        </main>
      </body>
    </html>
  );
}
