'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesContext';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-choice';
import { localeById, localizedPath, otherLocales, type LocaleId } from '@/lib/i18n/locales';
import { twinPath } from '@/lib/i18n/twin-path';
import styles from './LanguageSwitch.module.css';

/** This page in `locale`'s edition, with the reader's tab (`?tab=`) and hash as they are now. */
export function otherEditionHref(locale: LocaleId): string {
  return localizedPath(`${window.location.pathname}${window.location.search}${window.location.hash}`, locale);
}

/** Remembers the reader's edition; where storage is blocked, the choice lasts for the page. */
export function rememberLanguage(locale: LocaleId): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: nothing to keep.
  }
}

/**
 * The header's links to the same page in every other edition of the editions table, each named by the edition in its
 * own language. Real links (they work without scripts, and the server HTML holds the page's address in each other
 * edition); on a click one takes the current tab and hash along and remembers the choice. The editions have their
 * own root layouts, so the browser loads the page afresh; with the site's prefetch mode (`none`) nothing is fetched
 * before the click.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const messages = useMessages();
  const pathname = usePathname();
  return otherLocales(locale).map((other) => {
    const { name, shortName } = localeById(other);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.currentTarget.href = otherEditionHref(other);
      rememberLanguage(other);
    };
    return (
      <a
        key={other}
        className={styles.switch}
        href={twinPath(pathname, other)}
        hrefLang={other}
        lang={other}
        title={messages.languageSwitchLabel[other]}
        aria-label={name}
        onClick={onClick}
        data-language-switch
        data-short={shortName}
      >
        {name}
      </a>
    );
  });
}
