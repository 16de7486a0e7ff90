'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/components/i18n/MessagesContext';
import { LiveRoot } from './live/LiveRoot';
import { usePreviewer } from './PreviewerRoot';
import { useDemoCanvas } from './useDemoCanvas';
import { useScrollHint } from './useScrollHint';
import controls from './DemoControls.module.css';
import styles from './Previewer.module.css';

/**
 * Where the demo shows: the original (rendered on the server, passed in) until an edit has rendered, then the
 * live one; after a failed first edit the original stays. While the reader's latest version fails, what shows
 * is an older one: it is dimmed, inert (an outdated render, not a control to use) and labelled so, never taken for
 * the result of the failing code.
 *
 * On a phone the frame adapts, not the demo (docs/decisions.md): where pinned columns would leave no room for the
 * rest, the canvas is widened and a note says why; where the frame scrolls sideways, a shade on each side with more
 * to see says so, and a hint says it the first time.
 */
export function DemoArea({ title, children }: { title: string; children: ReactNode }) {
  const messages = useMessages();
  const { live, demoArea, id, standaloneHref } = usePreviewer();
  const { sides, widenedFor, texts } = useDemoCanvas(demoArea);
  const scrolls = texts !== undefined && (sides.start || sides.end);
  const hint = useScrollHint(demoArea, scrolls);
  const showLive = live.candidate !== undefined && (live.good !== undefined || live.error === undefined);
  const stale = live.stale && (live.edited || live.candidate !== undefined);
  const staleId = `${id}-stale`;
  return (
    <>
      {texts && widenedFor > 0 && (
        <p className={styles.canvasNote}>
          {texts.widened(widenedFor)}
          <a href={standaloneHref}>{texts.widenedLink}</a>
          {texts.widenedEnd}
        </p>
      )}
      <div className={styles.frame}>
        <div
          ref={demoArea}
          className={`${styles.demo} ${controls.controls}`}
          data-demo-area
          data-widened={widenedFor > 0 || undefined}
          data-live={showLive || undefined}
          data-stale={stale || undefined}
          aria-describedby={stale ? staleId : undefined}
          // A frame that scrolls sideways is a stop on the keyboard path, so arrow keys can scroll it.
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'group' : undefined}
          aria-label={scrolls ? texts.canvasLabel(title) : undefined}
        >
          {stale && (
            <p id={staleId} className={styles.staleLabel}>
              {messages.liveStale}
            </p>
          )}
          {/* `previewer-original` marks the server-rendered demo for the static checks of the export (lib/quality). */}
          <div className={`previewer-original ${styles.canvas}${stale ? ` ${styles.staleRender}` : ''}`} hidden={showLive} inert={stale}>
            {children}
          </div>
          {live.candidate && (
            <div className={stale ? `${styles.canvas} ${styles.staleRender}` : styles.canvas} hidden={!showLive} inert={stale}>
              <LiveRoot key={live.resets} candidate={live.candidate} good={live.good} onSettled={live.onSettled} onError={live.onError} />
            </div>
          )}
          {live.showLoading && (
            <p className={styles.loading} role="status">
              {messages.loading}
            </p>
          )}
        </div>
        <span className={styles.scrollSign} data-scroll-sign="start" data-shown={sides.start || undefined} aria-hidden="true" />
        <span className={styles.scrollSign} data-scroll-sign="end" data-shown={sides.end || undefined} aria-hidden="true" />
        {hint && texts && (
          <span className={styles.scrollHint} aria-hidden="true">
            {texts.scrollHint}
          </span>
        )}
      </div>
    </>
  );
}
