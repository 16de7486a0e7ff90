import type { ReactNode } from 'react';
import type { LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { sidebarSectionsFor } from '@/lib/source';
import { Header } from './Header';
import { LanguageHint } from './LanguageHint';
import { Sidebar } from './Sidebar';
import styles from './DocShell.module.css';

/** An edition's documentation layout: header, the section sidebar and the main content area. */
export function DocShell({ locale, children }: { locale: LocaleId; children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#content">
        {messagesFor(locale).skipToContent}
      </a>
      <Header locale={locale} />
      <div className={styles.body}>
        <Sidebar sections={sidebarSectionsFor(locale)} />
        <main id="content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {locale === 'zh-CN' && <LanguageHint />}
    </>
  );
}
