'use client';

import { useCopyFeedback } from '@/components/code/useCopyFeedback';
import { fetchText, writeClipboardText } from '@/lib/clipboard';
import { messages } from '@/lib/messages';

const ICONS = {
  copy: 'M5.5 5h8.5v9H5.5z M11 3V1H2v10h2',
  copied: 'M3 8.5l3 3 7-7',
  failed: 'M8 1.5L15 14H1z M8 6v4 M8 11.5v1',
};

/**
 * "复制本页": fetches the page's Markdown copy on click (so no page's first load carries it) and puts it on
 * the clipboard; the label says when it is copied, or that it failed.
 */
export function CopyPageButton({ markdownHref }: { markdownHref: string }) {
  const { status, run } = useCopyFeedback();
  const copy = () => {
    if (status !== 'copying') void run(() => writeClipboardText(fetchText(markdownHref)));
  };
  const label = status === 'copied' ? messages.pageCopied : status === 'failed' ? messages.copyPageFailed : messages.copyPage;
  const icon = status === 'copied' ? ICONS.copied : status === 'failed' ? ICONS.failed : ICONS.copy;

  return (
    <button
      type="button"
      className="page-copy-button"
      onClick={copy}
      title={messages.copyPageHint}
      aria-busy={status === 'copying' || undefined}
      data-copied={status === 'copied' || undefined}
      data-failed={status === 'failed' || undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
      <span aria-live="polite">{label}</span>
    </button>
  );
}
