'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ChunkErrorView } from '@/components/errors/ChunkErrorView';
import { SearchIcon } from '@/components/icons';
import { errorViewText } from '@/lib/chunk-error';
import { useMessages } from '@/components/i18n/MessagesContext';
import type { SearchStart } from './SearchBox';
import boxStyles from './SearchBox.module.css';
import dialogStyles from './SearchDialog.module.css';
import fieldStyles from './SearchField.module.css';
import { SearchCombobox } from './SearchCombobox';
import { isSearchShortcut, useShortcutLabel } from './shortcut';

type Loaded = { SearchBox: ComponentType<{ start: SearchStart }> } | { failure: unknown };

/**
 * The header search as it first loads: the box and the narrow screen's button, looking as the search
 * does, with none of its code. The first intent — the pointer over it, focus, the button, the shortcut —
 * loads `SearchBox`, which replaces this and carries on with what the visitor began (typed text, focus,
 * the dialog), so the shortcut works on its first press too.
 */
export function SearchTrigger() {
  const messages = useMessages();
  const [loaded, setLoaded] = useState<Loaded>();
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [dialog, setDialog] = useState(false);
  // An input method's composition in this box: replacing the box mid-way would keep the unconverted letters.
  const [composing, setComposing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const loading = useRef(false);
  const shortcut = useShortcutLabel();

  // A failed download is not kept: the bundler drops a chunk that failed, so the next intent (typing, Retry or
  // the focus again) imports afresh, and the box carries on from what the reader began.
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./SearchBox').then(
      ({ SearchBox }) => setLoaded({ SearchBox }),
      (failure: unknown) => {
        loading.current = false;
        setLoaded({ failure });
      },
    );
  }, []);

  const openDialog = useCallback(() => {
    setDialog(true);
    load();
  }, [load]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const input = inputRef.current;
      if (input && input.getClientRects().length > 0) {
        input.focus();
      } else {
        openDialog();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  if (loaded && 'SearchBox' in loaded && !composing) {
    const { SearchBox } = loaded;
    return <SearchBox start={{ value, focus: focused, dialog }} />;
  }
  const failed = loaded && 'failure' in loaded ? loaded : undefined;
  const type = (text: string) => {
    setValue(text);
    load();
  };

  return (
    // After a failure the pointer passing over loads nothing: a load it started would replace Retry under the
    // reader's click. Only an act of the reader's (Retry, typing, the focus) tries again.
    <div className={boxStyles.search} onMouseEnter={failed ? undefined : load}>
      <div className={`${fieldStyles.field} ${fieldStyles.inline}`}>
        {/* No result list yet (no `controls`), as in the loaded box before a query. */}
        <SearchCombobox
          id={inputId}
          inputRef={inputRef}
          value={value}
          onChange={(event) => (failed ? type(event.target.value) : setValue(event.target.value))}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={(event) => {
            setValue(event.currentTarget.value);
            setComposing(false);
          }}
          onFocus={() => {
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
        />
        {shortcut && !focused && !value && (
          <kbd className={fieldStyles.shortcut} aria-hidden="true">
            {shortcut}
          </kbd>
        )}
        <div role="status" className="visually-hidden" />
        {failed && focused && (
          // A press inside keeps the focus in the box, so the list stays open until Retry's click lands.
          <div className={fieldStyles.popover} onMouseDown={(event) => event.preventDefault()}>
            <FailureView failure={failed.failure} onRetry={load} />
          </div>
        )}
      </div>
      <button
        type="button"
        className={`icon-button ${boxStyles.open}`}
        aria-label={messages.searchOpen}
        aria-haspopup="dialog"
        // The press already asks for the dialog: the loaded box may replace this button before the release,
        // and a click whose press and release land on different elements never fires.
        onPointerDown={openDialog}
        onClick={openDialog}
      >
        <SearchIcon size={18} />
      </button>
      {failed &&
        dialog &&
        createPortal(
          <FailedDialog value={value} onType={type} onClose={() => setDialog(false)}>
            <FailureView failure={failed.failure} onRetry={load} />
          </FailedDialog>,
          document.body,
        )}
    </div>
  );
}

/**
 * The narrow screen's search dialog while its code has not loaded: the box keeps what the reader types, and
 * typing or Retry loads the code again; the loaded dialog then takes over with the same text.
 */
function FailedDialog({ value, onType, onClose, children }: { value: string; onType: (text: string) => void; onClose: () => void; children: ReactNode }) {
  const messages = useMessages();
  const inputId = useId();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={messages.searchLabel}
      className={dialogStyles.dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={dialogStyles.bar}>
        <div className={`${fieldStyles.field} ${fieldStyles.dialog}`}>
          {/* No result list (no `controls`) until the search code loads. */}
          <SearchCombobox id={inputId} value={value} autoFocus onChange={(event) => onType(event.target.value)} />
        </div>
        <button type="button" className={dialogStyles.close} onClick={onClose}>
          {messages.searchClose}
        </button>
      </div>
      <div className={fieldStyles.dialogResults}>{children}</div>
    </div>
  );
}

/** The search code failed to load: the spec's chunk message, and a Retry that imports it again (no reload, so nothing typed is lost). */
function FailureView({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  const messages = useMessages();
  return <ChunkErrorView text={errorViewText(failure, messages.unexpectedError)} hint={messages.searchRetryHint} retry={messages.retry} onRetry={onRetry} />;
}
