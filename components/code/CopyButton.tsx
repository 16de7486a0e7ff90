'use client';

import { useEffect, useRef, useState } from 'react';
import { messages } from '@/lib/messages';

/** How long the copied state shows (SPEC §9); each click restarts it. */
export const COPIED_STATE_MS = 2000;

export function CopyButton({ text, label = messages.copyCode }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
  };

  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={copied ? messages.copied : label} data-copied={copied || undefined}>
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
        {copied ? messages.copied : messages.copy}
      </span>
    </button>
  );
}
