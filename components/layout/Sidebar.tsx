'use client';

import { MenuIcon } from '@/components/icons';
import { Link } from '@/components/link/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { sectionFor, type SidebarSection } from '@/lib/registry/sidebar';
import styles from './Sidebar.module.css';

/**
 * The current section's pages. On narrow screens a sticky bar holds the "Sidebar" button, which opens
 * the same list as a drawer; Esc, a click outside or choosing a page closes it.
 */
export function Sidebar({ sections }: { sections: SidebarSection[] }) {
  const messages = useMessages();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const drawerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const section = sectionFor(sections, pathname);

  // Navigating closes the drawer: derived during render rather than in an effect.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawerRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    drawerRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!section || section.groups.flatMap((g) => g.items).length < 2) return null;

  return (
    <>
      <div className={styles.bar}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-sidebar"
          onClick={() => {
            setOpenedAt(pathname);
            setOpen((value) => !value);
          }}
        >
          <MenuIcon />
          {messages.sidebar}
        </button>
      </div>
      {open && <div className={styles.overlay} data-sidebar-overlay aria-hidden="true" />}
      <nav ref={drawerRef} id="site-sidebar" className={styles.sidebar} aria-label={messages.sidebarLabel} data-open={open || undefined}>
        {section.groups.map((group) => (
          <div key={group.title || 'ungrouped'} className={styles.group}>
            {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
            <ul>
              {group.items.map((item) => (
                <li key={item.link}>
                  <Link href={item.link} aria-current={item.link === pathname ? 'page' : undefined}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
