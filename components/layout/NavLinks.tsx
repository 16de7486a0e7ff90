'use client';

import { Link } from '@/components/link/Link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/lib/registry/types';
import { activeNavItem } from '@/lib/registry/nav';
import { useMessages } from '@/components/i18n/MessagesContext';
import styles from './NavLinks.module.css';

/** Top navigation; an item is active on its own page and every page below it. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const messages = useMessages();
  const pathname = usePathname();
  const active = activeNavItem(items, pathname);
  return (
    <nav aria-label={messages.mainNav} className={styles.nav}>
      <ul>
        {items.map((item) => (
          <li key={item.link}>
            <Link href={item.link} aria-current={item === active ? 'page' : undefined} data-active={item === active || undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
