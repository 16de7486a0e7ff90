'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { CodeBody } from '@/components/code/CodeBlock';
import { EditorBoundary } from './live/EditorBoundary';
import { warmLiveRunner } from './live/useLiveDemo';
import { usePreviewer } from './PreviewerRoot';
import styles from './Previewer.module.css';

// The files' tabs, tools and editors are their own chunk, fetched the first time the code opens.
const CodeFiles = lazy(() => import('./CodeFiles'));

interface CodePanelProps {
  /** How to leave an editor with the keyboard (each editor is described by it). */
  hint: string;
  /** What a live demo may import, shown below the files. */
  help: ReactNode;
}

/**
 * The code panel. Its files enter the page the first time it opens and then stay while it is closed; until their
 * chunk has loaded, the entry file shows as the server highlighted it.
 */
export function CodePanel({ hint, help }: CodePanelProps) {
  const { showCode, codeInPage, panelId, files, editorHintId, reloadKeepingEdit } = usePreviewer();
  // Babel loads while the browser is idle once the code is open, so the first edit rarely waits for it.
  useEffect(() => (showCode ? warmLiveRunner() : undefined), [showCode]);
  return (
    <div id={panelId} className={styles.code} hidden={!showCode}>
      {codeInPage && (
        <>
          <p id={editorHintId} className="visually-hidden">
            {hint}
          </p>
          <EditorBoundary onReload={reloadKeepingEdit}>
            <Suspense fallback={files[0] && <CodeBody html={files[0].html} />}>
              <CodeFiles help={help} />
            </Suspense>
          </EditorBoundary>
        </>
      )}
    </div>
  );
}
