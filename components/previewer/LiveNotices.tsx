'use client';

import { useMessages } from '@/components/i18n/MessagesContext';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

/** Quiet notes under a live demo that runs: a stylesheet the site cannot load, a package that runs under another name. */
export function LiveNotices() {
  const messages = useMessages();
  const { live } = usePreviewer();
  if (live.notices.length === 0 || live.candidate === undefined) return null;
  return (
    <ul className={styles.notices} role="status" aria-label={messages.liveNotices}>
      {live.notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}
