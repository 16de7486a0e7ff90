import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { sidebarSections } from '@/lib/source';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** The documentation layout: header, the section sidebar and the main content area. */
export function DocShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#content">
        {messages.skipToContent}
      </a>
      <Header />
      <div className="doc-body">
        <Sidebar sections={sidebarSections} />
        <main id="content" className="doc-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
