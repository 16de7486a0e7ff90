import type { ReactNode } from 'react';
import type { LocaleId } from '@/lib/i18n/locales';
import { CURRENT_LINE, LINE_IDS, lineById, type LineId } from '@/lib/lines/lines';
import { messagesFor } from '@/lib/messages';
import { routesWithoutTwin } from '@/lib/lines/twins';
import { hasRoute, navItemsFor, pagePathsOf, sidebarSectionsFor } from '@/lib/source';
import { DrawerProvider } from './DrawerContext';
import { Header } from './Header';
import { LanguageHint } from './LanguageHint';
import { LineBanner } from './LineBanner';
import { Sidebar } from './Sidebar';
import styles from './DocShell.module.css';

/**
 * The documentation layout of an edition on a line: the language hint (on zh-CN pages, English), header, the section sidebar (the
 * narrow screen's drawer), the main content area, and on a line that is not the current one, its banner above the
 * content. `notFound`: the 404 page, whose version switch goes to the other line's home.
 */
export function DocShell({ locale, line, notFound, children }: { locale: LocaleId; line: LineId; notFound?: boolean; children: ReactNode }) {
  // The routes of this edition and line that another line has no page for: the switch sends them to its home.
  const withoutTwin = (to: LineId) => (to === line ? [] : routesWithoutTwin(pagePathsOf(locale, line), to, hasRoute));
  const others = LINE_IDS.filter((id) => id !== line).map((id) => ({ id, packageName: lineById(id).package, withoutTwin: withoutTwin(id) }));
  return (
    <DrawerProvider>
      <a className={styles.skipLink} href="#content">
        {messagesFor(locale).skipToContent}
      </a>
      <LanguageHint />
      <Header locale={locale} line={line} others={others} notFound={notFound} />
      <div className={styles.body}>
        <Sidebar sections={sidebarSectionsFor(locale, line)} navItems={navItemsFor(locale, line)} />
        <main id="content" className={styles.main} tabIndex={-1}>
          <LineBanner locale={locale} line={line} withoutTwin={withoutTwin(CURRENT_LINE)} />
          {children}
        </main>
      </div>
    </DrawerProvider>
  );
}
