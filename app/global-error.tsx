'use client';

import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { EnMessages } from '@/components/i18n/EnMessages';
import { ZhCNMessages } from '@/components/i18n/ZhCNMessages';
import { errorViewText } from '@/lib/chunk-error';
import { localeOfPath } from '@/lib/i18n/locales';
import { en } from '@/lib/messages/en';
import { zhCN } from '@/lib/messages/zh-CN';
import './globals.css';

/**
 * The last boundary: an error in an edition's root layout itself (or one no route boundary caught) replaces the
 * whole document, so this renders its own `<html>`, in the edition the address names. A chunk failure gets the
 * spec's message; Retry loads afresh.
 */
export default function GlobalError({ error }: { error: Error }) {
  const locale = localeOfPath(window.location.pathname);
  const Messages = locale === 'en' ? EnMessages : ZhCNMessages;
  const messages = locale === 'en' ? en : zhCN;
  return (
    <html lang={locale}>
      <body>
        <Messages>
          <main>
            <ChunkErrorView text={errorViewText(error, messages.unexpectedError)} onRetry={() => window.location.reload()} />
          </main>
        </Messages>
      </body>
    </html>
  );
}
