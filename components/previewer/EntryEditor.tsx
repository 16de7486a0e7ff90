'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import codeStyles from '@/components/code/Code.module.css';
import { useMessages } from '@/components/i18n/MessagesContext';
import { EditorBoundary } from './live/EditorBoundary';
import { usePreviewer } from './PreviewerRoot';

// CodeMirror is its own chunk, fetched the first time a code panel opens.
const CodeEditor = lazy(() => import('./live/CodeEditor'));

/** Says while it is mounted, that is while the editor beside it (in one Suspense boundary) has loaded. */
function Mounted({ onChange }: { onChange: (mounted: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * The entry file's body: its highlighted original (passed in, rendered on the server) until the editor has
 * loaded, or the edited text while it loads. The original stays in the page, hidden, as the source to read.
 */
export function EntryEditor({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const { id, showCode, live, currentSource, reloadKeepingEdit } = usePreviewer();
  const [editorShown, setEditorShown] = useState(false);
  const hintId = `${id}-editor-hint`;
  return (
    <>
      <div hidden={editorShown || live.edited}>{children}</div>
      {showCode && (
        <>
          <p id={hintId} className="visually-hidden">
            {messages.editorHint}
          </p>
          <EditorBoundary onReload={reloadKeepingEdit}>
            <Suspense
              fallback={
                live.edited && (
                  <div className={codeStyles.body}>
                    <pre>{live.source}</pre>
                  </div>
                )
              }
            >
              <CodeEditor key={live.resets} initialValue={currentSource} onChange={live.edit} label={messages.editorLabel} describedBy={hintId} />
              <Mounted onChange={setEditorShown} />
            </Suspense>
          </EditorBoundary>
        </>
      )}
    </>
  );
}
