import type { InputHTMLAttributes, Ref } from 'react';
import { SearchIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import styles from './SearchField.module.css';

type InputEvents = 'onChange' | 'onFocus' | 'onBlur' | 'onKeyDown' | 'onCompositionStart' | 'onCompositionEnd';

interface SearchComboboxProps extends Pick<InputHTMLAttributes<HTMLInputElement>, InputEvents> {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  /** The result list's id while it is shown: the box is expanded and controls it. */
  controls?: string;
  /** The selected option's id, while one is. */
  activeDescendant?: string;
  autoFocus?: boolean;
}

/**
 * The search box's magnifier and input, one for the loaded field and its stand-ins before the search code loads. The
 * magnifier is a label over the input's left, so a tap on it (the icon, not the input, takes the tap) focuses the input.
 */
export function SearchCombobox({ id, inputRef, value, controls, activeDescendant, autoFocus, ...events }: SearchComboboxProps) {
  const messages = useMessages();
  return (
    <>
      <label htmlFor={id} className={styles.icon}>
        <SearchIcon />
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-label={messages.searchLabel}
        aria-expanded={controls !== undefined}
        aria-controls={controls}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
        placeholder={messages.searchPlaceholder}
        value={value}
        className={styles.input}
        {...events}
      />
    </>
  );
}
