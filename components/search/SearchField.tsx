'use client';

import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useRouter } from 'next/navigation';
import { useMessages } from '@/components/i18n/MessagesContext';
import { moveSelection } from '@/lib/search/selection';
import type { SearchResultGroup } from '@/lib/search/types';
import { SearchCombobox } from './SearchCombobox';
import { optionId, SearchResults } from './SearchResults';
import { useSiteSearch } from './useSiteSearch';
import styles from './SearchField.module.css';

interface SearchFieldProps {
  /** `inline`: the header box, results in a popover while focused. `dialog`: the full-screen search. */
  variant: 'inline' | 'dialog';
  inputRef?: Ref<HTMLInputElement>;
  /** The keyboard shortcut hint, known only after hydration. */
  shortcut?: string;
  /** Called after a result is chosen. */
  onClose?: () => void;
  /** Text typed before this field loaded; it is searched at once. */
  initialValue?: string;
}

/** A search combobox: input, grouped results, keyboard selection and client-side navigation. */
export function SearchField({ variant, inputRef, shortcut, onClose, initialValue = '' }: SearchFieldProps) {
  const messages = useMessages();
  const inputId = useId();
  const listId = `${inputId}-results`;
  const router = useRouter();
  const { keywords, result, elsewhere, loading, error, search, retry, load } = useSiteSearch();
  const [value, setValue] = useState(initialValue);
  const [focused, setFocused] = useState(variant === 'dialog');
  // Esc closes the inline list but keeps the focus, as a combobox does; typing or an arrow key reopens it.
  const [dismissed, setDismissed] = useState(false);
  const composing = useRef(false);
  // The selection belongs to one result list: a new list starts with nothing selected.
  const [selection, setSelection] = useState<{ result: SearchResultGroup[]; index: number }>({ result, index: -1 });
  const active = selection.result === result ? selection.index : -1;
  const hints = useMemo(() => result.flatMap((group) => group.hints), [result]);
  const open = keywords !== '' && (variant === 'dialog' || (focused && !dismissed));
  const listShown = open && !loading && hints.length > 0;

  const searchedInitial = useRef(false);
  useEffect(() => {
    if (searchedInitial.current || initialValue === '') return;
    searchedInitial.current = true;
    search(initialValue);
  }, [initialValue, search]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const select = (index: number) => setSelection({ result, index });

  /** Closes the list (and the dialog) once a result opens here. */
  const close = (input: HTMLInputElement | null) => {
    input?.blur();
    setFocused(false);
    onClose?.();
  };

  return (
    <div
      className={`${styles.field} ${styles[variant]}`}
      onMouseEnter={load}
      // Focus moving between the input and the scrollable results keeps the list open.
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={(event) => {
        if (variant === 'inline' && !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <SearchCombobox
        id={inputId}
        inputRef={inputRef}
        value={value}
        controls={listShown ? listId : undefined}
        activeDescendant={listShown && active >= 0 ? optionId(listId, active) : undefined}
        autoFocus={variant === 'dialog'}
        onFocus={load}
        onChange={(event) => {
          setValue(event.target.value);
          setDismissed(false);
          // Mid-composition text is not what the visitor means yet: compositionend sends it.
          if (!composing.current) search(event.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          search(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          load();
          if (event.nativeEvent.isComposing || composing.current) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setDismissed(false);
            select(moveSelection(active, hints.length, event.key === 'ArrowDown' ? 1 : -1));
          } else if (event.key === 'Enter') {
            const hint = hints[active] ?? hints[0];
            if (listShown && hint) {
              event.preventDefault();
              router.push(hint.link);
              close(event.currentTarget);
            }
          } else if (event.key === 'Escape' && variant === 'inline') {
            // The dialog closes itself on Esc; the inline box closes its list.
            setDismissed(true);
          }
        }}
      />
      {shortcut && !focused && !value && (
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      <div role="status" className="visually-hidden">
        {open && !loading && !error ? messages.searchResultCount(hints.length) : ''}
      </div>
      {open && (
        // Focusable so keyboard users can scroll a long list (the options themselves are not tab stops).
        <div className={variant === 'inline' ? styles.popover : styles.dialogResults} data-search-results={variant} tabIndex={0}>
          <SearchResults
            listId={listId}
            result={result}
            elsewhere={elsewhere}
            loading={loading}
            error={error}
            onRetry={retry}
            active={active}
            onHover={select}
            onOpen={() => close(document.activeElement instanceof HTMLInputElement ? document.activeElement : null)}
          />
        </div>
      )}
    </div>
  );
}
