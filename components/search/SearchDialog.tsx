'use client';

import { useEffect } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { SearchField } from './SearchField';
import styles from './SearchDialog.module.css';

/** Full-screen search for narrow screens; the page behind does not scroll while it is open. */
export function SearchDialog({ onClose, initialValue = '' }: { onClose: () => void; initialValue?: string }) {
  const messages = useMessages();
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={messages.searchLabel}
      className={styles.dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key !== 'Tab') return;
        // Keep Tab inside the dialog: the page behind it is covered.
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, [tabindex="0"]')];
        const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
        if (document.activeElement !== edge) return;
        event.preventDefault();
        (event.shiftKey ? focusable[focusable.length - 1] : focusable[0]).focus();
      }}
    >
      <div className={styles.bar}>
        <SearchField variant="dialog" onClose={onClose} initialValue={initialValue} />
        <button type="button" className={styles.close} onClick={onClose}>
          {messages.searchClose}
        </button>
      </div>
      <p className={styles.footer} aria-hidden="true">
        <span>{messages.searchNavigateHint}</span>
        <span>{messages.searchCloseHint}</span>
      </p>
    </div>
  );
}
