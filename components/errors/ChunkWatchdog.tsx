import { CHUNK_TIMEOUT_MS } from '@/lib/chunk-error';
import { installChunkWatchdog } from '@/lib/chunk-watchdog';
import type { LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';

/** The 120 s chunk time-out for every page and navigation, as an inline script in <head>. */
export function ChunkWatchdog({ locale }: { locale: LocaleId }) {
  const messages = messagesFor(locale);
  const texts = { message: messages.chunkFailed('{id}', 'timeout', '{url}'), hint: messages.chunkFailedHint, retry: messages.retry };
  const script = `(${installChunkWatchdog.toString()})(${CHUNK_TIMEOUT_MS},${JSON.stringify(texts)})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
