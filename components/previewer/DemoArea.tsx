'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { LiveRoot } from './live/LiveRoot';
import { usePreviewer } from './PreviewerRoot';
import controls from './DemoControls.module.css';
import styles from './Previewer.module.css';

/**
 * Where the demo shows: the original (rendered on the server, passed in) until an edit has rendered, then the
 * live one; after a failed first edit the original stays.
 */
export function DemoArea({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { live, demoArea } = usePreviewer();
  const showLive = live.candidate !== undefined && (live.good !== undefined || live.error === undefined);
  return (
    <div ref={demoArea} className={`${styles.demo} ${controls.controls}`} data-demo-area data-live={showLive || undefined}>
      {/* `previewer-original` marks the server-rendered demo for the static checks of the export (lib/quality). */}
      <div className="previewer-original" hidden={showLive}>
        {children}
      </div>
      {live.candidate && (
        <div hidden={!showLive}>
          <LiveRoot key={live.resets} candidate={live.candidate} good={live.good} onSettled={live.onSettled} onError={live.onError} />
        </div>
      )}
      {live.showLoading && (
        <p className={styles.loading} role="status">
          {messages.loading}
        </p>
      )}
    </div>
  );
}
