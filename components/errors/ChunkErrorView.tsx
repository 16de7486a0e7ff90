import { useMessages } from '@/components/i18n/MessagesContext';

/** The chunk failure message (SPEC §8) with a Retry button that loads the page afresh. */
export function ChunkErrorView({ text, onRetry }: { text: string; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <div className="chunk-error" role="alert" data-chunk-error>
      <p>
        <code>{text}</code>
      </p>
      <p>{messages.chunkFailedHint}</p>
      <button type="button" className="retry-button" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
