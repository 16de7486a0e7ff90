'use client';

import { useMessages } from '@/components/i18n/MessagesContext';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

/** What went wrong with the last edit (compile, download or the demo itself), with a Retry when one helps. */
export function LiveErrorBar() {
  const messages = useMessages();
  const { live, reloadKeepingEdit } = usePreviewer();
  if (!live.error) return null;
  return (
    <div className={styles.error} role="alert" aria-label={messages.liveError}>
      <pre>{live.error.message}</pre>
      {live.error.retry && (
        <p className={styles.errorRetry}>
          {messages.liveRetryHint}{' '}
          <button type="button" className="retry-button" onClick={live.error.retry === 'reload' ? reloadKeepingEdit : live.retry}>
            {messages.retry}
          </button>
        </p>
      )}
    </div>
  );
}
