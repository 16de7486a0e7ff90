'use client';

import { Link } from '@/components/link/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { drawerNavItems, sectionFor, type SidebarSection } from '@/lib/registry/sidebar';
import type { NavItem } from '@/lib/registry/types';
import { site } from '@/lib/site';
import { useDrawer } from './DrawerContext';
import styles from './Sidebar.module.css';

/**
 * The current section's pages beside the content. On narrow screens it is a drawer, opened by the header's
 * "Sidebar" button, that also holds the top navigation's links (the header has no room for them); Esc, a click
 * outside or choosing a page closes it.
 */
export function Sidebar({ sections, navItems }: { sections: SidebarSection[]; navItems: NavItem[] }) {
  const messages = useMessages();
  const pathname = usePathname();
  const { open, setOpen, toggleRef } = useDrawer();
  const drawerRef = useRef<HTMLElement>(null);
  const found = sectionFor(sections, pathname);
  // A section of one page has nothing to choose from: no column beside the content.
  const section = found && found.groups.flatMap((g) => g.items).length >= 2 ? found : undefined;
  const navLinks = drawerNavItems(navItems, section);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawerRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    drawerRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen, toggleRef]);

  return (
    <>
      {open && <div className={styles.overlay} data-sidebar-overlay aria-hidden="true" />}
      <nav
        ref={drawerRef}
        id="site-sidebar"
        className={styles.sidebar}
        aria-label={messages.sidebarLabel}
        data-open={open || undefined}
        data-drawer-only={section ? undefined : true}
      >
        <ul className={styles.navLinks}>
          {navLinks.map((item) => (
            <li key={item.link}>
              <Link href={item.link} aria-current={item.link === pathname ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          ))}
          {/* The header's GitHub icon has no room on the narrowest phones. */}
          <li>
            <a href={site.libraryRepository} target="_blank" rel="noopener noreferrer">
              {messages.githubLabel}
            </a>
          </li>
        </ul>
        {section?.groups.map((group) => (
          <div key={group.title || 'ungrouped'} className={styles.group}>
            {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
            <ul>
              {group.items.map((item) => (
                <li key={item.link}>
                  <Link href={item.link} aria-current={item.link === pathname ? 'page' : undefined}>
                    {item.title}
                    {item.lineOnly && (
                      <span className={styles.lineOnly} title={messages.sidebarLineOnlyTitle(item.lineOnly)}>
                        {item.lineOnly}
                      </span>
                    )}
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
