'use client';

import { useCopyFeedback } from '@/components/code/useCopyFeedback';
import { useHydratedMark } from '@/components/errors/HydrationSignal';
import { CheckIcon, CopyPageIcon, WarningIcon } from '@/components/icons';
import { fetchText, writeClipboardText } from '@/lib/clipboard';
import { useMessages } from '@/components/i18n/MessagesContext';

/**
 * "复制本页": fetches the page's Markdown copy on click (so no page's first load carries it) and puts it on
 * the clipboard; the label says when it is copied, or that it failed.
 */
export function CopyPageButton({ markdownHref }: { markdownHref: string }) {
  const messages = useMessages();
  const { status, run } = useCopyFeedback();
  const button = useHydratedMark<HTMLButtonElement>();
  const copy = () => {
    if (status !== 'copying') void run(() => writeClipboardText(fetchText(markdownHref)));
  };
  const label = status === 'copied' ? messages.pageCopied : status === 'failed' ? messages.copyPageFailed : messages.copyPage;
  const icon = status === 'copied' ? <CheckIcon strokeWidth="1.4" strokeLinejoin="round" /> : status === 'failed' ? <WarningIcon /> : <CopyPageIcon />;

  return (
    <button
      ref={button}
      data-island
      type="button"
      className="page-copy-button"
      onClick={copy}
      title={messages.copyPageHint}
      aria-busy={status === 'copying' || undefined}
      data-copied={status === 'copied' || undefined}
      data-failed={status === 'failed' || undefined}
    >
      {icon}
      <span aria-live="polite">{label}</span>
    </button>
  );
}
