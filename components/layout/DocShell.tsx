import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { sidebarSections } from '@/lib/source';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import styles from './DocShell.module.css';

/** The documentation layout: header, the section sidebar and the main content area. */
export function DocShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#content">
        {messages.skipToContent}
      </a>
      <Header />
      <div className={styles.body}>
        <Sidebar sections={sidebarSections} />
        <main id="content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
