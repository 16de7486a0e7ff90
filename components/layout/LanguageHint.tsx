'use client';

import { usePathname } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import { hintOffer } from '@/lib/i18n/locales';
import { twinPath } from '@/lib/i18n/twin-path';
import { otherEditionHref, rememberLanguage } from './LanguageSwitch';
import styles from './LanguageHint.module.css';

/**
 * On the pages of an edition that offers another in a hint (the editions table's `hintOffers`: zh-CN pages offer
 * English), a quiet note in the offered edition's language for a reader whose browser prefers it (or who chose it
 * before): a link to this page there and a dismiss button, which remembers this page's edition. It is a bar above the
 * header that takes its own space, so it covers nothing; the server renders it, and it shows only when the inline
 * guard (`LanguageHintGuard`) marked `<html>` before the first paint, so showing it moves nothing.
 */
export function LanguageHint() {
  const locale = useLocale();
  const messages = useMessages();
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  const offered = hintOffer(locale);

  if (dismissed || !offered) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = otherEditionHref(offered);
    rememberLanguage(offered);
  };
  const dismiss = () => {
    rememberLanguage(locale);
    setDismissed(true);
  };
  return (
    <aside className={styles.hint} lang={offered} aria-label={messages.languageHint} data-language-hint>
      <span>{messages.languageHint}</span>{' '}
      <a href={twinPath(pathname, offered)} hrefLang={offered} onClick={open}>
        {messages.languageHintLink}
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={messages.languageHintDismiss}>
        ×
      </button>
    </aside>
  );
}
