'use client';

import { useEffect, type ReactNode } from 'react';
import { warmLiveRunner } from './live/useLiveDemo';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

/**
 * The code panel. Its files, rendered on the server, enter the page the first time they are needed and then
 * stay while it is closed: their text is what copy, the editor and the sandbox exports read.
 */
export function CodePanel({ children }: { children: ReactNode }) {
  const { showCode, codeInPage, panelId } = usePreviewer();
  // Babel loads while the browser is idle once the code is open, so the first edit rarely waits for it.
  useEffect(() => (showCode ? warmLiveRunner() : undefined), [showCode]);
  return (
    <div id={panelId} className={styles.code} hidden={!showCode}>
      {codeInPage && children}
    </div>
  );
}
