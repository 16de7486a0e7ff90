'use client';

import { MenuIcon } from '@/components/icons';
import { useMessages } from '@/components/i18n/MessagesContext';
import { useDrawer } from './DrawerContext';
import styles from './DrawerToggle.module.css';

/** The header's "Sidebar" button on narrow screens: opens the drawer that holds the nav links and the section's pages. */
export function DrawerToggle() {
  const messages = useMessages();
  const { open, setOpen, toggleRef } = useDrawer();
  return (
    <button
      ref={toggleRef}
      type="button"
      className={`icon-button ${styles.toggle}`}
      aria-label={messages.sidebar}
      title={messages.sidebarLabel}
      aria-expanded={open}
      aria-controls="site-sidebar"
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </button>
  );
}
