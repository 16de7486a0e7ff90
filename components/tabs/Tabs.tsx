'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from '@/lib/tab-keys';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Unique among the tabs; also the tab's and panel's id suffix. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the ids: `<idPrefix>tab-<key>` and `<idPrefix>panel-<key>`. */
  idPrefix: string;
  /** Controlled selection; without it the tabs keep their own, starting at the first. */
  selected?: string;
  onSelect?: (key: string) => void;
  /** Extra class for the tab list (its place in the page). */
  listClassName?: string;
  /** Class of each panel. */
  panelClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern: a `tablist` of `tab` buttons with a roving tabindex (only the selected tab is in
 * the Tab order), Left/Right/Home/End to move and select, and one `tabpanel` per tab. Every panel stays in the
 * document, hidden unless selected, so a static page carries all of them.
 */
export function Tabs({ items, label, idPrefix, selected, onSelect, listClassName, panelClassName }: TabsProps) {
  const [own, setOwn] = useState(items[0]?.key);
  const list = useRef<HTMLDivElement>(null);
  const current = items.find((item) => item.key === (selected ?? own)) ?? items[0];
  const tabId = (key: string) => `${idPrefix}tab-${key}`;
  const panelId = (key: string) => `${idPrefix}panel-${key}`;

  const choose = (key: string) => {
    setOwn(key);
    onSelect?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(event.key, items.indexOf(current), items.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(items[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={listClassName ? `${styles.list} ${listClassName}` : styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={tabId(item.key)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item === current}
            aria-controls={panelId(item.key)}
            tabIndex={item === current ? 0 : -1}
            onClick={() => choose(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.key} role="tabpanel" id={panelId(item.key)} aria-labelledby={tabId(item.key)} hidden={item !== current} className={panelClassName}>
          {item.panel}
        </div>
      ))}
    </>
  );
}
