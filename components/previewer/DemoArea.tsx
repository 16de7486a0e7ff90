'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { LiveRoot } from './live/LiveRoot';
import { usePreviewer } from './PreviewerRoot';
import controls from './DemoControls.module.css';
import styles from './Previewer.module.css';

/**
 * Where the demo shows: the original (rendered on the server, passed in) until an edit has rendered, then the
 * live one; after a failed first edit the original stays. While the reader's latest version fails, what shows
 * is an older one: it is dimmed, inert (an outdated render, not a control to use) and labelled so, never taken for
 * the result of the failing code.
 */
export function DemoArea({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { live, demoArea, id } = usePreviewer();
  const showLive = live.candidate !== undefined && (live.good !== undefined || live.error === undefined);
  const stale = live.stale && (live.edited || live.candidate !== undefined);
  const staleId = `${id}-stale`;
  return (
    <div
      ref={demoArea}
      className={`${styles.demo} ${controls.controls}`}
      data-demo-area
      data-live={showLive || undefined}
      data-stale={stale || undefined}
      aria-describedby={stale ? staleId : undefined}
    >
      {stale && (
        <p id={staleId} className={styles.staleLabel}>
          {messages.liveStale}
        </p>
      )}
      {/* `previewer-original` marks the server-rendered demo for the static checks of the export (lib/quality). */}
      <div className={stale ? `previewer-original ${styles.staleRender}` : 'previewer-original'} hidden={showLive} inert={stale}>
        {children}
      </div>
      {live.candidate && (
        <div className={stale ? styles.staleRender : undefined} hidden={!showLive} inert={stale}>
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
