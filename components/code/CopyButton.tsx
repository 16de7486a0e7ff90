'use client';

import { CheckIcon, CopyIcon } from '@/components/icons';
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
      {copied ? <CheckIcon strokeWidth="1.8" /> : <CopyIcon />}
      <span className="copy-button-text" aria-live="polite">
        {copied ? messages.copied : failed ? messages.copyFailed : messages.copy}
      </span>
    </button>
  );
}
