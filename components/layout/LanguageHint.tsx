'use client';

import { usePathname } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { twinPath } from '@/lib/i18n/twin-path';
import { otherEditionHref, rememberLanguage } from './LanguageSwitch';
import styles from './LanguageHint.module.css';

/**
 * On zh-CN pages, a quiet note in English for a reader whose browser prefers English (or who chose English
 * before): a link to this page's English edition and a dismiss button, which remembers zh-CN. It is a bar above
 * the header that takes its own space, so it covers nothing; the server renders it, and it shows only when the
 * inline guard (`LanguageHintGuard`) marked `<html>` before the first paint, so showing it moves nothing.
 */
export function LanguageHint() {
  const messages = useMessages();
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);

  if (dismissed) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = otherEditionHref('en');
    rememberLanguage('en');
  };
  const dismiss = () => {
    rememberLanguage('zh-CN');
    setDismissed(true);
  };
  return (
    <aside className={styles.hint} lang="en" aria-label={messages.languageHint} data-language-hint>
      <span>{messages.languageHint}</span>{' '}
      <a href={twinPath(pathname, 'en')} hrefLang="en" onClick={open}>
        {messages.languageHintLink}
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={messages.languageHintDismiss}>
        ×
      </button>
    </aside>
  );
}
