'use client';

import { useEffect, useMemo, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import type { TocEntry } from '@/lib/registry/types';
import styles from './Toc.module.css';

/** Offset under the sticky header where a heading counts as "current". */
const SPY_OFFSET = 96;

/** h2 and h3 of the page, highlighting the one being read. */
export function Toc({ items }: { items: TocEntry[] }) {
  const messages = useMessages();
  const entries = useMemo(() => items.filter((item) => item.depth === 2 || item.depth === 3), [items]);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const elements = entries.map((e) => document.getElementById(e.id)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // The last heading whose top has passed the offset is current; the first one before any has.
        const passed = elements.filter((el) => el.getBoundingClientRect().top <= SPY_OFFSET + 1);
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        setActiveId((atBottom ? elements.at(-1) : (passed.at(-1) ?? elements[0]))?.id);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={messages.toc}>
      <p className={styles.title}>{messages.toc}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${encodeURIComponent(entry.id)}`} aria-current={entry.id === activeId ? 'location' : undefined}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
