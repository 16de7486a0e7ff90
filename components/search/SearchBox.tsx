'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { SearchDialog } from './SearchDialog';
import { SearchField } from './SearchField';
import styles from './SearchBox.module.css';
import { loadSearch } from './search-client';
import { isSearchShortcut, useShortcutLabel } from './shortcut';

/** What the visitor had begun in the search trigger before this box loaded (`SearchTrigger`). */
export interface SearchStart {
  /** Text typed into the trigger's box. */
  value: string;
  /** The box had the focus. */
  focus: boolean;
  /** The narrow screen's search button was pressed, or the shortcut was used there. */
  dialog: boolean;
}

/**
 * The header search: an inline box on wide screens, a button opening the full-screen dialog under
 * 1024 px. Cmd/Ctrl+K, or `/` outside a text field, focuses whichever is shown. It loads on the first
 * intent (`SearchTrigger`) and carries on from what that intent began.
 */
export function SearchBox({ start }: { start: SearchStart }) {
  const messages = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const [dialogOpen, setDialogOpen] = useState(start.dialog);
  // What the reader typed in the dialog before this box loaded; a dialog opened later starts empty.
  const [dialogStart, setDialogStart] = useState(start.dialog ? start.value : '');
  const shortcut = useShortcutLabel();
  const [startFocused] = useState(start.focus && !start.dialog);

  // Before paint, so keys typed next reach this box and not the trigger's that it replaced.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!startFocused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [startFocused]);

  // This box mounts on the visitor's first intent, which is when the search data starts to download (as a
  // hover or focus of a loaded box starts it); a failure shows on the first search instead.
  useEffect(() => {
    loadSearch().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
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
    setDialogStart('');
    openButton.current?.focus();
  };

  return (
    <div className={styles.search}>
      <SearchField variant="inline" inputRef={inputRef} shortcut={shortcut} initialValue={start.value} />
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
      {dialogOpen && createPortal(<SearchDialog onClose={closeDialog} initialValue={dialogStart} />, document.body)}
    </div>
  );
}
