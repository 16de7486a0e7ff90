'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import type { TocEntry } from '@/lib/registry/types';
import { Tabs } from '@/components/tabs/Tabs';
import { Toc } from './Toc';
import styles from './PageTabs.module.css';

export interface PageTab {
  /** Empty for the default tab, which has no `?tab=` parameter. */
  key: string;
  title: string;
  content: ReactNode;
  toc: TocEntry[];
}

const TAB_CHANGE = 'doc-tab-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(TAB_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(TAB_CHANGE, onChange);
  };
}

const currentTab = () => new URLSearchParams(window.location.search).get('tab') ?? '';

/**
 * Page tabs selected by `?tab=key`. Every panel is in the static HTML; the default one shows until the
 * browser reads the address, and choosing the default tab removes the parameter.
 */
export function PageTabs({ tabs, showToc }: { tabs: PageTab[]; showToc: boolean }) {
  const messages = useMessages();
  const selected = useSyncExternalStore(subscribe, currentTab, () => '');
  const active = tabs.find((t) => t.key === selected) ?? tabs[0];

  const choose = (key: string) => {
    const url = new URL(window.location.href);
    if (key) url.searchParams.set('tab', key);
    else url.searchParams.delete('tab');
    url.hash = '';
    window.history.pushState(null, '', url);
    window.dispatchEvent(new Event(TAB_CHANGE));
  };

  return (
    <div className="doc-columns">
      <div className="doc-article">
        <Tabs
          items={tabs.map((tab) => ({ key: tab.key || 'doc', label: tab.title, panel: tab.content }))}
          label={messages.tabsLabel}
          idPrefix=""
          selected={active.key || 'doc'}
          onSelect={(key) => choose(key === 'doc' ? '' : key)}
          listClassName={styles.tabs}
          panelClassName="prose"
        />
      </div>
      {showToc && <Toc items={active.toc} />}
    </div>
  );
}
