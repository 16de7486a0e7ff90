'use client';

import { messages } from '@/lib/messages';
import { useCopyFeedback } from './useCopyFeedback';

export function CopyButton({ text, label = messages.copyCode }: { text: string; label?: string }) {
  const { status, run } = useCopyFeedback();
  const copied = status === 'copied';
  const failed = status === 'failed';

  return (
    <button
      type="button"
      className="copy-button"
      onClick={() => void run(() => navigator.clipboard.writeText(text))}
      aria-label={copied ? messages.copied : failed ? messages.copyFailed : label}
      data-copied={copied || undefined}
      data-failed={failed || undefined}
    >
      {copied ? (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M11 3V2.5A1.5 1.5 0 0 0 9.5 1h-7A1.5 1.5 0 0 0 1 2.5v7A1.5 1.5 0 0 0 2.5 11H3" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </svg>
      )}
      <span className="copy-button-text" aria-live="polite">
        {copied ? messages.copied : failed ? messages.copyFailed : messages.copy}
      </span>
    </button>
  );
}
