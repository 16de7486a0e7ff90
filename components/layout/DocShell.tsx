import type { ReactNode } from 'react';
import type { LocaleId } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/messages';
import { navItemsFor, sidebarSectionsFor } from '@/lib/source';
import { DrawerProvider } from './DrawerContext';
import { Header } from './Header';
import { LanguageHint } from './LanguageHint';
import { Sidebar } from './Sidebar';
import styles from './DocShell.module.css';

/** An edition's documentation layout: the English hint (zh-CN), header, the section sidebar (the narrow screen's drawer) and the main content area. */
export function DocShell({ locale, children }: { locale: LocaleId; children: ReactNode }) {
  return (
    <DrawerProvider>
      <a className={styles.skipLink} href="#content">
        {messagesFor(locale).skipToContent}
      </a>
      {locale === 'zh-CN' && <LanguageHint />}
      <Header locale={locale} />
      <div className={styles.body}>
        <Sidebar sections={sidebarSectionsFor(locale)} navItems={navItemsFor(locale)} />
        <main id="content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </DrawerProvider>
  );
}
