'use client';

import { useRef } from 'react';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { codeText } from './code-text';
import styles from './Code.module.css';
import { useCopyFeedback } from './useCopyFeedback';

interface CopyButtonProps {
  /** What to copy; without it, the text of the code block the button sits in, which already carries it once. */
  text?: () => string;
  label?: string;
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const messages = useMessages();
  const { status, run } = useCopyFeedback();
  const button = useRef<HTMLButtonElement>(null);
  const copied = status === 'copied';
  const failed = status === 'failed';
  const read = () => (text ? text() : codeText(button.current));

  return (
    <button
      ref={button}
      type="button"
      className={styles.button}
      onClick={() => void run(() => navigator.clipboard.writeText(read()))}
      aria-label={copied ? messages.copied : failed ? messages.copyFailed : (label ?? messages.copyCode)}
      data-copied={copied || undefined}
      data-failed={failed || undefined}
    >
      {copied ? <CheckIcon strokeWidth="1.8" /> : <CopyIcon />}
      <span aria-live="polite">{copied ? messages.copied : failed ? messages.copyFailed : messages.copy}</span>
    </button>
  );
}
