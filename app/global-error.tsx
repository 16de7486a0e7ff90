'use client';

import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { errorViewText } from '@/lib/chunk-error';
import { site } from '@/lib/site';
import './globals.css';

/**
 * The last boundary: an error in the root layout itself (or one no route boundary caught) replaces the whole
 * document, so this renders its own `<html>`. A chunk failure gets the spec's message; Retry loads afresh.
 */
export default function GlobalError({ error }: { error: Error }) {
  return (
    <html lang={site.locale.id}>
      <body>
        <main>
          <ChunkErrorView text={errorViewText(error)} onRetry={() => window.location.reload()} />
        </main>
      </body>
    </html>
  );
}
