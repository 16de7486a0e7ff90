import type { ReactNode } from 'react';

/** The chunk failure message (SPEC §8) with a Retry button that loads the page afresh; its words come from the caller's edition. */
export function ChunkErrorView({ text, hint, retry, onRetry }: { text: string; hint: ReactNode; retry: ReactNode; onRetry: () => void }) {
  return (
    <div className="chunk-error" role="alert" data-chunk-error>
      <p>
        <code>{text}</code>
      </p>
      <p>{hint}</p>
      <button type="button" className="retry-button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
