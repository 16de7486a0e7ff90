'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '@/components/icons';
import { messages } from '@/lib/messages';
import { shortcutLabel } from '@/lib/search/selection';
import { SearchDialog } from './SearchDialog';
import { SearchField } from './SearchField';
import styles from './SearchBox.module.css';

const noSubscription = () => () => {};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header search: an inline box on wide screens, a button opening the full-screen dialog under
 * 768 px. Cmd/Ctrl+K, or `/` outside a text field, focuses whichever is shown.
 */
export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The platform is only known in the browser: the server renders no hint, hydration adds it.
  const shortcut = useSyncExternalStore(
    noSubscription,
    () => shortcutLabel(navigator.platform),
    () => '',
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcutKey = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (!shortcutKey && !(event.key === '/' && !isEditable(event.target))) return;
      event.preventDefault();
      const input = inputRef.current;
      if (input && input.getClientRects().length > 0) input.focus();
      else setDialogOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const closeDialog = () => {
    setDialogOpen(false);
    openButton.current?.focus();
  };

  return (
    <div className={styles.search}>
      <SearchField variant="inline" inputRef={inputRef} shortcut={shortcut} />
      <button
        ref={openButton}
        type="button"
        className={`icon-button ${styles.open}`}
        aria-label={messages.searchOpen}
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        <SearchIcon size={18} />
      </button>
      {/* In <body>: the header's backdrop filter would otherwise confine a fixed dialog to the header. */}
      {dialogOpen && createPortal(<SearchDialog onClose={closeDialog} />, document.body)}
    </div>
  );
}
