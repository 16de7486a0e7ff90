'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { LANGUAGE_STORAGE_KEY, offersEnglish } from '@/lib/i18n/language-choice';
import { localizedPath } from '@/lib/i18n/locales';
import { otherEditionHref, rememberLanguage } from './LanguageSwitch';
import styles from './LanguageHint.module.css';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * On zh-CN pages, a quiet note in English for a reader whose browser prefers English (or who chose English
 * before): a link to this page's English edition and a dismiss button, which remembers zh-CN. It floats over the
 * page's corner, so showing it after hydration moves nothing.
 */
export function LanguageHint() {
  const messages = useMessages();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Read once after hydration: the server cannot know the browser's language or the stored choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(offersEnglish(storedChoice(), navigator.languages));
  }, []);

  if (!shown) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = otherEditionHref('en');
    rememberLanguage('en');
  };
  const dismiss = () => {
    rememberLanguage('zh-CN');
    setShown(false);
  };
  return (
    <aside className={styles.hint} lang="en" aria-label={messages.languageHint} data-language-hint>
      <span>{messages.languageHint}</span>{' '}
      <a href={localizedPath(window.location.pathname, 'en')} hrefLang="en" onClick={open}>
        {messages.languageHintLink}
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={messages.languageHintDismiss}>
        ×
      </button>
    </aside>
  );
}
