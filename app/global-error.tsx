'use client';

import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { errorViewText } from '@/lib/chunk-error';
import { localeOfPath } from '@/lib/i18n/locales';
import { lastResortTexts } from '@/lib/messages/last-resort';
import './globals.css';

/**
 * The last boundary: an error in an edition's root layout itself (or one no route boundary caught) replaces the
 * whole document, so this renders its own `<html>`, in the edition the address names. A chunk failure gets the
 * spec's message; Retry loads afresh.
 */
export default function GlobalError({ error }: { error: Error }) {
  const locale = localeOfPath(window.location.pathname);
  const texts = lastResortTexts[locale];
  return (
    <html lang={locale}>
      <body>
        <main>
          <ChunkErrorView text={errorViewText(error, texts.unexpectedError)} hint={texts.hint} retry={texts.retry} onRetry={() => window.location.reload()} />
        </main>
      </body>
    </html>
  );
}
