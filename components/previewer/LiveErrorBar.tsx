'use client';

import { useMessages } from '@/components/i18n/MessagesContext';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

/** What went wrong with the last edit (compile, imports, download or the demo itself), with a Retry when one helps. */
export function LiveErrorBar() {
  const messages = useMessages();
  const { live, reloadKeepingEdit } = usePreviewer();
  if (!live.error) return null;
  const { links, retry } = live.error;
  return (
    <div className={styles.error} role="alert" aria-label={messages.liveError}>
      <pre>{live.error.message}</pre>
      {links && (
        <ul className={styles.errorLinks}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {retry && (
        <p className={styles.errorRetry}>
          {messages.liveRetryHint}{' '}
          <button type="button" className="retry-button" onClick={retry === 'reload' ? reloadKeepingEdit : live.retry}>
            {messages.retry}
          </button>
        </p>
      )}
    </div>
  );
}
